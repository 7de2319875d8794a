import CardRender
import Foundation
import MoodCore
import MoodStore
import Stats

/// `mood report`: a multi-page PDF of a range of days, to hand to someone.
enum ReportCommand {
  static let command = Command(
    name: "report", abstract: "Write a multi-page PDF report of a range of days",
    discussion: """
      The report has the range's numbers (days logged, mean and median score, logging \
      streaks), the charts of `mood chart` (the score line, the scores, words, tags, habits \
      and a calendar of each month), and a table of every entry with its reason. It shows \
      numbers and labels only. Without a range it covers the last 30 days. Without -o it goes \
      to mood-report-FROM-TO.pdf in the current folder; `-o -` writes it to standard output.
      Example: mood report --month 2026-11 --paper letter --redact-reasons -o november.pdf
      """,
    options: Option.statsRange + [
      .value("paper", "PAPER", "a4 (default) or letter"),
      .value("locale", "LANG", "en (default) or zh-Hans, with a region for its week (en-US)"),
      .flag("redact-reasons", "Leave every reason out, to share the numbers only"),
      .value("output", short: "o", "FILE", "The file to write, or - for standard output"),
      .value("tz", "ZONE", "The time zone that decides today (default: the system's)"),
    ],
    run: { invocation in
      let paper = try paper(invocation)
      let (locale, firstWeekday) = try ChartCommand.locale(invocation)
      let output = invocation.value("output")
      if output == "-", isatty(STDOUT_FILENO) == 1 {
        throw invocation.usageError(
          "refusing to write a PDF report to the terminal; pipe it somewhere or give -o FILE")
      }
      let today = try invocation.today()
      let range = try invocation.statsRange(today: today)
      let options = ReportOptions(
        paper: paper, locale: locale, firstWeekday: firstWeekday,
        redactsReasons: invocation.flag("redact-reasons"))

      let store = try invocation.openStoreForReading()
      // Every entry and completion: streaks reach beyond the range, calendars show whole months.
      let model = try store.read { db in
        ReportModel(
          entries: try db.entries(), habits: try db.habits(includeArchived: true),
          completions: try db.completions(), vocabulary: try db.vocabulary(), range: range,
          today: today, options: options)
      }
      try store.close()

      let report = try ReportRenderer().render(model)
      for warning in report.warnings { Console.error("Warning: \(warning)") }
      if output == "-" {
        try Console.write(report.data)
      } else {
        let path = output ?? "mood-report-\(range.first)-\(range.last).pdf"
        try report.write(to: URL(fileURLWithPath: path))
        try Console.report("Wrote \(path)", writtenTo: path)
      }
    })

  private static func paper(_ invocation: Invocation) throws -> ReportPaper {
    guard let name = invocation.value("paper") else { return .a4 }
    guard let paper = try? ReportPaper(parsing: name) else {
      throw invocation.usageError("unknown paper \"\(name)\"; expected a4 or letter")
    }
    return paper
  }
}
