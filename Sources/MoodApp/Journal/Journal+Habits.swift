import MoodCore
import MoodStore

/// A habit with its record on one day: `true` done, `false` not done, `nil` nothing recorded.
package struct HabitOnDay: Sendable, Equatable {
  package let habit: Habit
  package let done: Bool?
}

extension Journal {
  // MARK: - Changing habits

  /// Adds a habit at the end of the list, created `today`.
  /// - Parameter color: `nil` for the first default colour no active habit has.
  /// - Throws: `StoreError.habitExists` when an active habit has the name (ignoring case);
  ///   `DomainError` for a bad name or icon.
  package func addHabit(name: String, icon: String?, color: HexColor?, today: Day) throws
    -> Habit
  {
    try write { db, changes in
      let habit = try db.addHabit(name: name, icon: icon, color: color, createdDay: today)
      changes.habit(from: nil, to: habit)
      return habit
    }
  }

  /// Renames a habit, archives it or brings it back (its history kept either way), in one
  /// transaction: what `edit` gives changes, what it leaves out (`nil`) stays.
  /// - Throws: `StoreError.habitNotFound`; `.habitExists` when another active habit has the
  ///   name, or bringing it back would give two active habits one;
  ///   `DomainError.invalidHabitName`.
  package func changeHabit(_ reference: HabitReference, _ edit: HabitEdit) throws -> Habit {
    try write { db, changes in
      let habit = try Self.habit(reference, in: db)
      var changed = habit
      if let archived = edit.archived {
        try db.setArchived(changed, archived)
        changed = try db.habit(id: habit.id)
      }
      if let name = edit.name { changed = try db.rename(changed, to: name) }
      changes.habit(from: habit, to: changed)
      return changed
    }
  }

  /// Deletes a habit with every day recorded for it.
  /// - Returns: the habit as it was, and how many recorded days went with it.
  /// - Throws: `StoreError.habitNotFound`.
  package func deleteHabit(_ reference: HabitReference) throws -> (habit: Habit, days: Int) {
    try write { db, changes in
      let habit = try Self.habit(reference, in: db)
      for record in try db.completions() where record.habitID == habit.id {
        changes.completion(of: habit, on: record.day, from: record.isDone, to: nil)
      }
      let days = try db.delete(habit)
      changes.habit(from: habit, to: nil)
      return (habit, days)
    }
  }

  /// Records a habit as done or not done on `day` (`mood habit done`/`undo`, the check-in's
  /// switch), replacing that day's record.
  /// - Throws: `DomainError.dayAfterToday`; `StoreError.habitNotFound`, saying so when the
  ///   habit is archived: an archived habit is not recorded.
  package func mark(_ reference: HabitReference, on day: Day, done: Bool, today: Day) throws
    -> Habit
  {
    try Self.checkRecordable(day, today: today)
    return try write { db, changes in
      let habit = try Self.habit(reference, in: db)
      guard !habit.isArchived else { throw StoreError.habitNotFound(habit.name, archived: true) }
      let earlier = try db.completions(in: try DayRange(first: day, last: day))
        .first { $0.habitID == habit.id }
      try db.setCompletion(of: habit, on: day, done: done)
      changes.completion(of: habit, on: day, from: earlier?.isDone, to: done)
      return habit
    }
  }

  // MARK: - Reading habits

  /// The habits in list order (archived ones with `includeArchived`), each with its record
  /// on `day`.
  package func habits(on day: Day, includeArchived: Bool) throws -> [HabitOnDay] {
    try read { db in
      let done = Dictionary(
        try db.completions(in: try DayRange(first: day, last: day)).map { ($0.habitID, $0.isDone) }
      ) { $1 }
      return try db.habits(includeArchived: includeArchived).map {
        HabitOnDay(habit: $0, done: done[$0.id])
      }
    }
  }

  /// Every habit's records (done or not done) in `range` (`GET /api/habits/days`: what a
  /// phone keeps of the last weeks for offline use).
  package func habitRecords(in range: RangeRequest, today: Day) throws -> [HabitCompletion] {
    try read { db in
      try db.completions(in: try range.resolved(today: today, firstLogged: db.firstLoggedDay))
    }
  }

  /// A habit with the number of days recorded for it: what deleting it would remove.
  /// - Throws: `StoreError.habitNotFound`.
  package func habitWithDays(_ reference: HabitReference) throws -> (habit: Habit, days: Int) {
    try read { db in
      let habit = try Self.habit(reference, in: db)
      return (habit, try db.completionCount(of: habit))
    }
  }

  /// The number of habits, archived ones included.
  package func habitCount() throws -> Int {
    try read { db in try db.habits(includeArchived: true).count }
  }

  /// The names of the habits (archived ones with `includeArchived`), for completions.
  package func habitNames(includeArchived: Bool) throws -> [String] {
    try read { db in try db.habits(includeArchived: includeArchived).map(\.name) }
  }

  /// The habit `reference` names.
  /// - Throws: `StoreError.habitNotFound`.
  private static func habit(_ reference: HabitReference, in db: Database) throws -> Habit {
    switch reference {
    case .named(let name): return try db.habit(named: name)
    case .id(let id): return try db.habit(id: id)
    }
  }
}
