import Foundation
import MoodCore
import MoodStore
import SnapshotSupport
import StoreTestSupport
import TestSupport
import Testing

/// `mood log --discuss`, `mood sessions` and `mood report --since-session`, through the built
/// binary; today is 2026-11-29.
@Suite struct SessionsCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  private func mood(_ arguments: String..., environment: [String: String] = [:]) throws
    -> CommandResult
  {
    try MoodBinary.run(arguments, store: store.path, environment: environment)
  }

  private func json(_ result: CommandResult) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  // MARK: - Entries to discuss

  @Test func discussMarksNoDiscussClearsAndALogWithoutEitherKeepsTheMark() throws {
    let marked = try mood("log", "3", "--reason", "The argument", "--discuss")
    #expect(marked.status == 0)
    #expect(marked.stdout.contains("  agenda  talk about this at the next session\n"))
    #expect(marked.stdout.contains("  score   3/10\n"), "the labels line up as before")

    let kept = try mood("log", "4")
    #expect(kept.stdout.contains("agenda  talk about this at the next session"))
    #expect(try store.read { db in try db.entry(on: .at("2026-11-29")) }?.isMarkedToDiscuss == true)

    let cleared = try mood("log", "4", "--no-discuss")
    #expect(cleared.status == 0)
    #expect(!cleared.stdout.contains("agenda"))
    #expect(
      try store.read { db in try db.entry(on: .at("2026-11-29")) }?.isMarkedToDiscuss == false)
  }

  @Test func discussAndNoDiscussTogetherAreAUsageErrorThatWritesNothing() throws {
    let both = try mood("log", "3", "--discuss", "--no-discuss")
    #expect(both.status == 64)
    #expect(
      both.stderr.hasPrefix(
        "Error: --discuss and --no-discuss cannot be combined; give one of them\nUsage: mood log"))
    #expect(try store.read { db in try db.entryCount() } == 0)
  }

  @Test func showAndListShowTheMarkInTextAndJSON() throws {
    try mood("log", "3", "--date", "2026-11-28", "--reason", "Hard talk", "--discuss").succeeded()
    try mood("log", "7").succeeded()

    let shown = try mood("show", "2026-11-28")
    #expect(shown.stdout.hasSuffix("  agenda  talk about this at the next session\n"))
    let object = try #require(try json(try mood("show", "2026-11-28", "--json")) as? [String: Any])
    #expect(object["discuss"] as? Bool == true)
    #expect(object["day"] as? String == "2026-11-28")
    let today = try #require(try json(try mood("show", "--json")) as? [String: Any])
    #expect(today["discuss"] as? Bool == false)

    let list = try mood("list", "--days", "2")
    #expect(
      list.stdout
        == "2026-11-28 Sat   3/10  [to discuss]  Hard talk\n2026-11-29 Sun   7/10\n")
    let items = try #require(
      try json(try mood("list", "--days", "2", "--json")) as? [[String: Any]])
    #expect(items.map { $0["discuss"] as? Bool } == [true, false])

    let chinese = try mood("--locale", "zh-Hans", "show", "2026-11-28")
    #expect(chinese.stdout.contains("讨论  下次咨询时谈谈"))
    #expect(try mood("--locale", "zh-Hans", "list", "--days", "2").stdout.contains("[待讨论]"))
  }

  // MARK: - Sessions

  @Test func sessionsAreAddedListedAndDeleted() throws {
    let added = try mood("sessions", "add", "2026-11-20")
    #expect(added.status == 0)
    #expect(added.stdout == "Recorded a session on 2026-11-20.\n")
    let again = try mood("sessions", "add", "2026-11-20")
    #expect(again.status == 0, "a day recorded already is no error")
    #expect(again.stdout == "The session on 2026-11-20 was recorded already.\n")
    #expect(try mood("sessions", "add").stdout == "Recorded a session on 2026-11-29.\n")

    let list = try mood("sessions", "list")
    #expect(list.stdout == "2026-11-20, Friday\n2026-11-29, Sunday\n")
    #expect(
      try mood("sessions", "list", "--json").stdout
        == #"[{"day":"2026-11-20"},{"day":"2026-11-29"}]"# + "\n")

    let deleted = try mood("sessions", "delete", "today")
    #expect(deleted.stdout == "Deleted the session on 2026-11-29.\n")
    #expect(try mood("sessions", "list").stdout == "2026-11-20, Friday\n")
  }

  @Test func sessionErrorsNameTheDayAndExitAsTheHouseDoes() throws {
    let missing = try mood("sessions", "delete", "2026-11-21")
    #expect(missing.status == 66)
    #expect(
      missing.stderr
        == "Error: no session is recorded on 2026-11-21; `mood sessions list` lists them\n")
    let future = try mood("sessions", "add", "2026-12-01")
    #expect(future.status == 64, "as `mood log --date` refuses a day to come")
    #expect(future.stderr.contains("2026-12-01"))
    let none = try mood("sessions", "list")
    #expect(none.status == 0)
    #expect(none.stdout.isEmpty)
    #expect(none.stderr.contains("No session is recorded"))
    #expect(try mood("sessions", "list", "--json").stdout == "[]\n")
    #expect(
      !FileManager.default.fileExists(atPath: store.path), "reading and failing made no store")
  }

  // MARK: - The report since the last session

  @Test func theReportSinceTheLastSessionCoversTheDaysAfterItAndNamesIt() throws {
    try mood("log", "6", "--date", "2026-11-18").succeeded()
    try mood("log", "4", "--date", "2026-11-25", "--discuss").succeeded()
    try mood("sessions", "add", "2026-11-10").succeeded()
    try mood("sessions", "add", "2026-11-20").succeeded()
    let folder = store.directory
    let result = try MoodBinary.run(
      ["report", "--since-session"], store: store.path, directory: folder.path)
    #expect(result.status == 0, "\(result.stderr)")
    let file = folder.file("mood-report-2026-11-21-2026-11-29.pdf")
    #expect(FileManager.default.fileExists(atPath: file), "the range starts the day after")
    let text = try pdfText(file)
    #expect(text.contains("21–29 Nov 2026 · 9 days · since your session on 20 November"))

    let chinese = try MoodBinary.run(
      ["--locale", "zh-Hans", "report", "--since-session", "-o", "zh.pdf"], store: store.path,
      directory: folder.path)
    #expect(chinese.status == 0)
    #expect(try pdfText(folder.file("zh.pdf")).contains("自11月20日的咨询以来"))
  }

  @Test func theReportsFirstPageListsTheMarkedEntriesWithTheirReasonsUnlessRedacted() throws {
    try mood("log", "6", "--date", "2026-11-18", "--reason", "Quiet day at home").succeeded()
    try mood(
      "log", "3", "--date", "2026-11-25", "--words", "anxious", "--reason",
      "Argument at work, still stewing", "--discuss"
    ).succeeded()
    try mood("log", "7", "--date", "2026-11-27", "--reason", "Long walk", "--discuss").succeeded()
    let folder = store.directory
    for redacted in [false, true] {
      let result = try MoodBinary.run(
        ["report", "--days", "30", "-o", "r.pdf"] + (redacted ? ["--redact-reasons"] : []),
        store: store.path, directory: folder.path)
      #expect(result.status == 0, "\(result.stderr)")
      let pages = try pdfText(folder.file("r.pdf")).split(separator: "\u{0C}")
      let first = try #require(pages.first)
      #expect(first.contains("To talk about (2)"))
      #expect(first.contains("Wed 25 Nov · 3/10 · Anxious"))
      #expect(first.contains("Fri 27 Nov · 7/10"))
      #expect(first.contains("Argument at work, still stewing") == !redacted)
      #expect(!first.contains("Quiet day at home"), "only marked entries are on the first page")
      #expect(first.contains("Days at 3 or lower") && first.contains("Week by week"))
    }
  }

  @Test func theReportSinceTheLastSessionRefusesARangeNoSessionAndASessionToday() throws {
    try mood("log", "6").succeeded()
    let combined = try mood("report", "--since-session", "--days", "7", "-o", "-")
    #expect(combined.status == 64)
    #expect(
      combined.stderr.hasPrefix(
        "Error: --since-session cannot be combined with --days: it gives the range itself"))

    let none = try mood("report", "--since-session", "-o", "-")
    #expect(none.status == 66)
    #expect(none.stderr.contains("no session is recorded yet"))
    #expect(none.stderr.contains("mood sessions add DAY"))

    try mood("sessions", "add").succeeded()
    let today = try mood("report", "--since-session", "-o", "-")
    #expect(today.status == 66)
    #expect(
      today.stderr
        == "Error: the last session is today (2026-11-29), so no day follows it yet; give a "
        + "range instead, such as `--days 7`\n")
    #expect(today.stdoutBytes.isEmpty)
  }

  // MARK: - Export and import

  @Test func theJSONBackupRoundTripsSessionsAndTheMarkAndAnOldBackupImports() throws {
    try mood("log", "3", "--date", "2026-11-28", "--discuss").succeeded()
    try mood("log", "7").succeeded()
    try mood("sessions", "add", "2026-11-20").succeeded()
    let exported = try mood("export")
    #expect(exported.status == 0)

    let other = try TemporaryStore()
    let file = other.directory.file("backup.json")
    try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: file))
    let imported = try MoodBinary.run(["import", file], store: other.path)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("sessions: 1 added, 0 updated, 0 skipped"))
    #expect(try MoodBinary.run(["export"], store: other.path).stdout == exported.stdout)
    #expect(
      try MoodBinary.run(["sessions", "list"], store: other.path).stdout == "2026-11-20, Friday\n")

    let old = other.directory.file("old.json")
    try Data(
      """
      {"format": "moodcard-backup", "version": 1, "habits": [], "completions": [], "words": [],
       "entries": [{"day": "2026-11-27", "score": 5, "words": [], "tags": [], "reason": "",
         "loggedAt": "2026-11-27T20:00:00.000Z", "timeZone": "Etc/UTC",
         "createdAt": "2026-11-27T20:00:00.000Z", "updatedAt": "2026-11-27T20:00:00.000Z"}]}
      """.utf8
    ).write(to: URL(fileURLWithPath: old))
    let fromOld = try MoodBinary.run(["import", old], store: other.path)
    #expect(fromOld.status == 0, "\(fromOld.stderr)")
    let shown = try MoodBinary.run(["show", "2026-11-27", "--json"], store: other.path)
    #expect(shown.stdout.contains(#""discuss" : false"#))
  }

  @Test func theCSVExportHasADiscussColumn() throws {
    try mood("log", "3", "--date", "2026-11-28", "--discuss").succeeded()
    try mood("log", "7").succeeded()
    let csv = try mood("export", "--format", "csv").stdout.components(separatedBy: "\r\n")
    #expect(csv[0] == "day,score,words,tags,reason,logged_at,time_zone,discuss")
    #expect(csv[1].hasPrefix("2026-11-28,3,") && csv[1].hasSuffix(",yes"))
    #expect(csv[2].hasPrefix("2026-11-29,7,") && csv[2].hasSuffix(",no"))
  }

  /// The text of the PDF at `path`.
  private func pdfText(_ path: String) throws -> String {
    try ExternalTool.pdfText(try Data(contentsOf: URL(fileURLWithPath: path)))
  }
}
