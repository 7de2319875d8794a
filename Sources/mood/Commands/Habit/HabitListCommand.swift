import FoundationEssentials
import MoodApp
import MoodCore

/// `mood habit list`.
struct HabitListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List habits and whether each is done today"
  static let all = Flag("all", "Include archived habits")
  static let date = CommonOptions.date.withHelp("Show the record of this day instead of today")
  static let options: [any OptionDeclaring] = [all, date, CommonOptions.tz]

  let all: Bool
  let date: DayArgument?
  let zone: Zone

  init(_ words: ParsedWords) throws {
    all = words.contains(Self.all)
    date = try words.value(Self.date)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let day = (date ?? .today).day(today: try context.today(in: zone))
    let journal = try context.openJournalForReading()
    let habits = try journal.habits(on: day, includeArchived: all)
    let archived = habits.isEmpty ? try journal.habitCount() : 0
    try journal.close()
    guard !habits.isEmpty else {
      Console.error(
        archived == 0
          ? context.messages(.habitNone)
          : context.messages.count(
            archived, one: .habitNoneActiveOne, other: .habitNoneActiveOther))
      return
    }
    // The colours line up under names of any script, padded by display width.
    let width = habits.map { HabitCommands.label($0.habit).displayWidth }.max() ?? 0
    for item in habits {
      let mark = item.done.map { $0 ? "[x]" : "[-]" } ?? "[ ]"
      let note = item.habit.isArchived ? "  " + context.messages(.habitArchivedNote) : ""
      let label = HabitCommands.label(item.habit).padded(toDisplayWidth: width + 2)
      try Console.print("\(mark) \(label)\(item.habit.color)\(note)")
    }
  }
}
