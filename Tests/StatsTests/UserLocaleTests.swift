import Stats
import Testing

@Suite struct UserLocaleTests {
  @Test(arguments: ["zh-Hans", "zh-CN", "zh-SG", "zh-Hans-CN", "zh_CN.UTF-8", "zh", "ZH_cn"])
  func chineseIdentifiersMeanSimplifiedChinese(identifier: String) {
    #expect(UserLocale(identifier: identifier)?.language == .simplifiedChinese)
  }

  @Test(arguments: ["en", "en-GB", "en-US", "en_GB.UTF-8", "C", "POSIX", "C.UTF-8", "en_IE@euro"])
  func englishIdentifiersAndTheCLocaleMeanEnglish(identifier: String) {
    #expect(UserLocale(identifier: identifier)?.language == .english)
  }

  @Test(arguments: ["zh-Hant", "zh-TW", "zh_HK.UTF-8", "zh-Hant-CN", "ja", "ja_JP.UTF-8", "", "-"])
  func languagesNotSpokenAreRefused(identifier: String) {
    #expect(UserLocale(identifier: identifier) == nil)
  }

  @Test func theRegionChoosesTheFirstDayOfTheWeek() {
    #expect(UserLocale(identifier: "en-US")?.firstWeekday == .sunday)
    #expect(UserLocale(identifier: "en_US.UTF-8")?.firstWeekday == .sunday)
    #expect(UserLocale(identifier: "en-GB")?.firstWeekday == .monday)
    #expect(UserLocale(identifier: "zh_CN.UTF-8")?.firstWeekday == .monday)
    #expect(UserLocale(identifier: "zh-SG")?.firstWeekday == .sunday)
    #expect(UserLocale(identifier: "zh-Hans")?.firstWeekday == .monday)
    #expect(UserLocale(identifier: "C") == .standard)
    #expect(UserLocale(identifier: "zh_CN.UTF-8")?.hasRegion == true)
    #expect(UserLocale(identifier: "es-419")?.hasRegion == nil)
    #expect(UserLocale(identifier: "zh-Hans")?.hasRegion == false)
  }

  @Test func theSpokenLanguagesAreNamedByTheirTags() {
    #expect(UserLocale.spoken == ["en", "zh-Hans"])
  }
}
