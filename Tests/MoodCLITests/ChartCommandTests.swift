import Foundation
import SnapshotSupport
import StoreTestSupport
import TestSupport
import Testing

/// `mood chart` run as a person runs it: the built binary on a temporary store.
@Suite struct ChartCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// Runs `mood` on the test's store with today 2026-04-01, the last day of `Fixtures.week`.
  private func mood(_ arguments: String...) throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path, now: "2026-04-01T12:00:00Z")
  }

  @Test func aChartIsWrittenToTheFileNamedAndSaysSo() throws {
    try store.fill(with: Fixtures.week)
    let file = store.directory.file("week.png")
    let result = try mood("chart", "line", "--days", "7", "--average", "-o", file)
    #expect(result.status == 0)
    #expect(result.stdout == "Wrote \(file)\n")
    #expect(result.stderr.isEmpty)
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect((int(16), int(20)) == (1200, 675))
  }

  @Test func dashWritesTheChartToStandardOutputInTheFormatAskedFor() throws {
    try store.fill(with: Fixtures.week)
    let result = try mood(
      "chart", "scores", "--days", "7", "--format", "svg", "--width", "800", "--height", "500",
      "-o", "-")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("<?xml"))
    #expect(result.stdout.contains("width=\"800px\"") && result.stdout.contains("height=\"500px\""))
  }

  /// The PDF's title: the chart's title, naming the kind and the range the chart covers.
  private func pdfTitle(_ arguments: String...) throws -> String? {
    let file = store.directory.file("chart.pdf")
    let result = try MoodBinary.run(
      ["chart"] + arguments + ["-o", file], store: store.path, now: "2026-04-01T12:00:00Z")
    guard result.status == 0 else { return nil }
    return try ExternalTool.pdfInfo(Data(contentsOf: URL(fileURLWithPath: file)))["Title"]
  }

  @Test func rangesAreTheOnesStatsTakesAndTheCalendarDefaultsToThisMonth() throws {
    try store.fill(with: Fixtures.week)
    #expect(try pdfTitle("line") == "Mood score · 3 Mar – 1 Apr 2026")
    #expect(
      try pdfTitle("words", "--from", "2026-03-26", "--to", "yesterday")
        == "Mood words · 26–31 Mar 2026")
    #expect(try pdfTitle("calendar") == "Mood calendar · April 2026")
    #expect(try pdfTitle("calendar", "--month", "2026-03") == "Mood calendar · March 2026")
    #expect(try pdfTitle("calendar", "--year", "2026") == "A year in pixels · 2026")
    #expect(
      try pdfTitle("habits", "--month", "2026-03", "--archived", "--locale", "zh-Hans")
        == "习惯 · 2026年3月1日–31日")
  }

  /// Read, added today, was recorded from 03-20 (a backup): the chart counts it from there, as
  /// `mood stats` does, not from its first done day inside the range (2 of 2, 100%).
  @Test func theHabitsChartCountsAHabitFromItsFirstDayAsStatsDoes() throws {
    let week = Fixtures.week
    try store.fill(
      with: Fixtures.Sample(
        range: week.range, today: week.today, entries: week.entries,
        habits: [Fixtures.habit(id: 1, "Read", created: "2026-04-01", order: 0)],
        completions: Fixtures.completions(1, ["2026-03-20", "2026-03-31", "2026-04-01"])))
    let alt = try mood("chart", "habits", "--days", "7", "--alt")
    #expect(alt.status == 0)
    #expect(alt.stdout.hasSuffix(". Read 2/7 · 29%.\n"), "\(alt.stdout)")
    let stats = try mood("stats", "--days", "7", "--json")
    #expect(stats.stdout.contains(#""habits":[{"done":2,"eligible":7,"name":"Read","rate":0.29}]"#))
  }

  /// A calendar of a range across months draws every month it touches and counts the range's
  /// days, not the last month alone.
  @Test func aCalendarOfARangeAcrossMonthsDrawsEachMonthAndCountsTheRange() throws {
    try store.fill(with: Fixtures.week)
    let alt = try mood("chart", "calendar", "--days", "7", "--alt")
    #expect(alt.status == 0)
    #expect(
      alt.stdout.hasPrefix("Mood calendar · Mar 2026 – Apr 2026. 5 of 7 days logged · mean 6.0."),
      "\(alt.stdout)")
    // Within one month, the days before the range are drawn but not counted.
    let days = try mood("chart", "calendar", "--from", "2026-03-29", "--to", "2026-03-31", "--alt")
    #expect(
      days.stdout.hasPrefix("Mood calendar · March 2026. 3 of 3 days logged"), "\(days.stdout)")
  }

  @Test func theDaysWeekdaysAndPatternsChartsAreDrawnFromTheStore() throws {
    try store.fill(with: Fixtures.month)
    let now = "2026-11-30T12:00:00Z"
    for (kind, extra) in [
      ("days", ["--days", "30"]), ("days", ["--days", "92"]), ("weekdays", ["--year", "2026"]),
      ("patterns", ["--month", "2026-11", "--locale", "zh-Hans", "--theme", "dark"]),
    ] {
      let file = store.directory.file("\(kind).png")
      let result = try MoodBinary.run(
        ["chart", kind] + extra + ["-o", file], store: store.path, now: now)
      #expect(result.status == 0, "\(kind): \(result.stderr)")
      // --locale speaks to the whole command, its Wrote line too.
      let wrote = extra.contains("zh-Hans") ? "已写入" : "Wrote"
      #expect(result.stdout == "\(wrote) \(file)\n")
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
      #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
    let pdf = try MoodBinary.run(
      ["chart", "weekdays", "--month", "2026-11", "--format", "pdf", "-o", "-"],
      store: store.path, now: now)
    #expect(pdf.status == 0 && pdf.stdout.hasPrefix("%PDF"))
    let defaultName = try MoodBinary.run(
      ["chart", "patterns"], store: store.path, now: now, directory: store.directory.path)
    #expect(defaultName.stdout == "Wrote mood-patterns-2026-11-01-2026-11-30.png\n")
  }

  @Test func anEmptyStoreGivesAChartAndNoError() throws {
    let file = store.directory.file("empty.svg")
    let result = try mood("chart", "tags", "-o", file)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(FileManager.default.fileExists(atPath: file))
    // Reading made no store.
    #expect(!FileManager.default.fileExists(atPath: store.path))
  }

  @Test(arguments: [
    (
      ["pie"],
      "unknown chart \"pie\"; expected line, days, words, tags, scores, weekdays, patterns, "
        + "habits or calendar"
    ),
    (
      ["days", "--days", "93"],
      "the days chart draws at most 92 days, one bar each, and the range has 93; give a shorter "
        + "range (--days 92 or fewer) or draw a line chart"
    ),
    (["patterns", "--limit", "31"], "--limit \"31\": expected a whole number from 1 to 30"),
    (["line", "--theme", "sepia"], "unknown theme \"sepia\"; expected light or dark"),
    (
      ["line", "--locale", "fr"],
      "unknown locale \"fr\"; MoodCard speaks en, zh-Hans, with a region if you like (en-US, zh-CN)"
    ),
    (
      ["line", "--width", "100"],
      "--width \"100\": expected a whole number of pixels from 320 to 4000"
    ),
    (["words", "--limit", "0"], "--limit \"0\": expected a whole number from 1 to 30"),
    (["line", "--format", "gif"], "unknown format \"gif\"; expected png, svg or pdf"),
    (["line", "--days", "400"], "--days \"400\": expected a whole number from 1 to 366"),
  ])
  func badArgumentsAreUsageErrorsNamingTheValue(arguments: [String], message: String) throws {
    let file = store.directory.file("never.png")
    let result = try MoodBinary.run(
      ["chart"] + arguments + ["-o", file], store: store.path, now: "2026-04-01T12:00:00Z")
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("Error: \(message)\nUsage: mood chart KIND"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test func anOutputThatCannotBeCreatedExitsSeventyThree() throws {
    try store.fill(with: Fixtures.week)
    let file = store.directory.file("missing/chart.png")
    let result = try mood("chart", "calendar", "-o", file)
    #expect(result.status == 73)
    #expect(result.stderr.hasPrefix("Error: cannot write \(file)"))
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test func anExistingFileIsReplacedWholeWithNoTemporaryFilesLeft() throws {
    try store.fill(with: Fixtures.week)
    let folder = try TemporaryDirectory(prefix: "moodcard-chart-out")
    let file = folder.file("chart.pdf")
    try Data("old".utf8).write(to: URL(fileURLWithPath: file))
    let result = try mood("chart", "habits", "--days", "7", "-o", file)
    #expect(result.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: file)).starts(with: Data("%PDF".utf8)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.pdf"])
  }

  @Test func aPictureIsNotPouredOntoATerminal() throws {
    try store.fill(with: Fixtures.week)
    let result = try MoodBinary.runOnTerminal(
      ["chart", "line", "-o", "-"], store: store.path, input: "")
    #expect(result.status == 64)
    #expect(result.stdout.contains("refusing to write a PNG chart to the terminal"))
    #expect(!result.stdout.contains("PNG\r\n"))
  }
}
