import FoundationEssentials
import MoodApp
import MoodCore

/// Whether `habit archive` or `habit unarchive`.
protocol HabitArchiving: Sendable {
  static var archived: Bool { get }
}

extension HabitCommands {
  /// `habit archive`.
  enum Archive: HabitArchiving { static let archived = true }
  /// `habit unarchive`.
  enum Unarchive: HabitArchiving { static let archived = false }
}

/// `mood habit archive` and `mood habit unarchive`.
struct HabitArchiveCommand<Action: HabitArchiving>: ParsableCommand {
  static var name: String { Action.archived ? "archive" : "unarchive" }
  static var abstract: String {
    Action.archived
      ? "Hide a habit from today's list, keeping its history" : "Bring back an archived habit"
  }
  static var arguments: [ArgumentInfo] { [HabitCommands.habitName.info] }

  let name: String

  init(_ words: ParsedWords) throws { name = try words.required(HabitCommands.habitName) }

  func run(_ context: Context) throws {
    let journal = try context.openJournal()
    let habit = try journal.changeHabit(.named(name), HabitEdit(archived: Action.archived))
    try journal.close()
    try Console.print(
      context.messages(
        Action.archived ? .habitArchivedNow : .habitBroughtBack,
        ["habit": HabitCommands.label(habit)]))
  }
}
