import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore

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
    try Console.print(context.messages(.habitRenamed, ["habit": HabitCommands.label(renamed)]))
  }
}
