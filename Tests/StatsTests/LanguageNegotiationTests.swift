import Stats
import Testing

/// `UserLocale.negotiate(acceptLanguage:)`: the web's language, by the rule of the CLI's.
@Suite struct LanguageNegotiationTests {
  @Test(arguments: [
    ("zh-CN", CardLocale.simplifiedChinese), ("zh-Hans", .simplifiedChinese),
    ("zh", .simplifiedChinese), ("zh-SG", .simplifiedChinese), ("zh-Hans-TW", .simplifiedChinese),
    ("ZH-hans-cn", .simplifiedChinese), ("zh-TW", .english), ("zh-Hant", .english),
    ("zh-HK", .english), ("zh-MO", .english), ("zh-Hant-CN", .english), ("en", .english),
    ("en-US", .english), ("fr-FR", .english),
  ])
  func aSingleTagIsSpokenOrFallsBackToEnglish(tag: String, language: CardLocale) {
    #expect(UserLocale.negotiate(acceptLanguage: tag) == language)
  }

  /// A tag is the language the CLI's locale rule makes of it, so the web and the command line
  /// never disagree on what `zh-TW` is.
  @Test(arguments: ["zh-CN", "zh-Hans", "zh-TW", "zh-Hant", "zh-Hans-TW", "zh-HK", "en-GB", "ja"])
  func aTagIsTheLanguageTheLocaleRuleMakesOfIt(tag: String) {
    #expect(
      UserLocale.negotiate(acceptLanguage: tag)
        == (UserLocale(identifier: tag)?.language ?? .english))
  }

  @Test func theHeaviestSpokenRangeWinsAndTiesGoByOrder() {
    #expect(UserLocale.negotiate(acceptLanguage: "zh-CN,zh;q=0.9,en;q=0.8") == .simplifiedChinese)
    #expect(UserLocale.negotiate(acceptLanguage: "fr-FR, en;q=0.5, zh;q=0.7") == .simplifiedChinese)
    #expect(UserLocale.negotiate(acceptLanguage: "zh;q=0.4, en;q=0.5") == .english)
    #expect(UserLocale.negotiate(acceptLanguage: "en;q=0.5, zh;q=0.5") == .english)
    #expect(UserLocale.negotiate(acceptLanguage: "zh;q=0.5, en;q=0.5") == .simplifiedChinese)
    #expect(UserLocale.negotiate(acceptLanguage: "en;q=0.5,zh") == .simplifiedChinese)
    #expect(UserLocale.negotiate(acceptLanguage: "  zh-Hans ; q=0.3 ,fr") == .simplifiedChinese)
  }

  /// Traditional Chinese is not Simplified Chinese: it gives way to the next range spoken.
  @Test func traditionalChineseGivesWayToTheNextSpokenRange() {
    #expect(UserLocale.negotiate(acceptLanguage: "zh-TW,zh-Hant;q=0.9,en;q=0.5") == .english)
    #expect(
      UserLocale.negotiate(acceptLanguage: "zh-TW,zh-CN;q=0.5,en;q=0.4") == .simplifiedChinese)
    #expect(UserLocale.negotiate(acceptLanguage: "zh-Hant,zh;q=0.1") == .simplifiedChinese)
  }

  /// A range of weight 0 is one the reader refuses; a wildcard names no language of its own.
  @Test func refusedRangesAndWildcardsNameNoLanguage() {
    #expect(UserLocale.negotiate(acceptLanguage: "zh;q=0, en;q=0.1") == .english)
    #expect(UserLocale.negotiate(acceptLanguage: "zh;q=0") == .english)
    #expect(UserLocale.negotiate(acceptLanguage: "*, zh;q=0.5") == .simplifiedChinese)
    #expect(UserLocale.negotiate(acceptLanguage: "*") == .english)
    #expect(UserLocale.negotiate(acceptLanguage: "zh-*") == .simplifiedChinese)
  }

  @Test(arguments: [
    "", ",", ";;;", "q=1", ";q=0.9", "zh_CN", "c", "en-", "\u{0}zh", "中文", "zh;q=abc;x, ,",
    String(repeating: "x,", count: 1_000),
  ])
  func garbageGivesEnglishOrWhatItsReadableRangesSay(header: String) {
    let expected: CardLocale = header.hasPrefix("zh;") ? .simplifiedChinese : .english
    #expect(UserLocale.negotiate(acceptLanguage: header) == expected)
  }
}
