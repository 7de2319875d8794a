import FoundationEssentials
import MoodApp
import MoodCore

/// `mood habit ...`: habits and their done / not-done days.
enum HabitCommands {
  static let group = Command(
    group: "habit", abstract: "Add, record and manage habits",
    subcommands: [
      Command(HabitAddCommand.self), Command(HabitListCommand.self),
      Command(HabitRecordCommand<Done>.self), Command(HabitRecordCommand<Undo>.self),
      Command(HabitArchiveCommand<Archive>.self),
      Command(HabitArchiveCommand<Unarchive>.self),
      Command(HabitRenameCommand.self), Command(HabitDeleteCommand.self),
    ])

  /// `NAME`: a habit in the store.
  static let habitName = Argument<String>("NAME", "The habit's name", values: .dynamic(.habits))

  /// `🏃 Run`, or `Run` without an icon.
  static func label(_ habit: Habit) -> String {
    TerminalText.visible(habit.icon.map { "\($0) \(habit.name)" } ?? habit.name)
  }
}
