import Foundation
import MoodCore
import TestSupport
import Testing

/// `kill -9` of `mood sync join` while it applies eight years: nothing half taken, nothing lost,
/// and the next `mood sync` finishes the work.
@Suite struct SyncKillTests {
  /// The last day of the desk's years; the laptop's own day comes after it.
  static let lastDay = "2026-11-20"

  /// How many days the desk holds: enough that applying them takes a while.
  static let days = 3000

  /// A MoodCard backup of `days` days up to `lastDay`, each with a score, words, tags and a
  /// reason.
  static func yearsBackup() -> String {
    let last = Day.at(lastDay)
    let entries = (0..<Self.days).map { offset -> String in
      let day = last.adding(days: -offset)
      return """
        {"day": "\(day)", "score": \(1 + offset % 10), "words": ["calm"], \
        "tags": ["t\(offset % 7)"], "reason": "Day \(offset) of eight years", "discuss": false, \
        "loggedAt": "\(day)T20:00:00.000Z", "createdAt": "\(day)T20:00:00.000Z", \
        "updatedAt": "\(day)T20:00:00.000Z", "timeZone": "Etc/UTC"}
        """
    }
    return """
      {"format": "moodcard-backup", "version": 1, "entries": [\(entries.joined(separator: ",\n"))],
       "habits": [], "completions": [], "sessions": [], "words": []}
      """
  }

  @Test(.timeLimit(.minutes(10)))
  func aJoinKilledMidwayLosesNothingAndTheNextSyncFinishes() throws {
    let desk = try SyncComputer("desk")
    let shared = try TemporaryDirectory(prefix: "moodcard-syncfolder")
    let keyFolder = try TemporaryDirectory(prefix: "moodcard-key")
    let key = keyFolder.file("journal.key")
    let backup = desk.folder.file("years.json")
    try Self.yearsBackup().write(toFile: backup, atomically: true, encoding: .utf8)
    try desk.mood("import", backup).succeeded()
    try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key).succeeded()

    // Each attempt is a new laptop; the kill must land while its join holds the store.
    var landed: SyncComputer?
    for attempt in 0..<20 where landed == nil {
      let lap = try SyncComputer("lap")
      try lap.mood("log", "3", "--date", "2026-11-29", "--reason", "The laptop's own day")
        .succeeded()
      let join = try lap.launch(
        ["sync", "join", shared.path, "--key-file", key, "--name", "lap\(attempt)"])
      while join.isRunning {
        if try StoreWriteLock.isHeld(lap.store) {
          kill(join.processIdentifier, SIGKILL)
          landed = lap
          break
        }
      }
      join.waitUntilExit()
      // The join may have committed and ended between the look and the kill: try again.
      if join.terminationReason != .uncaughtSignal { landed = nil }
    }
    let lap = try #require(landed, "no kill landed inside a join in 20 attempts")

    // Nothing half taken: the laptop shows its own day alone, as before the join.
    let before = try lap.mood("list", "--days", "3660").succeeded().stdout
    #expect(before.split(separator: "\n").count == 1, "\(before.prefix(500))")
    #expect(before.contains("The laptop's own day"))

    // The next sync finishes: the desk's days arrive, and the laptop's day reaches the desk.
    try lap.mood("sync").succeeded()
    try desk.mood("sync").succeeded()
    let range = ["--days", "3660"]
    let onLap = try lap.run(["list"] + range).succeeded().stdout
    let onDesk = try desk.run(["list"] + range).succeeded().stdout
    #expect(onLap.split(separator: "\n").count == Self.days + 1)
    #expect(onLap == onDesk)
    #expect(onDesk.contains("The laptop's own day"))
    #expect(
      try lap.mood("sync", "conflicts").succeeded().stdout == "No value lost a concurrent edit.\n")
  }
}
