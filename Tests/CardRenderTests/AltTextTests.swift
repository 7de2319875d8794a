import Foundation
import MoodCore
import SnapshotSupport
import Stats
import TestSupport
import Testing

@testable import CardRender

/// Alt texts: in the picture's language, covering what is drawn and nothing left out, and
/// carried inside every file format.
@Suite struct AltTextTests {
  private let fonts: FontLibrary
  private let cards: CardRenderer
  private let charts: ChartRenderer

  init() throws {
    fonts = try CardFixtures.fonts()
    cards = CardRenderer(fonts: fonts)
    charts = ChartRenderer(fonts: fonts)
  }

  @Test func aCardIsDescribedPartByPartAsDrawn() {
    let alt = cards.altText(for: CardFixtures.typical(score: 8))
    #expect(alt.title == "Mood card, Sunday, 29 November 2026: 8 out of 10")
    #expect(
      alt.description
        == "Sunday, 29 November 2026. Mood 8 out of 10, shown by a happy face with smiling eyes. "
        + "Words: Calm, Grateful, Tired, Focused. "
        + "Reason: “Long walk by the sea with Mum, then soup and an early night.” "
        + "Tags: #family, #walk. Done today: 🏃 Run · 📚 Read.")
    #expect(alt.language == "en")
  }

  @Test func aRenderedCardCarriesTheAltTextOfItsFile() throws {
    let model = CardFixtures.typical(score: 8)
    for format in CardFormat.allCases {
      #expect(try cards.render(model, as: format).altText == cards.altText(for: model))
    }
  }

  @Test func whatIsLeftOffTheCardIsLeftOutOfItsAltText() {
    let model = CardFixtures.model(score: 3)
    let alt = cards.altText(for: model)
    #expect(
      alt.description
        == "Sunday, 29 November 2026. Mood 3 out of 10, shown by a worried, uneasy face.")
  }

  /// The review's run-on: "Reason: “…could barely get up” Tags: #health." read "get up Tags".
  /// The line breaks and no-break spaces chosen for the picture are not read out.
  @Test func theReasonIsReadAsItWasWrittenWhereverItBreaks() throws {
    let reason = "Missed the bus, then the meeting, and only got home at 11 pm"
    for size in CardSize.allCases {
      let model = CardFixtures.model(reason: reason, size: size)
      let shown = try #require(cards.layout(model).reason?.spec.text)
      #expect(shown.contains("\n") && shown.contains("11\u{00A0}pm"), "\(size): \(shown)")
      #expect(cards.altText(for: model).description.contains("“\(reason)”."), "\(size)")
    }
  }

  @Test func aQuotedReasonWithoutItsOwnStopIsFollowedByAFullStop() {
    let alt = cards.altText(
      for: CardFixtures.model(score: 2, tags: ["health", "sleep"], reason: "Could barely get up"))
    #expect(alt.description.contains("Reason: “Could barely get up”. Tags: #health, #sleep."))
  }

  @Test func aChineseCardListsItsTagsWithTheEnumerationComma() {
    let model = CardFixtures.model(
      score: 6, tags: ["家", "散步"], reason: "", locale: .simplifiedChinese)
    #expect(cards.altText(for: model).description.contains("标签：#家、#散步。"))
  }

  @Test func aChineseCardIsDescribedInChinese() {
    let model = CardFixtures.model(
      score: 2, words: CardFixtures.words(["Calm"], locale: .simplifiedChinese), tags: ["家"],
      reason: "和妈妈在海边散步", locale: .simplifiedChinese)
    let alt = cards.altText(for: model)
    #expect(alt.title == "心情卡片：2026年11月29日 星期日，2 分（满分 10 分）")
    #expect(
      alt.description
        == "2026年11月29日 星期日。心情 2 分（满分 10 分），流泪的伤心脸。心情词：平静。原因：“和妈妈在海边散步”。标签：#家。")
    #expect(alt.language == "zh-Hans")
  }

  @Test func aCutReasonIsDescribedAsFarAsItIsShownAndHiddenWordsAreCounted() throws {
    let model = CardFixtures.model(
      words: CardFixtures.twelveWords + [CardWord(label: CardFixtures.longWord, valence: .neutral)],
      reason: CardFixtures.longReason, size: .square)
    let layout = cards.layout(model)
    let shown = try #require(layout.reason).spec.text
    let alt = cards.altText(for: model)
    #expect(alt.description.contains("Reason: “\(shown)”"))
    #expect(!alt.description.contains(CardFixtures.longReason))
    let hidden = model.words.count - layout.words.filter { $0.dot != nil }.count
    #expect(hidden > 0)
    #expect(alt.description.contains("and \(hidden) more."))
  }

  @Test func everyFormatCarriesTheCardsAltText() throws {
    let model = CardFixtures.typical()
    let alt = cards.altText(for: model)

    let png = try cards.render(model, as: .png).data
    #expect(PNGChunks.texts(in: png) == ["Title": alt.title, "Description": alt.description])
    #expect(PNGChunks.types(in: png).prefix(4) == ["IHDR", "sRGB", "iTXt", "iTXt"])

    let svg = String(decoding: try cards.render(model, as: .svg).data, as: UTF8.self)
    #expect(svg.contains("role=\"img\""))
    #expect(svg.contains("<title id=\"title\">\(alt.title)</title>"))
    #expect(svg.contains("<desc id=\"desc\">\(alt.description)</desc>"))
    // Still a picture librsvg can draw.
    #expect(try ExternalTool.rasterizeSVG(Data(svg.utf8)).count > 1000)

    let info = try ExternalTool.pdfInfo(try cards.render(model, as: .pdf).data)
    #expect(info["Title"] == alt.title)
    #expect(info["Subject"] == alt.description)
  }

  @Test func aBarChartIsDescribedByItsTitleNumbersAndBars() throws {
    let model = ChartFixtures.model(.words, ChartFixtures.sample(days: 30, .full))
    let layout = charts.layout(model)
    let alt = charts.altText(for: model)
    #expect(alt.title == layout.title.spec.text)
    #expect(alt.description.hasPrefix("\(layout.title.spec.text). \(layout.subtitle.spec.text)."))
    let bars = try #require(layout.body.bars)
    #expect(!bars.rows.isEmpty)
    for row in bars.rows {
      #expect(alt.description.contains("\(row.label.spec.text) \(row.value.spec.text)"))
    }
    let png = try charts.render(model, as: .png).data
    #expect(PNGChunks.texts(in: png)["Description"] == alt.description)
  }

  @Test func aChineseScoreChartCountsTheDaysOfEachScoreInChinese() {
    let model = ChartFixtures.model(
      .scores, ChartFixtures.sample(days: 7, .full),
      options: ChartOptions(locale: .simplifiedChinese))
    let alt = charts.altText(for: model)
    #expect(alt.description.contains("各分数的天数：1 分 "))
    #expect(alt.description.contains("、10 分 "))
    #expect(!alt.description.contains("days"))
  }
}
