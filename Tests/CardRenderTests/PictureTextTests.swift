import Foundation
import MoodCore
import MoodSystem
import Stats
import TestSupport
import Testing

@testable import CardRender

/// The pictures' texts come from the message catalogs, the one home of every text MoodCard
/// shows: each key has a text in every language, with the English text's placeholders.
@Suite struct PictureTextTests {
  @Test(arguments: CardLocale.allCases)
  func everyPictureTextIsInTheCatalogOfEveryLanguage(language: CardLocale) throws {
    let folder = try ResourceFinder().locate(.messages)
    let texts = try MessageCatalogs.texts(of: language, in: folder)
    let english = try MessageCatalogs.texts(of: .english, in: folder)
    for key in PictureKey.allCases {
      let text = try #require(texts[key.rawValue], "\(language.languageCode) lacks \(key)")
      #expect(
        CatalogTemplate.placeholders(in: text).sorted()
          == CatalogTemplate.placeholders(in: english[key.rawValue] ?? "").sorted(),
        "\(language.languageCode) \(key.rawValue): \(text)")
      #expect(PictureText.of(language)(key) != key.rawValue)
    }
  }

  @Test func aTextIsReadFromTheCatalogAndFilledByName() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-messages")
    try "picture.chart.line = Humeur\npicture.scoreOutOfTen = {score} sur 10\n".write(
      toFile: folder.file("en.catalog"), atomically: true, encoding: .utf8)
    let text = try PictureText(language: .english, folder: URL(fileURLWithPath: folder.path))
    #expect(text(.chartLine) == "Humeur")
    #expect(text(.scoreOutOfTen, ["score": 8]) == "8 sur 10")
    #expect(text(.reportTitle) == "picture.report.title")
  }

  @Test func thePicturesSayWhatTheCatalogsSay() {
    let chinese = PictureText.of(.simplifiedChinese)
    #expect(chinese(.chartLine) == "心情分数")
    #expect(chinese(.doneToday, ["habits": "🚶 Walk"]) == "今天完成：🚶 Walk")
    #expect(CardLocale.simplifiedChinese.cardFooter == "MoodCard · 我的一天")
    #expect(PictureText.of(.english)(.dayCountOther, ["count": 9]) == "9 days")
  }
}
