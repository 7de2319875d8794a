import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

/// `--on-conflict merge` on a real store, field by field: what a day, a habit's record, a habit
/// and a word the store has already become when a file has them too.
@Suite struct ImportMergeTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  private static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: seconds) }

  /// The store's day: score 4, one word, two tags, a reason, logged in London.
  private static func stored(reason: String = "Stored reason") throws -> MoodEntry {
    try MoodEntry(
      day: .at("2026-03-04"), score: Score(4), words: ["calm"], tags: ["Work", "tea"],
      reason: reason, loggedAt: at(1_772_600_000), timeZone: "Europe/London",
      createdAt: at(1_772_590_000), updatedAt: at(1_772_600_000))
  }

  /// The file's same day: every field different, one tag the store's in another case.
  private static func fromFile() throws -> MoodEntry {
    try MoodEntry(
      day: .at("2026-03-04"), score: Score(9), words: ["happy", "calm"],
      tags: ["work", "family"], reason: "File reason", isMarkedToDiscuss: true,
      loggedAt: at(1_772_650_000), timeZone: "Asia/Shanghai", createdAt: at(1_772_640_000))
  }

  private func importing(_ entries: [MoodEntry]) throws -> ImportReport.Counts {
    try store.open().importBackup(
      BackupDocument(entries: entries, habits: [], completions: [], words: []),
      onConflict: .merge
    ).entries
  }

  @Test func aDayKeepsTheStoresScoreReasonAndTimesAndGainsTheFilesWordsAndTags() throws {
    try store.write { db in try db.save(try Self.stored()) }
    #expect(try importing([try Self.fromFile()]) == .init(updated: 1))
    let day = try #require(try store.read { try $0.entry(on: .at("2026-03-04")) })
    #expect(day.score.value == 4)
    #expect(day.words == ["calm", "happy"])
    // One spelling a tag, the store's ("Work", not the file's "work"), sorted as always.
    #expect(day.tags == ["family", "tea", "Work"])
    #expect(day.reason == "Stored reason")
    #expect(day.isMarkedToDiscuss)
    #expect(day.loggedAt == Self.at(1_772_600_000))
    #expect(day.createdAt == Self.at(1_772_590_000))
    #expect(day.timeZone == "Europe/London")
    #expect(day.updatedAt == Self.at(1_772_650_000))
    #expect(try store.read { try $0.entryCount() } == 1)
  }

  @Test func aDayWithoutAReasonTakesTheFiles() throws {
    try store.write { db in try db.save(try Self.stored(reason: "")) }
    #expect(try importing([try Self.fromFile()]) == .init(updated: 1))
    let day = try #require(try store.read { try $0.entry(on: .at("2026-03-04")) })
    #expect(day.reason == "File reason")
    #expect(day.score.value == 4)
  }

  @Test func aDayThatHoldsAllTheFileHasIsSkippedAndKeepsItsUpdateTime() throws {
    try store.write { db in try db.save(try Self.stored()) }
    let before = try store.read { try $0.entry(on: .at("2026-03-04")) }
    // The file's day: a score and reason of its own, but no word or tag the store lacks, and
    // a later update time.
    let subset = try MoodEntry(
      day: .at("2026-03-04"), score: Score(8), words: ["calm"], tags: ["WORK"],
      reason: "Other", loggedAt: Self.at(1_772_700_000), timeZone: "UTC")
    #expect(try importing([subset]) == .init(skipped: 1))
    #expect(try store.read { try $0.entry(on: .at("2026-03-04")) } == before)
  }

  @Test func mergingTheSameFileTwiceChangesNothingTheSecondTime() throws {
    try store.write { db in try db.save(try Self.stored()) }
    let file = [try Self.fromFile(), try MoodEntry.sample("2026-03-05", score: 6)]
    #expect(try importing(file) == .init(added: 1, updated: 1))
    let once = try store.read { try $0.backupDocument() }
    #expect(try importing(file) == .init(skipped: 2))
    #expect(try store.read { try $0.backupDocument() } == once)
  }

  @Test func aHabitIsDoneWhenEitherSaysSoAndKeepsTheStoresLooks() throws {
    let (run, read) = try store.write { db in
      let run = try db.addHabit(name: "Run", icon: "🏃", color: nil, createdDay: .at("2026-01-01"))
      let read = try db.addHabit(name: "Read", icon: nil, color: nil, createdDay: .at("2026-01-01"))
      try db.setCompletion(of: run, on: .at("2026-03-04"), done: false)
      try db.setCompletion(of: run, on: .at("2026-03-05"), done: true)
      try db.setCompletion(of: read, on: .at("2026-03-04"), done: true)
      return (run, read)
    }
    let other = try HexColor(parsing: "#112233")
    let incoming = BackupDocument(
      entries: [],
      habits: [
        try Habit(
          id: 1, name: "run", icon: "👟", color: other, createdDay: .at("2025-06-01"), order: 5),
        try Habit(
          id: 2, name: "Read", icon: nil, color: other, createdDay: .at("2026-01-01"), order: 6),
      ],
      completions: [
        // The store's "not done" becomes done; its "done" stays done; a new day is added.
        HabitCompletion(habitID: 1, day: .at("2026-03-04"), isDone: true),
        HabitCompletion(habitID: 1, day: .at("2026-03-05"), isDone: false),
        HabitCompletion(habitID: 1, day: .at("2026-03-06"), isDone: false),
        HabitCompletion(habitID: 2, day: .at("2026-03-04"), isDone: true),
      ], words: [])
    let report = try store.open().importBackup(incoming, onConflict: .merge)
    #expect(report.habits == .init(skipped: 2))
    #expect(report.completions == .init(added: 1, updated: 1, skipped: 2))
    let completions = try store.read { try $0.completions() }
    #expect(
      Set(completions) == [
        HabitCompletion(habitID: run.id, day: .at("2026-03-04"), isDone: true),
        HabitCompletion(habitID: run.id, day: .at("2026-03-05"), isDone: true),
        HabitCompletion(habitID: run.id, day: .at("2026-03-06"), isDone: false),
        HabitCompletion(habitID: read.id, day: .at("2026-03-04"), isDone: true),
      ])
    #expect(completions.count == 4)
    let habits = try store.read { try $0.habits(includeArchived: true) }
    #expect(habits.map(\.name) == ["Run", "Read"])
    #expect(habits.map(\.icon) == ["🏃", nil])
    #expect(habits.map(\.color) == [run.color, read.color])
    #expect(habits.map(\.createdDay) == [.at("2026-01-01"), .at("2026-01-01")])
    let again = try store.open().importBackup(incoming, onConflict: .merge)
    #expect(again.completions == .init(skipped: 4))
  }

  @Test func aWordTheStoreHasStaysAsItIsAndANewOneIsAdded() throws {
    try store.write { db in
      try db.addWord(MoodWord(valence: .pleasant, english: "Mellow", chinese: "醇和"))
    }
    let incoming = BackupDocument(
      entries: [], habits: [], completions: [],
      words: [
        MoodWord(valence: .neutral, english: "Mellow", chinese: "醇和"),
        MoodWord(valence: .unpleasant, english: "Drained"),
      ])
    let report = try store.open().importBackup(incoming, onConflict: .merge)
    #expect(report.words == .init(added: 1, skipped: 1))
    let custom = try store.read { try $0.vocabulary() }.words.filter { !$0.isBuiltIn }
    #expect(custom.map(\.english) == ["Mellow", "Drained"])
    #expect(custom.map(\.valence) == [.pleasant, .unpleasant])
  }
}
