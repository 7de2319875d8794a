import Foundation
import Testing

@testable import CardRender

/// The layouts a font library keeps: texts set lately are not shaped again, the pictures do not
/// change, and no more than `RecentLayouts.capacity` are kept.
@Suite struct RecentLayoutsTests {
  @Test func aTextMeasuredIsDrawnFromTheSameLayout() throws {
    let fonts = try CardFixtures.fonts()
    let spec = TextSpec("Calm", size: 30)
    let measured = fonts.layout(for: spec)
    #expect(fonts.layout(for: spec) === measured)
    #expect(fonts.layout(for: TextSpec("Calm", size: 31)) !== measured)
  }

  @Test func cardsDrawnFromKeptLayoutsHaveTheBytesOfCardsDrawnAfresh() throws {
    let fonts = try CardFixtures.fonts()
    let renderer = CardRenderer(fonts: fonts)
    let typical = CardFixtures.typical()
    let other = CardFixtures.typical(score: 3, theme: .dark)
    for format in [CardFormat.png, .svg, .pdf] {
      let first = try renderer.render(typical, as: format)
      _ = try renderer.render(other, as: format)
      let again = try renderer.render(typical, as: format)
      let afresh = try CardRenderer(fonts: try CardFixtures.fonts()).render(typical, as: format)
      #expect(again.data == first.data, "\(format)")
      #expect(again.data == afresh.data, "\(format)")
    }
    #expect(fonts.recentLayouts.count > 10)
  }

  @Test func atMostCapacityAreKeptAndTheOneUsedLongestAgoMakesRoom() throws {
    let fonts = try CardFixtures.fonts()
    let specs = (0..<(RecentLayouts.capacity + 10)).map { TextSpec("Text \($0)", size: 20) }
    let first = fonts.layout(for: specs[0])
    let second = fonts.layout(for: specs[1])
    for spec in specs.dropFirst(2) {
      // The first text stays in use; the second is left.
      _ = fonts.layout(for: specs[0])
      _ = fonts.layout(for: spec)
    }
    #expect(fonts.recentLayouts.count == RecentLayouts.capacity)
    #expect(fonts.layout(for: specs[0]) === first)
    #expect(fonts.layout(for: specs[1]) !== second)
    #expect(fonts.recentLayouts.count == RecentLayouts.capacity)
  }
}
