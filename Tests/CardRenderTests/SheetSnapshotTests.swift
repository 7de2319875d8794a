import Foundation
import MoodCore
import SnapshotSupport
import Stats
import TestSupport
import Testing

@testable import CardRender

/// Pixel references of the batch's sheet on each page size, in `Snapshots/SheetSnapshotTests/`:
/// November of the report fixtures (reasons short, long and Chinese, days missed) in light
/// and dark, English and Chinese.
@Suite struct SheetSnapshotTests {
  private func sheet(size: SheetSize, theme: CardTheme, locale: CardLocale) throws -> CardSheet {
    let sample = ReportFixtures.sample(days: 30)
    let options = CardOptions(theme: theme, locale: locale)
    let cards = sample.entries.map {
      CardModel(entry: $0, vocabulary: ChartFixtures.vocabulary, options: options)
    }
    return try CardSheet(
      range: sample.range, cards: cards, firstWeekday: .monday, options: options, size: size,
      today: sample.today)
  }

  @Test(arguments: [
    (SheetSize.a4, CardTheme.light, CardLocale.english),
    (.letter, .dark, .english),
    (.social, .light, .simplifiedChinese),
    (.social, .dark, .english),
  ])
  func eachSize(size: SheetSize, theme: CardTheme, locale: CardLocale) throws {
    let sheet = try sheet(size: size, theme: theme, locale: locale)
    let layout = CardRenderer(fonts: try CardFixtures.fonts()).layout(sheet)
    #expect(layout.warnings.isEmpty)
    assertSnapshot(
      of: sheet, as: .sheet, named: "month-\(size)-\(theme)-\(locale.languageCode)")
  }
}
