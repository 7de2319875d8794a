import FoundationEssentials
import MoodApp
import MoodCore

/// `mood habit delete`.
struct HabitDeleteCommand: ParsableCommand {
  static let name = "delete"
  static let abstract = "Delete a habit and its whole history"
  static let discussion = "To hide a habit and keep its history, use `mood habit archive` instead."
  static let arguments = [HabitCommands.habitName.info]
  static let options: [any OptionDeclaring] = [CommonOptions.yes]

  let name: String
  let yes: Bool

  init(_ words: ParsedWords) throws {
    name = try words.required(HabitCommands.habitName)
    yes = words.contains(CommonOptions.yes)
  }

  func run(_ context: Context) throws {
    let journal = try context.openJournal(ifMissing: .useEmpty)
    let (habit, days) = try journal.habitWithDays(.named(name))
    let messages = context.messages
    let recorded = messages.count(days, one: .recordedDaysOne, other: .recordedDaysOther)
    try context.confirm(
      messages(.habitDeleteQuestion, ["habit": habit.name, "days": recorded]),
      action: messages(.habitDeleteAction, ["habit": habit.name, "days": recorded]), yes: yes)
    let removed = try journal.deleteHabit(.id(habit.id)).days
    try journal.close()
    let gone = messages.count(removed, one: .recordedDaysOne, other: .recordedDaysOther)
    try Console.print(
      messages(.habitDeleted, ["habit": HabitCommands.label(habit), "days": gone]))
  }
}
