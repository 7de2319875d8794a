import Foundation
import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// Issue 10: a library user builds models without the store, so the renderers take any string:
/// noncharacters and controls are drawn as U+FFFD, and every format is made (cairo's PDF text
/// stream used to crash on U+FFFE).
@Suite struct UnsafeTextTests {
  static let hostile =
    "kept\u{0} \(Noncharacter.fffe) \(Noncharacter.ffff) \(Noncharacter.fdd0) \u{1B}]0;x\u{7} \(Noncharacter.last) end"

  @Test(arguments: CardFormat.allCases)
  func aCardWithHostileTextRendersInEveryFormat(format: CardFormat) throws {
    let model = CardModel(
      day: Fixtures.day("2026-11-29"), score: try Score(7),
      words: [CardWord(label: "Odd" + Noncharacter.fffe, valence: .pleasant)],
      tags: ["t" + Noncharacter.fdd0 + "g"],
      reason: UnsafeTextTests.hostile,
      habits: [CardHabit(name: "Walk" + Noncharacter.ffff)])
    let card = try CardRenderer().render(model, as: format)
    #expect(card.data.count > 1000)
    let alt = CardRenderer(fonts: try CardFixtures.fonts()).altText(for: model)
    #expect(!alt.description.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint })
    #expect(!alt.description.unicodeScalars.contains { $0.value < 0x20 })
    if format == .svg {
      let text = String(decoding: card.data, as: UTF8.self)
      #expect(!text.unicodeScalars.contains { $0.properties.isNoncharacterCodePoint })
    }
  }

  @Test(arguments: [CardFormat.pdf, .svg])
  func aChartWithAHostileWordNameRenders(format: CardFormat) throws {
    let odd = MoodWord(valence: .pleasant, english: "Odd" + Noncharacter.fffe + "\u{1B}word")
    let vocabulary = Vocabulary(custom: [odd])
    let entries = try (1...5).map {
      try MoodEntry.sample("2026-11-2\($0)", score: 6, words: [odd.id, "calm"])
    }
    let range = DayRange(last: Fixtures.day("2026-11-29"), count: 7)
    let words = Distribution.words(
      in: entries, range: range, vocabulary: vocabulary, languageCode: "en", limit: 8)
    let model = ChartModel(
      .words(words, valences: [odd.id: .pleasant, "calm": .pleasant]), range: range,
      today: range.last, options: ChartOptions())
    #expect(try ChartRenderer().render(model, as: format).data.count > 1000)
  }
}
