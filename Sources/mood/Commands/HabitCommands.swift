import Foundation
import MoodCore
import MoodStore

/// `mood habit ...`: habits and their done / not-done days.
enum HabitCommands {
  static let group = Command(
    group: "habit", abstract: "Add, record and manage habits",
    subcommands: [
      Command(HabitAddCommand.self), Command(HabitListCommand.self),
      Command(HabitRecordCommand<Done>.self), Command(HabitRecordCommand<Undo>.self),
      Command(HabitArchiveCommand<Archive>.self), Command(HabitArchiveCommand<Unarchive>.self),
      Command(HabitRenameCommand.self), Command(HabitDeleteCommand.self),
    ])

  /// `NAME`: a habit in the store.
  static let name = Argument<String>("NAME", "The habit's name", values: .dynamic(.habits))

  /// `🏃 Run`, or `Run` without an icon.
  static func label(_ habit: Habit) -> String {
    habit.icon.map { "\($0) \(habit.name)" } ?? habit.name
  }
}

/// `mood habit add`.
struct HabitAddCommand: ParsableCommand {
  static let name = "add"
  static let abstract = "Add a habit"
  static let habitName = Argument<String>("NAME", "The habit's name, unique ignoring case")
  static let icon = Option<String>(
    "icon", "EMOJI", "One emoji shown beside the name", parse: Habit.validatedIcon)
  static let color = Option<HexColor>(
    "color", "HEX", "The colour in charts, #RRGGBB (default: the next of six)",
    parse: HexColor.init(parsing:))
  static let arguments = [habitName.info]
  static let options: [any OptionDeclaring] = [icon, color, CommonOptions.tz]

  let name: String
  let icon: String?
  let color: HexColor?
  let zone: TimeZone

  init(_ words: ParsedWords) throws {
    name = try words.required(Self.habitName)
    color = try words.value(Self.color)
    icon = try words.value(Self.icon)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let store = try context.openStore()
    let habit = try store.write { db in
      try db.addHabit(name: name, icon: icon, color: color, createdDay: today)
    }
    try store.close()
    Console.print("Added the habit \(HabitCommands.label(habit)).")
  }
}

/// `mood habit list`.
struct HabitListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List habits and whether each is done today"
  static let all = Flag("all", "Include archived habits")
  static let date = CommonOptions.date.withHelp("Show the record of this day instead of today")
  static let options: [any OptionDeclaring] = [all, date, CommonOptions.tz]

  let all: Bool
  let date: DayArgument?
  let zone: TimeZone

  init(_ words: ParsedWords) throws {
    all = words.contains(Self.all)
    date = try words.value(Self.date)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let day = (date ?? .today).day(today: try context.today(in: zone))
    let store = try context.openStore(ifMissing: .useEmpty)
    try store.read { db in
      let habits = try db.habits(includeArchived: all)
      guard !habits.isEmpty else {
        Console.error("No habits yet; add one with `mood habit add NAME`.")
        return
      }
      let records = try db.completions(in: DayRange(first: day, last: day))
      for habit in habits {
        let record = records.first { $0.habitID == habit.id }
        let mark = record.map { $0.isDone ? "[x]" : "[-]" } ?? "[ ]"
        let note = habit.isArchived ? "  (archived)" : ""
        Console.print("\(mark) \(HabitCommands.label(habit))  \(habit.color)\(note)")
      }
    }
    try store.close()
  }
}

/// What `habit done` and `habit undo` record.
protocol HabitRecord: Sendable {
  static var name: String { get }
  static var abstract: String { get }
  static var done: Bool { get }
}

enum Done: HabitRecord {
  static let name = "done"
  static let abstract = "Record a habit as done on a day"
  static let done = true
}

enum Undo: HabitRecord {
  static let name = "undo"
  static let abstract = "Record a habit as not done on a day"
  static let done = false
}

/// `mood habit done` and `mood habit undo`.
struct HabitRecordCommand<Record: HabitRecord>: ParsableCommand {
  static var name: String { Record.name }
  static var abstract: String { Record.abstract }
  static var arguments: [ArgumentInfo] { [HabitCommands.name.info] }
  static var options: [any OptionDeclaring] { [CommonOptions.date, CommonOptions.tz] }

  let name: String
  let date: DayArgument?
  let zone: TimeZone

  init(_ words: ParsedWords) throws {
    date = try words.value(CommonOptions.date)
    zone = try words.timeZone
    name = try words.required(HabitCommands.name)
  }

  func run(_ context: Context) throws {
    let day = (date ?? .today).day(today: try context.today(in: zone))
    let store = try context.openStore()
    let habit = try store.write { db in
      let habit = try db.activeHabit(named: name)
      try db.setCompletion(of: habit, on: day, done: Record.done)
      return habit
    }
    try store.close()
    Console.print(
      "\(HabitCommands.label(habit)): \(Record.done ? "done" : "not done") on \(day).")
  }
}

/// Whether `habit archive` or `habit unarchive`.
protocol HabitArchiving: Sendable {
  static var archived: Bool { get }
}

enum Archive: HabitArchiving { static let archived = true }
enum Unarchive: HabitArchiving { static let archived = false }

/// `mood habit archive` and `mood habit unarchive`.
struct HabitArchiveCommand<Action: HabitArchiving>: ParsableCommand {
  static var name: String { Action.archived ? "archive" : "unarchive" }
  static var abstract: String {
    Action.archived
      ? "Hide a habit from today's list, keeping its history" : "Bring back an archived habit"
  }
  static var arguments: [ArgumentInfo] { [HabitCommands.name.info] }

  let name: String

  init(_ words: ParsedWords) throws { name = try words.required(HabitCommands.name) }

  func run(_ context: Context) throws {
    let store = try context.openStore()
    let habit = try store.write { db in
      let habit = try db.habit(named: name)
      try db.setArchived(habit, Action.archived)
      return habit
    }
    try store.close()
    Console.print(
      "\(Action.archived ? "Archived" : "Brought back") the habit \(HabitCommands.label(habit)).")
  }
}

/// `mood habit rename`.
struct HabitRenameCommand: ParsableCommand {
  static let name = "rename"
  static let abstract = "Rename a habit, keeping its history"
  static let old = Argument<String>("OLD", "The habit's name now", values: .dynamic(.habits))
  static let new = Argument<String>("NEW", "Its new name")
  static let arguments = [old.info, new.info]

  let old: String
  let new: String

  init(_ words: ParsedWords) throws {
    old = try words.required(Self.old)
    new = try words.required(Self.new)
  }

  func run(_ context: Context) throws {
    let store = try context.openStore()
    let renamed = try store.write { db in try db.rename(db.habit(named: old), to: new) }
    try store.close()
    Console.print("Renamed the habit to \(HabitCommands.label(renamed)).")
  }
}

/// `mood habit delete`.
struct HabitDeleteCommand: ParsableCommand {
  static let name = "delete"
  static let abstract = "Delete a habit and its whole history"
  static let discussion = "To hide a habit and keep its history, use `mood habit archive` instead."
  static let yes = CommonOptions.yes.withHelp("Delete without asking")
  static let arguments = [HabitCommands.name.info]
  static let options: [any OptionDeclaring] = [yes]

  let name: String
  let yes: Bool

  init(_ words: ParsedWords) throws {
    name = try words.required(HabitCommands.name)
    yes = words.contains(Self.yes)
  }

  func run(_ context: Context) throws {
    let store = try context.openStore(ifMissing: .useEmpty)
    let (habit, days) = try store.read { db in
      let habit = try db.habit(named: name)
      return (habit, try db.completions().filter { $0.habitID == habit.id }.count)
    }
    try context.confirm(
      "delete the habit \(habit.name) and its \(Self.count(days, "recorded day"))", yes: yes)
    let removed = try store.write { db in try db.delete(habit) }
    try store.close()
    Console.print(
      "Deleted the habit \(HabitCommands.label(habit)) and its "
        + "\(Self.count(removed, "recorded day")).")
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
