import FoundationEssentials
import MoodCore
import MoodStore

/// A day's entry as a save left it, with what the front ends need to show it.
package struct SavedEntry: Sendable {
  /// The entry as stored.
  package let entry: MoodEntry
  /// Whether the day had no entry before.
  package let isNew: Bool
  /// The vocabulary the entry's words are named in.
  package let vocabulary: Vocabulary
}

extension Journal {
  // MARK: - Writing a day

  /// Saves `change` as `day`'s entry (`mood log`, the check-in): creates it, or updates the day's
  /// entry in place. One read of the day serves the precondition and the change. A save the
  /// day's entry already holds (a request sent again after its answer was lost) succeeds with
  /// that entry whatever `precondition` says, and writes nothing.
  /// - Parameters:
  ///   - today: the day it is where the person is; a day after it cannot be recorded.
  ///   - precondition: what the day's entry must be for the save to go ahead.
  /// - Throws: `DomainError.dayAfterToday`; `EntryConflict` when `precondition` does not hold;
  ///   `DomainError.unknownWord` and the entry's own validation errors.
  package func save(
    _ change: EntryChange, on day: Day, today: Day, at now: Date, timeZone: Zone,
    precondition: EntryPrecondition = .none
  ) throws -> SavedEntry {
    try Self.checkRecordable(day, today: today)
    return try write { db, changes in
      let earlier = try db.entry(on: day)
      let vocabulary = try db.vocabulary()
      guard precondition.allows(earlier) else {
        let replayed = try earlier.map {
          try change.entry(over: $0, on: day, vocabulary: vocabulary, at: now, timeZone: timeZone)
        }
        if let earlier, let replayed, EntryVersion.holdTheSame(earlier, replayed) {
          return SavedEntry(entry: earlier, isNew: false, vocabulary: vocabulary)
        }
        throw EntryConflict(day: day, current: earlier)
      }
      let entry = try change.entry(
        over: earlier, on: day, vocabulary: vocabulary, at: now, timeZone: timeZone)
      // The entry as saved, without reading it back: the store keeps the day's first
      // creation time, as `entry` does.
      try db.save(entry, vocabulary: vocabulary)
      changes.entry(day, from: earlier, to: entry)
      return SavedEntry(entry: entry, isNew: earlier == nil, vocabulary: vocabulary)
    }
  }

  /// Deletes `day`'s entry.
  /// - Throws: `StoreError.entryNotFound` when the day has none; `EntryConflict` when
  ///   `precondition` does not hold.
  package func deleteEntry(on day: Day, precondition: EntryPrecondition = .none) throws {
    try write { db, changes in
      let earlier = try db.entry(on: day)
      guard precondition.allows(earlier) else {
        throw EntryConflict(day: day, current: earlier)
      }
      try db.deleteEntry(on: day)
      changes.entry(day, from: earlier, to: nil)
    }
  }

  /// The entry `change` would make of `day`'s in `db`, checked as a save is but not saved:
  /// what the web app's live preview draws.
  static func preview(
    _ change: EntryChange, on day: Day, at now: Date, timeZone: Zone, in db: Database
  ) throws -> MoodEntry {
    try change.entry(
      over: try db.entry(on: day), on: day, vocabulary: try db.vocabulary(), at: now,
      timeZone: timeZone)
  }

  /// The rule of every use case that records something on a day: never one after today.
  /// - Throws: `DomainError.dayAfterToday`.
  package static func checkRecordable(_ day: Day, today: Day) throws {
    guard day <= today else { throw DomainError.dayAfterToday(day, today: today) }
  }

  // MARK: - Reading days

  /// `day`'s entry, `nil` when it has none.
  package func entry(on day: Day) throws -> MoodEntry? {
    try read { db in try db.entry(on: day) }
  }

  /// `day`'s entry with the vocabulary its words are named in.
  /// - Throws: `StoreError.entryNotFound` when the day has none.
  package func namedEntry(on day: Day) throws -> (MoodEntry, Vocabulary) {
    try read { db in
      guard let entry = try db.entry(on: day) else { throw StoreError.entryNotFound(day) }
      return (entry, try db.vocabulary())
    }
  }

  /// The entries of `range`, oldest first, resolved against the first logged day (`?all`).
  package func entries(in range: RangeRequest, today: Day) throws -> [MoodEntry] {
    try read { db in
      try db.entries(in: try range.resolved(today: today, firstLogged: db.firstLoggedDay))
    }
  }

  /// The entries of `range` with the vocabulary that names their words, and the range as
  /// resolved against the first logged day (`mood list`).
  package func list(_ range: RangeRequest, today: Day) throws
    -> (range: DayRange, entries: [MoodEntry], vocabulary: Vocabulary)
  {
    try read { db in
      let resolved = try range.resolved(today: today, firstLogged: db.firstLoggedDay)
      return (resolved, try db.entries(in: resolved), try db.vocabulary())
    }
  }

  /// How far back the entries go: the first logged day, how many days are logged, and the last
  /// session on or before `today`.
  package func span(today: Day) throws -> (first: Day?, logged: Int, lastSession: Day?) {
    try read { db in
      (try db.firstLoggedDay(), try db.entryCount(), try db.lastSession(onOrBefore: today))
    }
  }

  /// The number of entries.
  package func entryCount() throws -> Int { try read { db in try db.entryCount() } }

  /// The tags of the last `Database.recentDays` days, the most used first.
  package func recentTags(today: Day) throws -> [String] {
    try read { db in try db.recentTags(today: today) }
  }

  /// The ids of the mood words of the last `Database.recentDays` days, the most used first.
  package func recentWords(today: Day) throws -> [String] {
    try read { db in try db.recentWords(today: today) }
  }
}
