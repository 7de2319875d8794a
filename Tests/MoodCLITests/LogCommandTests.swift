import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

@Suite struct LogCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  private func mood(_ arguments: String..., input: String = "") throws -> CommandResult {
    try MoodBinary.run(arguments, store: store.path, input: input)
  }

  /// The store's entries as `list --json` prints them, to show a failed command changed nothing.
  private func snapshot() throws -> String {
    try mood("list", "--from", "2000-01-01", "--json").stdout
  }

  @Test func loggingPrintsTheEntryAndLoggingAgainUpdatesIt() throws {
    let first = try mood(
      "log", "4", "--words", "tired,焦虑", "--tags", "work, Work ,home", "--reason", "Long day")
    #expect(first.status == 0)
    #expect(
      first.stdout.hasPrefix(
        "Logged\n2026-11-29, Sunday\n  score   4/10\n  words   Tired, Anxious\n"))
    #expect(first.stdout.contains("tags    home, work"))

    let second = try mood("log", "8")
    #expect(second.status == 0)
    #expect(second.stdout.hasPrefix("Updated\n"))
    #expect(second.stdout.contains("score   8/10"))
    #expect(second.stdout.contains("reason  Long day"), "options left out keep the day's values")

    let cleared = try mood("log", "8", "--words", "", "--reason", "")
    #expect(!cleared.stdout.contains("words"))
    #expect(!cleared.stdout.contains("reason"))
    #expect(try store.read { db in try db.entryCount() } == 1)
  }

  @Test func tagsSplitOnTheFullWidthCommaAsTheCheckInSplitsThem() throws {
    #expect(try mood("log", "6", "--tags", "工作，家, run").status == 0)
    #expect(
      try store.read { db in try db.entry(on: .at("2026-11-29"))?.tags }?.sorted()
        == ["run", "家", "工作"].sorted())
  }

  @Test func listJSONIsOneArrayOfEntriesForScripts() throws {
    try mood(
      "log", "6", "--date", "2026-11-27", "--words", "calm", "--reason", "a \"quote\", a comma"
    ).succeeded()
    try mood("log", "9", "--date", "yesterday", "--tags", "trip").succeeded()
    let result = try mood("list", "--days", "7", "--json")
    #expect(result.status == 0)
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    #expect(items.map { $0["day"] as? String } == ["2026-11-27", "2026-11-28"])
    #expect(items.map { $0["score"] as? Int } == [6, 9])
    #expect(items[0]["words"] as? [String] == ["calm"])
    #expect(items[1]["tags"] as? [String] == ["trip"])
    #expect(items[0]["reason"] as? String == "a \"quote\", a comma")
    #expect(items[0]["timeZone"] as? String == "Etc/UTC")
  }

  @Test func listPrintsOneLinePerEntryAndSaysWhenThereAreNone() throws {
    let empty = try mood("list")
    #expect(empty.status == 0)
    #expect(empty.stdout.isEmpty)
    #expect(empty.stderr.contains("No entries from 2026-10-31 to 2026-11-29"))
    #expect(!FileManager.default.fileExists(atPath: store.path), "reading creates no store")

    try mood("log", "10", "--date", "2026-11-01", "--words", "happy", "--tags", "party").succeeded()
    let list = try mood("list", "--from", "2026-11-01", "--to", "2026-11-02")
    #expect(list.stdout == "2026-11-01 Sun  10/10  Happy  #party\n")
  }

  @Test func todayIsTheDayInTheGivenTimeZone() throws {
    let result = try MoodBinary.run(
      ["log", "7", "--tz", "Asia/Shanghai"], store: store.path, now: "2026-11-29T16:30:00Z")
    #expect(result.stdout.contains("2026-11-30, Monday"))
    let entry = try #require(try store.read { db in try db.entry(on: Day.at("2026-11-30")) })
    #expect(entry.timeZone == "Asia/Shanghai")
    let bad = try mood("log", "7", "--tz", "Mars/Olympus")
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("unknown time zone \"Mars/Olympus\""))
  }

  /// `MOODCARD_NOW`, the instant tests and the demo run at, read as backups read instants.
  @Test func nowCanBeGivenWithAnOffsetAndIsRefusedInAnyOtherForm() throws {
    let result = try MoodBinary.run(
      ["log", "6"], store: store.path, now: "2026-11-29T23:30:00.250-05:00")
    #expect(result.status == 0)
    let entry = try #require(try store.read { db in try db.entry(on: Day.at("2026-11-30")) })
    #expect(entry.loggedAt == Date(timeIntervalSince1970: 1_796_013_000.25))
    for text in ["2026-11-29 20:00", "2026-11-29", "yesterday", "2026-11-29T20:00:00+0100"] {
      let bad = try MoodBinary.run(["list"], store: store.path, now: text)
      #expect(bad.status == 64, "\(text)")
      #expect(
        bad.stderr.contains("MOODCARD_NOW \"\(text)\" is not an ISO 8601 instant"), "\(text)")
    }
  }

  @Test(arguments: [
    (["log", "0"], "invalid score \"0\": expected a whole number from 1 to 10"),
    (["log", "11"], "invalid score \"11\": expected a whole number from 1 to 10"),
    (["log", "7.5"], "invalid score \"7.5\""),
    (["log", "seven"], "invalid score \"seven\""),
    (
      ["log", "5", "--words", "calm,contentt"],
      "unknown mood word \"contentt\"; did you mean \"Content\"?"
    ),
    (
      ["log", "5", "--reason", String(repeating: "é", count: 501)],
      "the reason has 501 characters; at most 500"
    ),
    (
      ["log", "5", "--date", "2026-02-30"], "invalid day \"2026-02-30\": February 2026 has 28 days"
    ),
    (
      ["log", "5", "--date", "29/11/2026"],
      "invalid day \"29/11/2026\": expected YYYY-MM-DD, today or yesterday"
    ),
    (["log"], "missing SCORE"),
    (["log", "5", "6"], "unexpected argument \"6\""),
    (["log", "5", "--word", "calm"], "unknown option --word; did you mean --words?"),
    (["log", "5", "--date"], "option --date needs a value (DAY)"),
    (["lgo", "5"], "unknown command \"lgo\"; did you mean log?"),
    (
      ["delete", "2026-11-28"],
      "refusing to delete the entry for 2026-11-28 without confirmation; add --yes"
    ),
  ])
  func badInputIsAUsageErrorThatNamesTheValueAndChangesNothing(
    arguments: [String], message: String
  ) throws {
    try mood("log", "6", "--date", "2026-11-28", "--words", "calm", "--reason", "kept").succeeded()
    let before = try snapshot()
    let result = try MoodBinary.run(arguments, store: store.path)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"))
    #expect(result.stderr.contains("Usage: mood"))
    #expect(result.stdout.isEmpty)
    #expect(try snapshot() == before)
  }

  @Test func aMissingDayIsNoInputAndSuggestsLogging() throws {
    let show = try mood("show", "2026-11-01")
    #expect(show.status == 66)
    #expect(
      show.stderr
        == "Error: no entry for 2026-11-01; add one with `mood log SCORE --date 2026-11-01`\n")
    #expect(try mood("delete", "2026-11-01", "--yes").status == 66)
  }

  @Test func deletingNeedsConfirmationWithoutATerminal() throws {
    try mood("log", "3", "--date", "2026-11-28").succeeded()
    #expect(try mood("delete", "2026-11-28", input: "y\n").status == 64)
    #expect(try store.read { db in try db.entryCount() } == 1)
    let deleted = try mood("delete", "2026-11-28", "--yes")
    #expect(deleted.status == 0)
    #expect(deleted.stdout == "Deleted the entry for 2026-11-28.\n")
    #expect(try store.read { db in try db.entryCount() } == 0)
  }

  @Test func onATerminalDeletingAsksAndOnlyYesDeletes() throws {
    try mood("log", "3", "--date", "2026-11-28").succeeded()
    let declined = try MoodBinary.runOnTerminal(
      ["delete", "2026-11-28"], store: store.path, input: "n\n")
    #expect(declined.status == 1)
    #expect(declined.stdout.contains("Delete the entry for 2026-11-28? [y/N]"))
    #expect(declined.stdout.contains("Error: cancelled; nothing was changed"))
    #expect(try store.read { db in try db.entryCount() } == 1)

    let confirmed = try MoodBinary.runOnTerminal(
      ["delete", "2026-11-28"], store: store.path, input: "yes\n")
    #expect(confirmed.status == 0)
    #expect(confirmed.stdout.contains("Deleted the entry for 2026-11-28."))
    #expect(try store.read { db in try db.entryCount() } == 0)
  }
}
