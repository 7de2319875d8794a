import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore
import MoodSync
import TestSupport
import Testing

/// The figures with real stores: another computer's ten years taken in from a snapshot,
/// and what recording adds to a save. Printed, not held to bounds: this is a debug build on a
/// shared machine (the report gives the release build's figures).
@Suite struct TenYearSyncTests {
  @Test func aComputerJoiningTakesTenYearsFromASnapshotIntoItsStore() throws {
    let folder = try SharedSyncFolder()
    let laptop = try SyncedJournal("laptop", folder: folder)
    let store = try Store(path: laptop.path)
    var random = SplitMix(seed: 10)
    try store.write { db in
      let habits = try (1...5).map { index in
        try db.addHabit(
          name: "Habit \(index)", icon: "🚶", color: nil, createdDay: Day.at("2016-12-06"))
      }
      var day = Day.at("2016-12-06")
      for _ in 0..<3653 {
        try db.save(
          try MoodEntry(
            day: day, score: Score(Int.random(in: 1...10, using: &random)),
            words: ["calm", "tired"], tags: ["work"],
            reason: "A day of \(day): slept well, long walk after work.",
            loggedAt: Date(timeIntervalSince1970: 1_700_000_000), timeZone: "UTC",
            createdAt: Date(timeIntervalSince1970: 1_700_000_000),
            updatedAt: Date(timeIntervalSince1970: 1_700_000_000)))
        for habit in habits where Int.random(in: 0..<10, using: &random) < 6 {
          try db.setCompletion(of: habit, on: day, done: true)
        }
        day = day.adding(days: 1)
      }
    }
    try store.close()
    var start = ContinuousClock.now
    try laptop.journal.recordEverything(laptop.setup)
    let recording = ContinuousClock.now - start
    try laptop.sync()
    let compacted = try laptop.withState { _, engine in try engine.compact() }
    #expect(compacted.wroteSnapshot)
    let bytes = try folder.files().reduce(0) {
      $0 + (try FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int ?? 0)
    }

    let desktop = try SyncedJournal("desktop", folder: folder)
    start = ContinuousClock.now
    let report = try desktop.sync()
    let joining = ContinuousClock.now - start
    #expect(report.sync.snapshots.map(\.text) == ["laptop"])
    #expect(report.days.count == 3653)
    #expect(report.unwritten.isEmpty)
    let arrived = try desktop.content()
    #expect(arrived == (try laptop.content()))
    #expect(arrived.entries.count == 3653 && arrived.habits.count == 5)
    print(
      "ten years into a store: recorded in \(recording), folder \(bytes) bytes after "
        + "compaction, joined in \(joining) (\(arrived))")
  }

  @Test func recordingAChangeAddsLittleToASave() throws {
    let folder = try SharedSyncFolder()
    let synced = try SyncedJournal("laptop", folder: folder)
    let plainFolder = try TemporaryDirectory(prefix: "moodcard-plain")
    let plain = try Journal(path: plainFolder.file("mood.sqlite"))
    let days = (0..<50).map { Day.at("2026-10-01").adding(days: $0) }
    func save(_ journal: Journal) throws -> Duration {
      let start = ContinuousClock.now
      for (index, day) in days.enumerated() {
        _ = try journal.save(
          EntryChange(
            score: try Score(index % 10 + 1), words: ["calm"], tags: ["work"],
            reason: "Day \(index)", discuss: nil),
          on: day, today: synced.today, at: synced.now, timeZone: .utc)
      }
      return (ContinuousClock.now - start) / days.count
    }
    let without = try save(plain)
    let with = try save(synced.journal)
    let recorded = try synced.withState { state, _ in try state.openBatch()?.records.count }
    #expect(recorded == days.count * 6)
    print("a save: \(without) without sync, \(with) recording for sync")
  }
}
