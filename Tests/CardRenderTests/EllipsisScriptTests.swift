import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// A cut text ends with the ellipsis of its own script, whatever the page's language: the
/// review's zh sheet ended English reasons "Coffee with Ana, then……".
@Suite struct EllipsisScriptTests {
  private let fonts: FontLibrary
  init() throws { fonts = try CardFixtures.fonts() }

  @Test func theEllipsisFollowsTheTextsScript() {
    #expect(CardLocale.ellipsis(ending: "Coffee with Ana, then errands") == "…")
    #expect(CardLocale.ellipsis(ending: "和朋友在公园散步，聊了很多事情") == "……")
    #expect(CardLocale.ellipsis(ending: "Dinner with 王玥") == "……")
  }

  @Test(arguments: [CardLocale.english, .simplifiedChinese])
  func aSheetCutsAnEnglishReasonWithTheLatinEllipsis(locale: CardLocale) throws {
    let entry = try MoodEntry(
      day: Fixtures.day("2026-11-16"), score: Score(6),
      reason: "Coffee with Ana, then errands all afternoon and a long phone call with Mum",
      loggedAt: Fixtures.instant(on: Fixtures.day("2026-11-16"), hour: 21, minute: 0),
      timeZone: Fixtures.timeZone)
    let model = CardModel(
      entry: entry, vocabulary: ChartFixtures.vocabulary, options: CardOptions(locale: locale))
    let label = PlacedText(
      spec: TextSpec("16", size: 12), origin: Point(x: 4, y: 4),
      metrics: fonts.measure(TextSpec("16", size: 12)), color: HexColor(red: 0, green: 0, blue: 0))
    let thumbnail = SheetThumbnail(
      model, in: Rect(x: 0, y: 0, width: 160, height: 160), label: label, outOfTen: true,
      minimumTextSize: 12, palette: ChartPalette(theme: .light), measurer: fonts)
    let line = try #require(thumbnail.line?.spec.text)
    #expect(line.hasSuffix("…") && !line.hasSuffix("……"), "\(line)")
  }

  /// On a Chinese page "……" after Chinese is set in the Chinese font, whose dots are centred
  /// and an em a pair; "…" after a Latin word keeps Inter's, on the baseline: the review's zh
  /// sheet drew "Coffee with Ana⋯" with the Chinese dots. Measured: Inter's "…" at 40 px is
  /// under 40 px wide, the Chinese one 40.
  @Test func onAChinesePageALatinTextsEllipsisIsSetInTheLatinFont() {
    #expect(TextLayout.ellipses(in: "Coffee with Ana…").isEmpty)
    #expect(TextLayout.ellipses(in: "Coffee with Ana……").isEmpty)
    #expect(TextLayout.ellipses(in: "热汤……") == [6..<12])
    #expect(TextLayout.ellipses(in: "…热汤") == [0..<3])
    let latin = fonts.measure(TextSpec("Ana…", size: 40, language: "zh-Hans")).width
    let word = fonts.measure(TextSpec("Ana", size: 40, language: "zh-Hans")).width
    #expect(latin - word < 38, "\(latin - word)")
    let chinese = fonts.measure(TextSpec("热汤……", size: 40, language: "zh-Hans")).width
    #expect(abs(chinese - 160) < 1, "\(chinese)")
  }
}
