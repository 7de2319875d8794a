import CSQLite
import FoundationEssentials
import MoodCore

/// The habits of Loop Habit Tracker (github.com/iSoron/uhabits), with their history, from
/// either of its exports:
/// - its SQLite backup (`Loop Habits Backup … .db`): `Habits` (`type` 1 for a numeric habit,
///   `archived`) and `Repetitions` (`habit`, `timestamp` in milliseconds at midnight UTC,
///   `value`);
/// - its CSV zip (`Loop Habits CSV … .zip`): `Habits.csv` (`Position,Name,Type,…,Archived?`)
///   and a folder per habit, `001 Name/Checkmarks.csv` (`Date,Value,Notes`), as
///   `HabitsCSVExporter` writes them.
///
/// A mark becomes a habit record of its day: done by hand (`YES_MANUAL`, 2) is done, `NO` (0)
/// is not done. Loop's other marks are not a person's record of the day and are left out,
/// counted: done by frequency (`YES_AUTO`, 1: the habit was not due), skipped (`SKIP`, 3) and
/// unknown (`UNKNOWN`, -1). Numeric habits (`Type` `NUMERICAL`, 1) are named and left out:
/// MoodCard's habits are done or not done.
///
/// ```swift
/// let loop = try LoopHabits(sqliteImage: bytes, name: "Loop Habits Backup.db")
/// let days = try CheckInDays(loop.checkIns, file: name, timeZone: zone, today: today)
/// ```
public struct LoopHabits: Sendable, Equatable {
  /// One check-in per habit mark that is kept, habit by habit in Loop's order, by day.
  public let checkIns: [CheckIn]
  /// Each habit with its kept marks; numeric habits and other marks as left out.
  public let mapping: ImportMapping

  /// A habit as Loop keeps it.
  struct Habit {
    let name: String
    let isNumeric: Bool
    var marks: [(place: RecordPlace, day: Day, mark: Mark)] = []
  }

  /// Loop's `Entry` values (uhabits-core `models/Entry.kt`).
  enum Mark: Int {
    case unknown = -1
    case no = 0
    case yesAuto = 1
    case yesManual = 2
    case skip = 3

    /// `YES_MANUAL` as the CSV writes it, or `2` as older exports and the database do.
    init?(text: String) {
      let names = ["UNKNOWN": -1, "NO": 0, "YES_AUTO": 1, "YES_MANUAL": 2, "SKIP": 3]
      let trimmed = text.trimmingWhitespace()
      guard let value = names[trimmed.uppercased()] ?? Int(trimmed) else { return nil }
      self.init(rawValue: value)
    }

    /// What the mark is called in the dry run's list of what is left out.
    var name: String {
      switch self {
      case .unknown: "UNKNOWN"
      case .no: "NO"
      case .yesAuto: "YES_AUTO"
      case .yesManual: "YES_MANUAL"
      case .skip: "SKIP"
      }
    }
  }

  init(habits: [Habit]) {
    var checkIns: [CheckIn] = []
    var mapping = ImportMapping()
    for habit in habits {
      guard !habit.isNumeric else {
        mapping.leave(.numericHabit(habit.name))
        continue
      }
      var kept = 0
      for (place, day, mark) in habit.marks.sorted(by: { $0.day < $1.day }) {
        switch mark {
        case .yesManual, .no:
          kept += 1
          checkIns.append(
            CheckIn(
              place: place, day: day, time: nil, score: nil,
              habits: [HabitRecord(name: habit.name, isDone: mark == .yesManual)]))
        case .yesAuto, .skip, .unknown:
          mapping.leave(.habitMark(mark.name), count: 1)
        }
      }
      mapping.note(habit.name, to: habit.name, in: .habits, count: kept)
    }
    self.checkIns = checkIns
    self.mapping = mapping
  }
}
