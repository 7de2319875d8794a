import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore

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
    let store = try context.openStore(ifMissing: .useEmpty)
    let (habit, days) = try store.read { db in
      let habit = try db.habit(named: name)
      return (habit, try db.completionCount(of: habit))
    }
    let messages = context.messages
    let recorded = messages.count(days, one: .recordedDaysOne, other: .recordedDaysOther)
    try context.confirm(
      messages(.habitDeleteQuestion, ["habit": habit.name, "days": recorded]),
      action: messages(.habitDeleteAction, ["habit": habit.name, "days": recorded]), yes: yes)
    let removed = try store.write { db in try db.delete(habit) }
    try store.close()
    let gone = messages.count(removed, one: .recordedDaysOne, other: .recordedDaysOther)
    try Console.print(
      messages(.habitDeleted, ["habit": HabitCommands.label(habit), "days": gone]))
  }
}
