import CSQLite
import MoodCore

extension LoopHabits {
  /// Reads Loop's SQLite backup from its bytes, opened in memory: the file is never opened
  /// for writing, and nothing of it reaches the disk.
  /// - Throws: `ImportError.unrecognizedFormat` when it has no `Habits` and `Repetitions`
  ///   tables; `.damagedRecord` naming the table, row and field of a value Loop never writes.
  public init(sqliteImage: [UInt8], name: String) throws {
    let database: Database
    do {
      database = try Database(image: sqliteImage)
    } catch {
      throw ImportError.notAStore(path: name, reason: .rule(.notSQLite))
    }
    defer { try? database.close() }
    func rows(_ sql: String) throws -> [Row] {
      do { return try database.query(sql) } catch {
        throw ImportError.damagedRecord(
          path: name, place: .item("the database"), field: "", value: .unreadable,
          expected: .loopBackup)
      }
    }
    let tables = Set(
      try rows("SELECT name FROM sqlite_schema WHERE type = 'table'").compactMap {
        try? $0.text(0)
      })
    guard tables.isSuperset(of: ["Habits", "Repetitions"]) else {
      throw ImportError.unrecognizedFormat(path: name, accepted: LoopHabits.accepted)
    }
    let habitColumns = Set(try rows("PRAGMA table_info(Habits)").compactMap { try? $0.text(1) })
    let type = habitColumns.contains("type") ? "type" : "0"
    let repetitionColumns = Set(
      try rows("PRAGMA table_info(Repetitions)").compactMap { try? $0.text(1) })
    // Backups from before Loop kept a value per day (version 1.7) hold only days done.
    let value = repetitionColumns.contains("value") ? "value" : "2"
    var habits: [Habit] = []
    var index: [Int64: Int] = [:]
    for row in try rows("SELECT id, name, \(type) FROM Habits ORDER BY position, id") {
      let place = RecordPlace.item("Habits, row \(habits.count + 1)")
      guard let id = try? row.int(0), let habitName = try? row.optionalText(1) ?? "" else {
        throw ImportError.damagedRecord(
          path: name, place: place, field: "name", value: .unreadable, expected: .text)
      }
      index[id] = habits.count
      habits.append(Habit(name: habitName, isNumeric: (try? row.int(2)) == 1))
    }
    let repetitions = try rows(
      "SELECT id, habit, timestamp, \(value) FROM Repetitions ORDER BY habit, timestamp")
    for row in repetitions {
      let id = (try? row.int(0)) ?? 0
      let place = RecordPlace.item("Repetitions, id \(id)")
      guard let habit = (try? row.int(1)).flatMap({ index[$0] }) else {
        throw ImportError.damagedRecord(
          path: name, place: place, field: "habit", value: FoundValue(stored: row.values[1]),
          expected: .loopHabitID)
      }
      guard let timestamp = try? row.int(2), timestamp >= 0 else {
        throw ImportError.damagedRecord(
          path: name, place: place, field: "timestamp", value: FoundValue(stored: row.values[2]),
          expected: .loopTimestamp)
      }
      // Milliseconds at midnight UTC: the day is the UTC day, whatever the zone.
      let day = Day(dayNumber: Int(timestamp / 86_400_000))
      guard let raw = try? row.int(3), let mark = Mark(rawValue: Int(raw)) else {
        // A numeric habit's values are amounts (times 1000), never read.
        if habits[habit].isNumeric { continue }
        throw ImportError.damagedRecord(
          path: name, place: place, field: "value", value: FoundValue(stored: row.values[3]),
          expected: .loopMark)
      }
      habits[habit].marks.append((place, day, mark))
    }
    self.init(habits: habits)
  }

  /// The files this reader takes, for a message.
  static let accepted = [
    "Loop Habit Tracker's backup (.db, with Habits and Repetitions)",
    "Loop Habit Tracker's CSV zip (Habits.csv and NNN Name/Checkmarks.csv)",
  ]
}
