import FoundationEssentials
import MoodCore

extension Database {
  /// Adds a habit at the end of the list.
  /// - Parameters:
  ///   - color: the habit's colour; when `nil`, the first of `Habit.defaultColors` that no
  ///     active habit has.
  /// - Throws: `StoreError.habitExists` when an active habit has the name (ignoring case);
  ///   `DomainError` for a bad name or icon.
  @discardableResult
  public func addHabit(name: String, icon: String?, color: HexColor?, createdDay: Day) throws
    -> Habit
  {
    let count = Int(try query("SELECT count(*) FROM habits").first?.int(0) ?? 0)
    let used = try query("SELECT color FROM habits WHERE archived = 0").compactMap {
      try? HexColor(parsing: $0.text(0))
    }
    let draft = try Habit(
      id: 0, name: name, icon: icon,
      color: color ?? Habit.defaultColor(notIn: used, count: count),
      createdDay: createdDay, order: 0)
    try ensureNoActiveHabit(named: draft.name)
    try query(
      """
      INSERT INTO habits (uuid, name, name_key, icon, color, created_day, position)
      VALUES (?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM habits))
      """,
      [
        .text(UUID().uuidString.lowercased()), .text(draft.name), .text(Habit.nameKey(draft.name)),
        .text(draft.icon),
        .text(draft.color.description), .text(createdDay.description),
      ])
    return try habit(id: lastInsertedRowID)
  }

  /// The habits in list order; archived ones only when `includeArchived` is set.
  public func habits(includeArchived: Bool = false) throws -> [Habit] {
    try habits(where: includeArchived ? "1" : "archived = 0", [])
  }

  /// The habit called `name` (ignoring case): the active one, else the most recently archived.
  /// - Throws: `StoreError.habitNotFound`.
  public func habit(named name: String) throws -> Habit {
    let found = try habits(where: "name_key = ?", [.text(Habit.nameKey(name.trimmingWhitespace()))])
    guard let habit = found.first(where: { !$0.isArchived }) ?? found.last else {
      throw StoreError.habitNotFound(name, archived: false)
    }
    return habit
  }

  /// The active habit called `name`, for recording a day.
  /// - Throws: `StoreError.habitNotFound`, saying so when the habit is archived.
  public func activeHabit(named name: String) throws -> Habit {
    let habit = try habit(named: name)
    guard !habit.isArchived else { throw StoreError.habitNotFound(name, archived: true) }
    return habit
  }

  /// Records `habit` as done or not done on `day`, replacing that day's record.
  public func setCompletion(of habit: Habit, on day: Day, done: Bool) throws {
    try query(
      """
      INSERT INTO habit_completions (habit_id, day, done) VALUES (?, ?, ?)
      ON CONFLICT (habit_id, day) DO UPDATE SET done = excluded.done
      """, [.integer(habit.id), .text(day.description), .bool(done)])
  }

  /// The completions recorded in `range` (all when `nil`), by day then habit.
  public func completions(in range: DayRange? = nil) throws -> [HabitCompletion] {
    let bounds = range.map { [SQLValue.text($0.first.description), .text($0.last.description)] }
    return try completions(
      """
      SELECT habit_id, day, done FROM habit_completions
      WHERE \(bounds == nil ? "1" : "day BETWEEN ? AND ?") ORDER BY day, habit_id
      """, bounds ?? [])
  }

  /// Each habit's earliest record, done or not: where its days start when it was recorded
  /// before it was added (see `HabitStats`), for a command that reads only a range.
  public func earliestCompletions() throws -> [HabitCompletion] {
    // A seek on the primary key (habit_id, day) for each habit, where grouping the table read
    // all of its rows: ten years of three habits took about 1 ms. CROSS JOIN keeps SQLite from
    // scanning the completions instead.
    try completions(
      """
      SELECT h.id, c.day, c.done FROM habits AS h CROSS JOIN habit_completions AS c
      WHERE c.habit_id = h.id
        AND c.day = (SELECT min(day) FROM habit_completions WHERE habit_id = h.id)
      ORDER BY h.id
      """, [])
  }

  private func completions(_ sql: String, _ values: [SQLValue]) throws -> [HabitCompletion] {
    try query(sql, values).map { row in
      try decodingRow(.habitRecord) {
        HabitCompletion(
          habitID: try row.int(0), day: try Day(parsing: row.text(1)), isDone: try row.int(2) == 1)
      }
    }
  }

  /// The number of days recorded for `habit`, done or not: what deleting it removes.
  public func completionCount(of habit: Habit) throws -> Int {
    Int(
      try query("SELECT count(*) FROM habit_completions WHERE habit_id = ?", [.integer(habit.id)])
        .first?.int(0) ?? 0)
  }

  /// Archives or brings back `habit`; its history is kept either way.
  /// - Throws: `StoreError.habitExists` when bringing it back would give two active habits
  ///   one name.
  public func setArchived(_ habit: Habit, _ archived: Bool) throws {
    if !archived { try ensureNoActiveHabit(named: habit.name, except: habit.id) }
    try query("UPDATE habits SET archived = ? WHERE id = ?", [.bool(archived), .integer(habit.id)])
  }

  /// Renames `habit`.
  /// - Throws: `StoreError.habitExists` when another active habit has the new name;
  ///   `DomainError.invalidHabitName`.
  @discardableResult
  public func rename(_ habit: Habit, to newName: String) throws -> Habit {
    let name = try Habit.validatedName(newName)
    if !habit.isArchived { try ensureNoActiveHabit(named: name, except: habit.id) }
    try query(
      "UPDATE habits SET name = ?, name_key = ? WHERE id = ?",
      [.text(name), .text(Habit.nameKey(name)), .integer(habit.id)])
    return try self.habit(id: habit.id)
  }

  /// Deletes `habit` and every completion it has.
  /// - Returns: how many completions were deleted with it.
  @discardableResult
  public func delete(_ habit: Habit) throws -> Int {
    try query("DELETE FROM habit_completions WHERE habit_id = ?", [.integer(habit.id)])
    let completions = changes
    try query("DELETE FROM habits WHERE id = ?", [.integer(habit.id)])
    return completions
  }

  private func ensureNoActiveHabit(named name: String, except id: Int64? = nil) throws {
    let clash = try query(
      "SELECT name FROM habits WHERE archived = 0 AND name_key = ? AND id IS NOT ?",
      [.text(Habit.nameKey(name)), id.map { .integer($0) } ?? .null])
    if let row = clash.first { throw StoreError.habitExists(try row.text(0)) }
  }

  /// The habit with `id`, archived or not.
  /// - Throws: `StoreError.habitNotFound`.
  public func habit(id: Int64) throws -> Habit {
    guard let habit = try habits(where: "id = ?", [.integer(id)]).first else {
      throw StoreError.habitNotFound("#\(id)", archived: false)
    }
    return habit
  }

  private func habits(where condition: String, _ values: [SQLValue]) throws -> [Habit] {
    try query(
      """
      SELECT id, name, icon, color, archived, created_day, position, uuid FROM habits
      WHERE \(condition) ORDER BY position, id
      """, values
    ).map { row in
      try decodingRow(.habit(name: try? row.text(1), id: "\(row.values[0])")) {
        try Habit(
          id: row.int(0), uuid: row.text(7), name: row.text(1), icon: row.optionalText(2),
          color: HexColor(parsing: row.text(3)), isArchived: row.int(4) == 1,
          createdDay: Day(parsing: row.text(5)), order: Int(row.int(6)), origin: .store)
      }
    }
  }
}
