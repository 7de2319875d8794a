import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

@Suite struct EntryStoreTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  @Test func savingTheSameDayTwiceUpdatesTheEntry() throws {
    let first = try MoodEntry.sample("2026-11-29", score: 4, words: ["tired"], reason: "Long day")
    let firstOutcome = try store.write { db in try db.save(first) }
    let later = try MoodEntry(
      day: first.day, score: Score(8), words: ["calm"], tags: ["walk"], reason: "Better now",
      loggedAt: first.loggedAt.addingTimeInterval(3600), timeZone: "Europe/London")
    let secondOutcome = try store.write { db in try db.save(later) }

    #expect(firstOutcome == .created)
    #expect(secondOutcome == .updated)
    #expect(try store.read { db in try db.entryCount() } == 1)
    let stored = try #require(try store.read { db in try db.entry(on: first.day) })
    #expect(stored.score.value == 8)
    #expect(stored.words == ["calm"])
    #expect(stored.tags == ["walk"])
    #expect(stored.reason == "Better now")
    #expect(stored.loggedAt == later.loggedAt)
    #expect(stored.timeZone == "Europe/London")
    #expect(stored.createdAt == first.createdAt)
    #expect(stored.updatedAt == later.updatedAt)
  }

  @Test func entriesComeBackAsSavedOldestFirstWithinTheRange() throws {
    let reason = "Mixed: 今天很好 🙂, \"quoted\", שלום\nsecond line"
    try store.write { db in
      for (day, score) in [
        ("2026-11-03", 3), ("2026-11-01", 1), ("2026-11-02", 2), ("2026-10-31", 9),
      ] {
        try db.save(try MoodEntry.sample(day, score: score, tags: ["b", "A"], reason: reason))
      }
    }
    let range = try DayRange(first: Day.at("2026-11-01"), last: Day.at("2026-11-03"))
    let entries = try store.read { db in try db.entries(in: range) }
    #expect(entries.map(\.day.description) == ["2026-11-01", "2026-11-02", "2026-11-03"])
    #expect(entries.map(\.score.value) == [1, 2, 3])
    #expect(entries.allSatisfy { $0.reason == reason && $0.tags == ["A", "b"] })
    #expect(try store.read { db in try db.entries() }.count == 4)
  }

  @Test func anEntryNamingAnUnknownWordIsRefusedAndNothingIsSaved() throws {
    let entry = try MoodEntry.sample("2026-11-29", score: 5, words: ["calm", "no-such-word"])
    #expect(throws: StoreError.unknownWordID("no-such-word", day: entry.day)) {
      try store.write { db in try db.save(entry) }
    }
    #expect(try store.read { db in try db.entryCount() } == 0)
  }

  @Test func customWordsCanBeUsedOnceAdded() throws {
    let cozy = MoodWord(valence: .pleasant, english: "Cozy", chinese: "舒适")
    try store.write { db in try db.addWord(cozy) }
    try store.write { db in
      try db.save(try MoodEntry.sample("2026-11-29", score: 7, words: ["cozy"]))
    }
    let vocabulary = try store.read { db in try db.vocabulary() }
    #expect(vocabulary.words.last == cozy)
    #expect(throws: DomainError.self) { try store.write { db in try db.addWord(cozy) } }
  }

  @Test func aWordOfOnesOwnIsRenamedKeepingItsIdAndEntriesAndDeletedOnlyWhenNoEntryHasIt()
    throws
  {
    try store.write { db in
      try db.addWord(MoodWord(valence: .neutral, english: "Sleepy", chinese: "困"))
      try db.addWord(MoodWord(valence: .pleasant, english: "Cozy"))
      try db.save(try MoodEntry.sample("2026-11-29", score: 5, words: ["sleepy", "calm"]))
    }
    let drowsy = MoodWord(id: "sleepy", valence: .neutral, english: "Drowsy", chinese: "困倦")
    try store.write { db in try db.renameWord(drowsy) }
    let vocabulary = try store.read { db in try db.vocabulary() }
    #expect(try vocabulary.word(named: "困倦") == drowsy)
    #expect(try vocabulary.word(named: "sleepy") == drowsy, "the id stays")
    #expect(throws: DomainError.self) { try vocabulary.word(named: "困") }
    #expect(
      try store.read { db in try db.entry(on: .at("2026-11-29")) }?.words == ["sleepy", "calm"])
    // Its own names again, in another case, are not taken by itself.
    try store.write { db in
      try db.renameWord(MoodWord(id: "sleepy", valence: .neutral, english: "DROWSY", chinese: "困倦"))
    }

    #expect(throws: DomainError.invalidWordName("cozy", reason: .taken(existing: "Cozy"))) {
      try store.write { db in
        try db.renameWord(MoodWord(id: "sleepy", valence: .neutral, english: "cozy"))
      }
    }
    let calm = try #require(Vocabulary.builtIn.first { $0.id == "calm" })
    #expect(throws: DomainError.builtInWord(calm)) {
      try store.write { db in try db.renameWord(MoodWord(valence: .pleasant, english: "Calm")) }
    }
    let inUse = try store.read { db in try db.vocabulary().ownWord(named: "drowsy") }
    #expect(throws: StoreError.wordInUse(inUse, entries: 1)) {
      try store.write { db in try db.deleteWord(inUse) }
    }
    #expect(
      try store.read { db in try db.vocabulary() }.words.count == Vocabulary.builtIn.count + 2)

    try store.write { db in try db.deleteWord(try db.vocabulary().ownWord(named: "Cozy")) }
    let left = try store.read { db in try db.vocabulary() }.words.filter { !$0.isBuiltIn }
    #expect(left.map(\.english) == ["DROWSY"])
  }

  @Test func aDamagedValenceOfAWordOfOnesOwnIsReportedCutTo40Characters() throws {
    let stored = String(repeating: "x", count: 60)
    try store.write { db in
      try db.addWord(MoodWord(valence: .neutral, english: "Sleepy"))
      try db.execute("PRAGMA ignore_check_constraints = ON")
      try db.execute("UPDATE custom_words SET valence = '\(stored)'")
    }
    let problem = RowProblem.column(
      "valence", holds: .storedText(String(stored.prefix(40))),
      expected: .oneOf(Valence.allCases.map(\.rawValue)))
    #expect(throws: StoreError.damagedRow(.customWord(id: "sleepy"), problem: problem)) {
      try store.read { db in try db.vocabulary() }
    }
  }

  @Test func deletingADayRemovesOnlyThatDay() throws {
    try store.write { db in
      try db.save(try MoodEntry.sample("2026-11-28", score: 5))
      try db.save(try MoodEntry.sample("2026-11-29", score: 6))
    }
    try store.write { db in try db.deleteEntry(on: Day.at("2026-11-28")) }
    #expect(try store.read { db in try db.entries() }.map(\.day) == [Day.at("2026-11-29")])
    #expect(throws: StoreError.entryNotFound(Day.at("2026-11-28"))) {
      try store.write { db in try db.deleteEntry(on: Day.at("2026-11-28")) }
    }
  }

  @Test func aWriteThatThrowsRollsBackEverythingItDid() throws {
    struct Abort: Error {}
    #expect(throws: Abort.self) {
      try store.write { db in
        try db.save(try MoodEntry.sample("2026-11-29", score: 5))
        try db.addHabit(name: "Run", icon: nil, color: nil, createdDay: Day.at("2026-11-29"))
        throw Abort()
      }
    }
    #expect(try store.read { db in try db.entryCount() } == 0)
    #expect(try store.read { db in try db.habits(includeArchived: true) }.isEmpty)
  }
}
