import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

@Suite struct ImportStoreTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// A store with every kind of record: custom words, active and archived habits of one name,
  /// completions, and entries with awkward reasons, tags and words.
  static func fill(_ db: Database) throws {
    try db.addWord(MoodWord(valence: .pleasant, english: "Mellow", chinese: "醇和"))
    try db.addWord(MoodWord(valence: .unpleasant, english: "Drained"))
    let old = try db.addHabit(name: "Run", icon: "🏃", color: nil, createdDay: .at("2025-01-01"))
    try db.setCompletion(of: old, on: .at("2025-02-01"), done: true)
    try db.setArchived(old, true)
    let run = try db.addHabit(name: "Run", icon: nil, color: nil, createdDay: .at("2026-01-01"))
    let read = try db.addHabit(
      name: "Read, slowly", icon: "📚", color: nil, createdDay: .at("2026-01-02"))
    for offset in 0..<40 {
      let day = Day.at("2026-02-01").adding(days: offset * 2)
      try db.setCompletion(of: offset % 3 == 0 ? read : run, on: day, done: offset % 4 != 0)
      let entry = try MoodEntry(
        day: day, score: Score(offset % 10 + 1),
        words: offset % 2 == 0 ? ["mellow", "calm"] : ["drained"],
        tags: ["work, \"remote\"", "tag \(offset % 5)"],
        reason: "line one, \"quoted\"\nשלום 👋🏽 \(offset)",
        loggedAt: Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 70_000.123_4),
        timeZone: offset % 2 == 0 ? "Europe/London" : "Asia/Shanghai",
        createdAt: Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 60_000.5))
      try db.save(entry)
    }
  }

  private func entry(_ day: String, _ score: Int, reason: String = "") throws -> MoodEntry {
    try MoodEntry.sample(day, score: score, reason: reason)
  }

  @Test func exportImportIntoAnEmptyStoreAndExportAgainGivesTheSameBytes() throws {
    try store.write(ImportStoreTests.fill)
    let first = try store.read { try $0.backupDocument() }.jsonData()
    let other = try TemporaryStore()
    let report = try other.open().importBackup(
      try BackupDocument(json: first), onConflict: .keep)
    #expect(report.entries == .init(added: 40))
    #expect(report.habits == .init(added: 3))
    #expect(report.completions == .init(added: 41))
    #expect(report.words == .init(added: 2))
    let second = try other.read { try $0.backupDocument() }.jsonData()
    #expect(second == first)
    // The same habits with the same identities: a journal restored from its backup on a
    // computer that syncs is the same journal, not one with every habit twice.
    let imported = try other.read { try $0.habits(includeArchived: true) }
    let original = try store.read { try $0.habits(includeArchived: true) }
    #expect(imported.map(\.name) == original.map(\.name))
    #expect(imported.map(\.color) == original.map(\.color))
    #expect(imported.map(\.icon) == original.map(\.icon))
    #expect(imported.map(\.createdDay) == original.map(\.createdDay))
    #expect(imported.map(\.isArchived) == original.map(\.isArchived))
    #expect(imported.map(\.uuid) == original.map(\.uuid))
    #expect(original.allSatisfy { $0.uuid.count == 36 })
    #expect(try other.read { try $0.vocabulary() } == store.read { try $0.vocabulary() })
  }

  @Test func keepSkipsTheStoresDaysAndReplaceOverwritesThem() throws {
    try store.write { db in
      try db.save(try entry("2026-03-04", 5, reason: "mine"))
      try db.save(try entry("2026-03-06", 2))
    }
    let incoming = BackupDocument(
      entries: [
        try entry("2026-03-04", 8, reason: "theirs"), try entry("2026-03-05", 6),
        try entry("2026-03-06", 2),
      ],
      habits: [], completions: [], words: [])
    let kept = try store.open().importBackup(incoming, onConflict: .keep)
    #expect(kept.entries == .init(added: 1, updated: 0, skipped: 2))
    #expect(try store.read { try $0.entry(on: .at("2026-03-04")) }?.reason == "mine")

    let replaced = try store.open().importBackup(incoming, onConflict: .replace)
    // 03-06 is identical, so it is skipped even when replacing.
    #expect(replaced.entries == .init(added: 0, updated: 1, skipped: 2))
    let day = try #require(try store.read { try $0.entry(on: .at("2026-03-04")) })
    #expect(day == (try entry("2026-03-04", 8, reason: "theirs")))
  }

  @Test func aDryRunReportsTheSameAndWritesNothing() throws {
    try store.write(ImportStoreTests.fill)
    let before = try store.read { try $0.backupDocument() }
    let incoming = BackupDocument(
      entries: [try entry("2026-02-01", 9), try entry("2030-01-01", 4)], habits: [],
      completions: [], words: [])
    let dry = try store.open().importBackup(incoming, onConflict: .replace, dryRun: true)
    #expect(dry.entries == .init(added: 1, updated: 1, skipped: 0))
    #expect(try store.read { try $0.backupDocument() } == before)
    let real = try store.open().importBackup(incoming, onConflict: .replace)
    #expect(real == dry)
    #expect(try store.read { try $0.entryCount() } == 41)
  }

  @Test func habitsMatchByNameAndCompletionsFollowThemToTheStoresIDs() throws {
    let run = try store.write { db in
      try db.addHabit(name: "Run", icon: nil, color: nil, createdDay: .at("2026-01-01"))
    }
    let color = try HexColor(parsing: "#112233")
    let incoming = BackupDocument(
      entries: [],
      habits: [
        try Habit(
          id: 7, name: "run", icon: nil, color: color, createdDay: .at("2026-01-01"), order: 1),
        try Habit(
          id: run.id, name: "Read", icon: nil, color: color, createdDay: .at("2026-01-01"), order: 2
        ),
      ],
      completions: [
        HabitCompletion(habitID: 7, day: .at("2026-03-04"), isDone: true),
        HabitCompletion(habitID: run.id, day: .at("2026-03-04"), isDone: false),
      ], words: [])
    let report = try store.open().importBackup(incoming, onConflict: .keep)
    #expect(report.habits == .init(added: 1, updated: 0, skipped: 1))
    let habits = try store.read { try $0.habits() }
    let read = try #require(habits.first { $0.name == "Read" })
    #expect(read.id != run.id)
    let completions = try store.read { try $0.completions() }
    #expect(
      Set(completions) == [
        HabitCompletion(habitID: run.id, day: .at("2026-03-04"), isDone: true),
        HabitCompletion(habitID: read.id, day: .at("2026-03-04"), isDone: false),
      ])
  }

  @Test func aHabitMatchesByItsUUIDFirstSoARenameElsewhereIsTheSameHabit() throws {
    let run = try store.write { db in
      try db.addHabit(name: "Run", icon: nil, color: nil, createdDay: .at("2026-01-01"))
    }
    let incoming = BackupDocument(
      entries: [],
      habits: [
        try Habit(
          id: 9, uuid: run.uuid, name: "Jog", icon: "🏃", color: run.color,
          createdDay: .at("2026-01-01"), order: 1)
      ],
      completions: [HabitCompletion(habitID: 9, day: .at("2026-03-04"), isDone: true)], words: [])
    let report = try store.open().importBackup(incoming, onConflict: .replace)
    #expect(report.habits == .init(added: 0, updated: 1, skipped: 0))
    let habits = try store.read { try $0.habits(includeArchived: true) }
    #expect(habits.map(\.name) == ["Jog"])
    #expect(habits.map(\.id) == [run.id] && habits.map(\.uuid) == [run.uuid])
    #expect(
      try store.read { try $0.completions() }
        == [HabitCompletion(habitID: run.id, day: .at("2026-03-04"), isDone: true)])
  }

  @Test func aClashFoundWhileWritingRollsEverythingBack() throws {
    try store.write { db in
      try db.addWord(MoodWord(valence: .pleasant, english: "Mellow", chinese: "醇和"))
      try db.save(try entry("2026-03-04", 5))
    }
    let before = try store.read { try $0.backupDocument() }
    // A new word whose Chinese name the store's "Mellow" already has; found only in the store.
    let incoming = BackupDocument(
      entries: [try entry("2026-03-05", 6), try entry("2026-03-06", 7)], habits: [],
      completions: [], words: [MoodWord(valence: .neutral, english: "Smooth", chinese: "醇和")])
    #expect(throws: DomainError.self) {
      try store.open().importBackup(incoming, onConflict: .replace)
    }
    #expect(try store.read { try $0.backupDocument() } == before)
  }

  @Test func entriesFromAnotherAppAreAddedInOneGo() throws {
    try store.write { db in try db.save(try entry("2026-03-04", 5)) }
    let report = try store.open().importEntries(
      [try entry("2026-03-04", 9), try entry("2026-03-05", 6)], onConflict: .keep)
    #expect(report.entries == .init(added: 1, updated: 0, skipped: 1))
    #expect(report.habits.isEmpty)
    #expect(try store.read { try $0.entries() }.map(\.score.value) == [5, 6])
  }
}
