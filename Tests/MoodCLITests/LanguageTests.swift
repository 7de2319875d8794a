import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// The whole command in Simplified Chinese under `LANG=zh_CN.UTF-8` or `--locale zh-Hans`, in
/// English under `LC_ALL=C`; and what scripts read the same in every language.
@Suite struct LanguageTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  static let chinese = ["LANG": "zh_CN.UTF-8"]
  /// The environments and options that choose each language.
  static let inChinese: [(environment: [String: String], options: [String])] = [
    (chinese, []), ([:], ["--locale", "zh-Hans"]), (["LC_ALL": "C"], ["--locale", "zh-CN"]),
  ]
  static let inEnglish: [(environment: [String: String], options: [String])] = [
    ([:], []), (["LANG": "zh_CN.UTF-8", "LC_ALL": "C"], []), (chinese, ["--locale", "en"]),
  ]

  private func mood(
    _ arguments: [String], _ environment: [String: String] = [:],
    now: String = "2026-04-01T12:00:00Z"
  ) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path, now: now, environment: environment)
  }

  @Test func aUsageErrorIsInChinese() throws {
    for (environment, options) in LanguageTests.inChinese {
      let result = try mood(["show", "--bogus"] + options, environment)
      #expect(result.status == 64)
      #expect(result.stderr.hasPrefix("错误："))
      #expect(result.stderr.hasSuffix("用法：mood show [DAY] [options]\n  参见“mood show --help”。\n"))
    }
    for (environment, options) in LanguageTests.inEnglish {
      let result = try mood(["show", "--bogus"] + options, environment)
      #expect(result.stderr.hasPrefix("Error: "))
    }
  }

  @Test func helpIsInChinese() throws {
    for (environment, options) in LanguageTests.inChinese {
      let result = try mood(["log", "--help"] + options, environment)
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("概述：记录某一天的分数、心情词、标签和原因\n\n用法：mood log SCORE [options]\n"))
      #expect(result.stdout.contains("\n参数：\n  SCORE  1（最差）到 10（最好）的整数\n"))
      #expect(result.stdout.contains("\n  --tz ZONE      决定“今天”和这条记录所用的时区（默认：系统的时区）\n"))
    }
    let root = try mood(["--help"], LanguageTests.chinese)
    #expect(root.stdout.contains("\n子命令：\n  log          记录某一天的分数、心情词、标签和原因\n"))
    for (environment, options) in LanguageTests.inEnglish {
      let result = try mood(["log", "--help"] + options, environment)
      #expect(result.stdout.hasPrefix("OVERVIEW: Log the score, words, tags and reason of a day\n"))
    }
  }

  @Test func showNamesTheWordsInChinese() throws {
    try mood(["log", "7", "--words", "calm,secure", "--tags", "work", "--date", "2026-03-29"])
      .succeeded()
    for (environment, options) in LanguageTests.inChinese {
      let result = try mood(["show", "2026-03-29"] + options, environment)
      #expect(result.status == 0)
      #expect(
        result.stdout == """
          2026-03-29 星期日
            分数  7/10
            心情  平静、安心
            标签  work

          """)
    }
    let list = try mood(["list"], LanguageTests.chinese)
    #expect(list.stdout == "2026-03-29 周日   7/10  平静、安心  #work\n")
  }

  @Test func statsIsInChineseWithTheWordsChineseNames() throws {
    try store.fill(with: Fixtures.week)
    for (environment, options) in LanguageTests.inChinese {
      let result = try mood(["stats", "--days", "7"] + options, environment)
      #expect(result.status == 0)
      #expect(
        result.stdout == """
          2026-03-26 至 2026-04-01（7 天）

          已记录    5/7 天（71%）
          平均分    6.00
          中位数    6.00
          最低分    4
          最高分    8
          当前连续  3 天
          最长连续  3 天

          心情词
            平静  3
            开心  2
            疲惫  2
            焦虑  1
            感激  1

          标签
            work      3
            friends   2
            outdoors  1
            sleep     1

          习惯
            Walk  5/7 天（71%）
            Read  3/5 天（60%）

          按星期
            星期一   5.00  （1 天）
            星期二   8.00  （1 天）
            星期三      -  （0 天）
            星期四   6.00  （1 天）
            星期五   7.00  （1 天）
            星期六      -  （0 天）
            星期日   4.00  （1 天）

          有与没有
            未列出：11 个一侧少于 3 天的标签、心情词或习惯。

          """)
    }
  }

  @Test func whatScriptsReadIsTheSameInEveryLanguage() throws {
    try store.fill(with: Fixtures.week)
    for command in [
      ["stats", "--days", "7", "--json"], ["list", "--json", "--days", "7"],
      ["export", "--format", "csv"], ["export", "--format", "csv", "--habits"],
    ] {
      let english = try mood(command)
      #expect(english.status == 0)
      for (environment, options) in LanguageTests.inChinese + LanguageTests.inEnglish {
        let other = try mood(command + options, environment)
        #expect(other.stdout == english.stdout, "\(command) \(environment) \(options)")
        #expect(other.status == 0)
      }
    }
    let missing = try mood(["show", "2020-01-01"], LanguageTests.chinese)
    #expect(missing.status == 66)
    #expect(try mood(["show", "2020-01-01"]).status == 66)
  }

  @Test func aCardMadeUnderAChineseLocaleIsTheCardOfLocaleZhHans() throws {
    try mood(["log", "8", "--words", "calm", "--reason", "Long walk"]).succeeded()
    func card(_ options: [String], _ environment: [String: String]) throws -> Data {
      let path = store.directory.file("card-\(UUID().uuidString).png")
      let result = try mood(["card", "-o", path] + options, environment)
      #expect(result.status == 0, "\(result.stderr)")
      return try Data(contentsOf: URL(fileURLWithPath: path))
    }
    let flagged = try card(["--locale", "zh-Hans"], [:])
    #expect(try card([], LanguageTests.chinese) == flagged)
    #expect(try card([], ["LC_MESSAGES": "zh_SG.UTF-8"]) == flagged)
    #expect(try card([], ["LANG": "zh_CN.UTF-8", "LC_ALL": "C"]) != flagged)
  }

  @Test func aConfirmationAcceptsAChineseYes() throws {
    let today = "2026-11-29T20:00:00Z"
    try mood(["log", "6"], now: today).succeeded()
    let answered = try MoodBinary.runOnTerminal(
      ["delete", "today"], store: store.path, input: "是\n", environment: LanguageTests.chinese)
    #expect(answered.stdout.contains("删除 2026-11-29 的记录？ [y/N]"))
    #expect(answered.stdout.contains("已删除 2026-11-29 的记录。"))
    try mood(["log", "6"], now: today).succeeded()
    let refused = try mood(["delete", "2026-11-29", "--locale", "zh-Hans"], now: today)
    #expect(refused.status == 64)
    #expect(refused.stderr.hasPrefix("错误：未经确认，拒绝删除"))
  }
}
