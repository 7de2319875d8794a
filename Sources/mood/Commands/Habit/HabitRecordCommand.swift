import FoundationEssentials
import MoodApp
import MoodCore

/// What `habit done` and `habit undo` record.
protocol HabitRecord: Sendable {
  static var name: String { get }
  static var abstract: String { get }
  static var done: Bool { get }
}

extension HabitCommands {
  /// `habit done`.
  enum Done: HabitRecord {
    static let name = "done"
    static let abstract = "Record a habit as done on a day"
    static let done = true
  }

  /// `habit undo`.
  enum Undo: HabitRecord {
    static let name = "undo"
    static let abstract = "Record a habit as not done on a day"
    static let done = false
  }
}

/// `mood habit done` and `mood habit undo`.
struct HabitRecordCommand<Record: HabitRecord>: ParsableCommand {
  static var name: String { Record.name }
  static var abstract: String { Record.abstract }
  static var arguments: [ArgumentInfo] { [HabitCommands.habitName.info] }
  static var options: [any OptionDeclaring] { [CommonOptions.date, CommonOptions.tz] }

  let name: String
  let date: DayArgument?
  let zone: Zone

  init(_ words: ParsedWords) throws {
    date = try words.value(CommonOptions.date)
    zone = try words.timeZone
    name = try words.required(HabitCommands.habitName)
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let day = try (date ?? .today).recordableDay(today: today)
    let journal = try context.openJournal()
    let habit = try journal.mark(.named(name), on: day, done: Record.done, today: today)
    try journal.close()
    try Console.print(
      context.messages(
        Record.done ? .habitDone : .habitNotDone,
        ["habit": HabitCommands.label(habit), "day": day]))
  }
}
