import MoodCore
import MoodStore

extension Journal {
  /// Records `day` as the day of a therapy session; a day recorded already stays as it is.
  /// - Returns: whether the day was new.
  /// - Throws: `DomainError.dayAfterToday`.
  package func addSession(on day: Day, today: Day) throws -> Bool {
    try Self.checkRecordable(day, today: today)
    return try write { db, changes in
      let isNew = try db.addSession(on: day)
      changes.session(day, from: !isNew, to: true)
      return isNew
    }
  }

  /// Forgets the session on `day`.
  /// - Throws: `StoreError.sessionNotFound` when no session is recorded on it.
  package func deleteSession(on day: Day) throws {
    try write { db, changes in
      try db.deleteSession(on: day)
      changes.session(day, from: true, to: false)
    }
  }

  /// The days of every recorded session, oldest first.
  package func sessions() throws -> [Day] { try read { db in try db.sessions() } }
}
