import FoundationEssentials
import MoodApp
import MoodCore

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
    let journal = try context.openJournal()
    let renamed = try journal.changeHabit(.named(old), HabitEdit(name: new))
    try journal.close()
    try Console.print(context.messages(.habitRenamed, ["habit": HabitCommands.label(renamed)]))
  }
}
