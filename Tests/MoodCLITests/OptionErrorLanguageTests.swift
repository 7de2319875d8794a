import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// The refusal of a bad option value, whole, in English and in Simplified Chinese: the value as
/// typed, what is accepted, listed in the language's words, and the usage lines, exit 64.
@Suite struct OptionErrorLanguageTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// The arguments, then the message in English and in Chinese.
  static let refusals: [([String], String, String)] = [
    (
      ["card", "--size", "huge"], #"unknown size "huge"; expected portrait, square or story"#,
      "size“huge”未知；应为 portrait、square 或 story"
    ),
    (
      ["card", "--theme", "sepia"], #"unknown theme "sepia"; expected light or dark"#,
      "theme“sepia”未知；应为 light 或 dark"
    ),
    (
      ["card", "--scale", "8"], #"--scale "8": expected a number from 1 to 4"#,
      "--scale“8”：应为 1 到 4 的数"
    ),
    (
      ["chart", "line", "--days", "0"], #"--days "0": expected a whole number from 1 to 366"#,
      "--days“0”：应为 1 到 366 的整数"
    ),
    (
      ["serve", "--port", "70000"], #"--port "70000": expected a whole number from 0 to 65535"#,
      "--port“70000”：应为 0 到 65535 的整数"
    ),
    (
      ["chart", "line", "--width", "100"],
      #"--width "100": expected a whole number of pixels from 320 to 4000"#,
      "--width“100”：应为 320 到 4000 的整数（像素）"
    ),
    (
      ["chart", "pie"],
      #"unknown chart "pie"; expected line, days, words, tags, scores, weekdays, patterns, "#
        + "habits or calendar",
      "图表种类“pie”未知；应为 line、days、words、tags、scores、weekdays、patterns、habits 或 calendar"
    ),
    (
      ["log", "7", "--date", "2026-02-30"], #"invalid day "2026-02-30": February 2026 has 28 days"#,
      "无效的日期“2026-02-30”：2026年2月只有 28 天"
    ),
    (
      ["log", "7", "--date", "29/11/2026"],
      #"invalid day "29/11/2026": expected YYYY-MM-DD, today or yesterday"#,
      "无效的日期“29/11/2026”：应为 YYYY-MM-DD、today 或 yesterday"
    ),
    (
      ["log", "11"], #"invalid score "11": expected a whole number from 1 to 10"#,
      "无效的分数“11”：应为 1 到 10 的整数"
    ),
    (
      ["stats", "--from", "2026-13-01"], #"--from "2026-13-01": the month must be 01...12"#,
      "--from“2026-13-01”：月份必须在 01 到 12 之间"
    ),
    (
      ["stats", "--month", "2026-13"],
      #"--month "2026-13": expected YYYY-MM with a month from 01 to 12, for example 2026-03"#,
      "--month“2026-13”：应为 YYYY-MM，月份为 01 到 12，例如 2026-03"
    ),
    (
      ["stats", "--from", "2026-12-05"],
      "the range 2026-12-05 to 2026-11-29 ends before it starts; the first day must not be "
        + "after the last",
      "范围 2026-12-05 至 2026-11-29 的结束早于开始；第一天不能晚于最后一天"
    ),
    (
      ["stats", "--days", "7", "--month", "2026-01", "--year", "2026"],
      "--days, --month and --year cannot be combined; give one range: --days N (1 to 3660, "
        + "ending today), --from DAY [--to DAY], --month YYYY-MM, --year YYYY or --all",
      "--days、--month 和 --year 不能同时使用；请只给出一种范围：--days N（1 到 3660，截至今天）、"
        + "--from 日期 [--to 日期]、--month YYYY-MM、--year YYYY 或 --all"
    ),
    (
      ["export", "--bom"], "--bom is for --format csv; a JSON backup always holds everything",
      "--bom 只用于 --format csv；JSON 备份总是包含全部数据"
    ),
    (
      ["words", "add", "Serene"], "missing --valence: pleasant, neutral or unpleasant",
      "缺少 --valence：pleasant、neutral 或 unpleasant"
    ),
    (
      ["import", "x.json", "--on-conflict", "overwrite"],
      #"unknown conflict policy "overwrite"; expected keep, replace or merge"#,
      "冲突处理方式“overwrite”未知；应为 keep、replace 或 merge"
    ),
    (
      ["chart", "days", "--days", "100"],
      "the days chart draws at most 92 days, one bar each, and the range has 100; give a "
        + "shorter range (--days 92 or fewer) or draw a line chart",
      "每日图表最多画 92 天（每天一条柱），而该范围有 100 天；请给出更短的范围（--days 92 或更少），或改画折线图"
    ),
  ]

  @Test(arguments: refusals)
  func aBadValueIsRefusedInTheRunsLanguage(refusal: ([String], String, String)) throws {
    let (arguments, english, chinese) = refusal
    for (environment, options, message, usage) in [
      ([:], [] as [String], "Error: " + english, "Usage: mood "),
      (["LANG": "zh_CN.UTF-8"], [], "错误：" + chinese, "用法：mood "),
      (["LC_ALL": "C"], ["--locale", "zh-Hans"], "错误：" + chinese, "用法：mood "),
    ] {
      let result = try MoodBinary.run(
        arguments + options, store: store.path, environment: environment)
      #expect(result.status == 64, "\(arguments)")
      let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first.map(String.init) == message)
      #expect(lines.dropFirst().first?.hasPrefix(usage) == true)
      #expect(result.stdout.isEmpty)
    }
  }
}
