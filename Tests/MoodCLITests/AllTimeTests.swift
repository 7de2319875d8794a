import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// Issue 25: eleven years of imported history can be listed, counted and exported, by
/// `--all` or any `--from`; only a drawing whose cost follows the days keeps a bound, and says
/// how to narrow the range.
@Suite struct AllTimeTests {
  let store: TemporaryStore
  /// 2015-11-30 through 2026-11-29, today of the tests: eleven years and a day.
  static let first = Day.at("2015-11-30")
  static let days = 4018

  init() throws {
    store = try TemporaryStore()
    // Through the store in one transaction: 4,019 `mood log` processes would take minutes.
    try store.write { db in
      for offset in 0..<Self.days {
        let day = Self.first.adding(days: offset)
        try db.save(try MoodEntry.sample("\(day)", score: 1 + offset % 10, reason: "day \(offset)"))
      }
    }
  }

  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path)
  }

  private func lines(_ result: CommandResult) -> [Substring] {
    result.stdout.split(separator: "\n")
  }

  @Test func listTakesAllAndAnyFrom() throws {
    let all = try mood("list", "--all")
    #expect(all.status == 0, "\(all.stderr)")
    #expect(lines(all).count == Self.days)
    #expect(lines(all).first?.hasPrefix("2015-11-30") == true)
    #expect(lines(all).last?.hasPrefix("2026-11-29") == true)
    let since = try mood("list", "--from", "2000-01-01")
    #expect(since.status == 0, "\(since.stderr)")
    #expect(since.stdout == all.stdout)
    let json = try mood("list", "--json", "--from", "0001-01-01", "--to", "9999-12-31")
    #expect(json.status == 0, "\(json.stderr)")
    let entries = try #require(
      try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: Any]])
    #expect(entries.count == Self.days)
  }

  @Test func statsOfAllTimeCountEveryEntry() throws {
    let result = try mood("stats", "--all", "--json")
    #expect(result.status == 0, "\(result.stderr)")
    let stats = try #require(
      try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
    #expect(stats["from"] as? String == "2015-11-30")
    #expect(stats["to"] as? String == "2026-11-29")
    #expect(stats["daysLogged"] as? Int == Self.days)
    #expect(stats["longestStreak"] as? Int == Self.days)
    // Centuries of days cost what their entries cost: the same days logged.
    let wide = try mood("stats", "--from", "0001-01-01", "--to", "9999-12-31", "--json")
    #expect(wide.status == 0, "\(wide.stderr)")
    let numbers = try #require(
      try JSONSerialization.jsonObject(with: wide.stdoutBytes) as? [String: Any])
    #expect(numbers["daysLogged"] as? Int == Self.days)
    #expect(numbers["days"] as? Int == 3_652_059)
  }

  @Test func aCSVExportOfAllTimeHasEveryEntry() throws {
    for range in [["--all"], ["--from", "2001-01-01"]] {
      let result = try MoodBinary.run(["export", "--format", "csv"] + range, store: store.path)
      #expect(result.status == 0, "\(range): \(result.stderr)")
      // CSV lines end in CRLF, one grapheme to Swift: count the line feeds.
      let rows = result.stdoutBytes.filter { $0 == UInt8(ascii: "\n") }.count
      #expect(rows == Self.days + 1, "\(range): a header and a row each")
    }
  }

  @Test func showReachesTheFirstDay() throws {
    let result = try mood("show", "2015-11-30")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("day 0"))
  }

  @Test func aLineChartOrAReportOfElevenYearsSaysHowToNarrowTheRange() throws {
    for command in [["chart", "line"], ["report"]] {
      let result = try MoodBinary.run(
        command + ["--from", "2015-11-30", "-o", "-"], store: store.path)
      #expect(result.status == 64, "\(command)")
      #expect(
        result.stderr.contains(
          "the range 2015-11-30 to 2026-11-29 has 4018 days; a line chart or a report draws at "
            + "most 3660 days (ten years), a point for each, so give a later --from, an earlier "
            + "--to or --year YYYY"), "\(command): \(result.stderr)")
      #expect(result.stdoutBytes.isEmpty)
    }
    let chinese = try mood("--locale", "zh-Hans", "chart", "line", "--from", "2015-11-30")
    #expect(chinese.status == 64)
    #expect(chinese.stderr.contains("折线图或报告最多绘制 3660 天"), "\(chinese.stderr)")
    // A chart whose cost follows the entries takes eleven years.
    let words = try mood("chart", "words", "--from", "2015-11-30", "--alt")
    #expect(words.status == 0, "\(words.stderr)")
  }

  @Test func allIsOfferedWhereTheCostFollowsTheEntries() throws {
    for kind in ["words", "tags", "scores", "weekdays", "patterns", "habits", "calendar"] {
      let chart = try mood("chart", kind, "--all", "--alt")
      #expect(chart.status == 0, "\(kind): \(chart.stderr)")
    }
    let line = try mood("chart", "line", "--all", "-o", "-")
    #expect(line.status == 64)
    #expect(
      line.stderr.contains("has 4018 days; a line chart or a report draws at most 3660 days"),
      "\(line.stderr)")
    // A report draws every day, as a line chart does: all of eleven years is too long.
    let report = try mood("report", "--all", "-o", "-")
    #expect(report.status == 64)
    #expect(
      report.stderr.contains("has 4018 days; a line chart or a report draws at most 3660 days"),
      "\(report.stderr)")
    let both = try mood("list", "--all", "--days", "7")
    #expect(both.status == 64)
    #expect(both.stderr.contains("--days and --all cannot be combined"), "\(both.stderr)")
  }

  @Test func theWebAppListsAllTimeWithAll() throws {
    let server = try ServeProcess(store: store.path)
    let response = try RawHTTP.send(
      port: server.port, "GET", "/api/entries?all", headers: ["Cookie": server.cookie])
    #expect(response.status == 200, "\(response.text)")
    let entries = try #require(try response.json() as? [[String: Any]])
    #expect(entries.count == Self.days)
    #expect(entries.first?["day"] as? String == "2015-11-30")
    let csv = try RawHTTP.send(
      port: server.port, "GET", "/api/export.csv?all", headers: ["Cookie": server.cookie])
    #expect(csv.status == 200, "\(csv.text)")
    #expect(csv.body.filter { $0 == UInt8(ascii: "\n") }.count == Self.days + 1)
    let words = try RawHTTP.send(
      port: server.port, "GET", "/api/charts/words.svg?all", headers: ["Cookie": server.cookie])
    #expect(words.status == 200, "\(words.text)")
    let line = try RawHTTP.send(
      port: server.port, "GET", "/api/charts/line.svg?all", headers: ["Cookie": server.cookie])
    #expect(line.status == 400)
    #expect(line.text.contains("a line chart or a report draws at most 3660 days"), "\(line.text)")
  }
}
