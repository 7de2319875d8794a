import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// A Chinese mood word never breaks inside itself: a line of words breaks only after "、" on the
/// sheet (and the report's first page, which lists them through `CardLocale.wordList` too); and
/// a top list's "word (n)" stays whole.
@Suite struct UnbrokenWordsTests {
  private let fonts: FontLibrary
  init() throws { fonts = try CardFixtures.fonts() }

  /// Up to eight words a day, so that the words column wraps.
  private let words = [
    "energetic", "grateful", "reflective", "calm", "anxious", "happy", "focused", "relaxed",
  ]

  /// The line starts of `spec` that fall inside a word of the list: every start but the first
  /// must follow the separator.
  private func splits(_ spec: TextSpec, separator: Character) -> [String] {
    let characters = Array(spec.text)
    return fonts.lineStarts(spec).filter { $0 > 0 && characters[$0 - 1] != separator }.map {
      String(characters[max(0, $0 - 2)..<min(characters.count, $0 + 2)])
    }
  }

  @Test func theSheetsChineseWordsBreakOnlyBetweenWords() throws {
    let entry = Fixtures.entry("2026-11-16", 7, words: words)
    let model = CardModel(
      entry: entry, vocabulary: ChartFixtures.vocabulary,
      options: CardOptions(locale: .simplifiedChinese))
    let text = try #require(SheetThumbnail.text(of: model))
    // From the width of the widest word with its "、": a word wider than the line must break.
    let widest =
      text.split(separator: "、").map {
        fonts.measure(TextSpec(String($0) + "、", size: 14, language: "zh-Hans")).width
      }.max() ?? 0
    var broken = 0
    for width in stride(from: widest.rounded(.up), through: 160, by: 5) {
      let spec = TextSpec(text, size: 14, width: width, language: "zh-Hans")
      if fonts.lineStarts(spec).count > 1 { broken += 1 }
      #expect(splits(spec, separator: "、").isEmpty, "\(width)")
    }
    #expect(broken >= 5)
  }

  /// The first page's "Most chosen words": no line starts with a count.
  @Test(arguments: [CardLocale.english, .simplifiedChinese])
  func aWordsCountStaysWithTheWord(locale: CardLocale) {
    let names =
      locale == .english
      ? ["Happy", "Grateful", "Loved", "Excited", "Hopeful"]
      : ["开心", "感激", "精力充沛", "若有所思", "平静"]
    let list = zip(names, [12, 9, 5, 2, 4]).map { locale.itemCount($0, $1) }
      .joined(separator: locale.listSeparator)
    let characters = Array(list)
    var broken = 0
    for width in stride(from: 60.0, through: 200, by: 4) {
      let spec = TextSpec(list, size: 9.5, width: width, language: locale.languageCode)
      let starts = fonts.lineStarts(spec)
      if starts.count > 1 { broken += 1 }
      #expect(
        starts.allSatisfy { !"(（".contains(characters[$0]) }, "\(width): \(starts)")
    }
    #expect(broken > 10)
  }

  /// The report's table: its words column breaks a Chinese list only after "、" (the review's
  /// "开 / 心", "焦 / 虑"), and the Chinese 30-day report still takes four pages.
  @Test func theTablesChineseWordsBreakOnlyBetweenWords() throws {
    let model = ReportFixtures.model(
      days: 30, options: ReportOptions(locale: .simplifiedChinese))
    let layout = ReportLayout(model: model, measurer: fonts)
    for cell in layout.table.rows.compactMap(\.words) {
      #expect(splits(cell.spec, separator: "、").isEmpty, "\(cell.spec.text)")
    }
    #expect(layout.pages.count <= 4)

    // Every width the column may take, from its least share to its most.
    let entry = ReportEntry(
      day: .at("2026-11-16"), score: 7, words: ["开心", "焦虑", "感激", "精力充沛", "若有所思", "平静"],
      tags: [], reason: "")
    var broken = 0
    for width in stride(from: 330.0, through: 520, by: 10) {
      let table = ReportTable(
        entries: [entry], width: width, withReasons: true, locale: .simplifiedChinese,
        palette: ChartPalette(theme: .light), measurer: fonts)
      let cell = try #require(table.rows.first?.words)
      // A column narrower than its widest word must break it; the table never makes one.
      let widest =
        entry.words.map {
          fonts.measure(TextSpec($0 + "、", size: ReportTable.textSize, language: "zh-Hans")).width
        }.max() ?? 0
      guard (cell.spec.width ?? 0) >= widest else { continue }
      if cell.metrics.lineCount > 1 { broken += 1 }
      #expect(splits(cell.spec, separator: "、").isEmpty, "\(width): \(cell.spec.text)")
    }
    #expect(broken >= 5)
  }
}
