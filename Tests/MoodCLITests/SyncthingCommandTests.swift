import Foundation
import SyncthingSupport
import TestSupport
import Testing

/// `mood sync` on two computers whose folder real Syncthing daemons carry (`SyncthingPair`:
/// two daemons in a network namespace of their own): edits on both, the same day on both, one
/// daemon stopped and started again midway; both journals end alike.
@Suite(.serialized) struct SyncthingCommandTests {
  @Test(.timeLimit(.minutes(10)))
  func twoComputersConvergeThroughSyncthingWithADaemonStoppedMidway() throws {
    let pair = try SyncthingPair()
    defer { pair.stop() }
    let desk = try SyncComputer("desk")
    let lap = try SyncComputer("lap")
    let keyFolder = try TemporaryDirectory(prefix: "moodcard-key")
    let key = keyFolder.file("journal.key")

    /// Whether both folders hold the same MoodCard files with the same bytes: what one
    /// computer wrote has reached the other.
    func carried() throws -> Bool {
      let sides = try pair.folders.map { folder -> [String: Data] in
        var files: [String: Data] = [:]
        for device in try FileManager.default.contentsOfDirectory(atPath: folder)
        where !device.hasPrefix(".") {
          for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/" + device)
          where name.hasSuffix(".age") && !name.hasPrefix(".") && !name.contains("sync-conflict") {
            files[device + "/" + name] = FileManager.default.contents(
              atPath: folder + "/" + device + "/" + name)
          }
        }
        return files
      }
      return !sides[0].isEmpty && sides[0] == sides[1]
    }
    func settle(_ what: String) throws {
      try pair.wait(for: what, until: carried)
      try desk.mood("sync").succeeded()
      try lap.mood("sync").succeeded()
      try pair.wait(for: what + ", the answers", until: carried)
      try desk.mood("sync").succeeded()
      try lap.mood("sync").succeeded()
    }
    func journal(_ computer: SyncComputer) throws -> String {
      let habits = try computer.mood("habit", "list", "--all")
      return try computer.mood("list", "--days", "60").succeeded().stdout + habits.stdout
        + habits.stderr + computer.mood("sync", "conflicts").succeeded().stdout
    }

    try desk.mood("log", "7", "--date", "2026-11-20", "--reason", "Desk before sync").succeeded()
    try desk.mood("log", "5", "--date", "2026-11-21", "--reason", "Desk's side of the day")
      .succeeded()
    try desk.mood("habit", "add", "Stretching").succeeded()
    try desk.mood("sync", "init", pair.folders[0], "--name", "desk", "--key-file", key)
      .succeeded()
    try lap.mood("log", "4", "--date", "2026-11-21", "--tags", "train").succeeded()
    try pair.wait(for: "the desk's first batch at the laptop", until: carried)
    try lap.mood("sync", "join", pair.folders[1], "--key-file", key, "--name", "lap")
      .succeeded()
    try settle("the laptop's join at the desk")
    #expect(try journal(desk) == journal(lap))

    // The laptop's daemon stops: both computers edit meanwhile, one day on both.
    try pair.stop(1)
    try desk.mood("log", "8", "--date", "2026-11-27", "--reason", "Desk while apart").succeeded()
    try desk.mood("habit", "done", "Stretching", "--date", "2026-11-27").succeeded()
    try desk.mood("sync").succeeded()
    try lap.mood("log", "3", "--date", "2026-11-27", "--words", "tired").succeeded()
    try lap.mood("log", "6", "--date", "2026-11-28", "--reason", "Laptop while apart")
      .succeeded()
    try lap.mood("sync").succeeded()
    // Nothing can reach the desk while the laptop's daemon is stopped.
    let apart = try desk.mood("sync").succeeded().stdout
    #expect(apart.hasPrefix("Nothing new.\n"), "\(apart)")
    #expect(!apart.contains("Arrived"))
    try pair.start(1)
    try settle("the edits made apart, both ways")

    let onDesk = try journal(desk)
    #expect(onDesk == (try journal(lap)))
    for text in ["Desk before sync", "Desk while apart", "Laptop while apart", "train"] {
      #expect(onDesk.contains(text), "\(text) missing from:\n\(onDesk)")
    }
    // The same day, 2026-11-27, edited apart: the laptop's later score shows, the desk's is
    // kept as the value that lost, on both.
    let sameDay = try desk.mood("show", "2026-11-27").succeeded().stdout
    #expect(sameDay.lowercased().contains("tired"), "\(sameDay)")
    #expect(onDesk.contains("2026-11-27 score: 8 from desk"))
  }
}
