import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore

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
    let store = try context.openStoreForReading()
    try store.read { db in
      let habits = try db.habits(includeArchived: all)
      guard !habits.isEmpty else {
        let archived = try db.habits(includeArchived: true).count
        Console.error(
          archived == 0
            ? context.messages(.habitNone)
            : context.messages.count(
              archived, one: .habitNoneActiveOne, other: .habitNoneActiveOther))
        return
      }
      let records = try db.completions(in: DayRange(first: day, last: day))
      // The colours line up under names of any script, padded by display width.
      let width = habits.map { HabitCommands.label($0).displayWidth }.max() ?? 0
      for habit in habits {
        let record = records.first { $0.habitID == habit.id }
        let mark = record.map { $0.isDone ? "[x]" : "[-]" } ?? "[ ]"
        let note = habit.isArchived ? "  " + context.messages(.habitArchivedNote) : ""
        let label = HabitCommands.label(habit).padded(toDisplayWidth: width + 2)
        try Console.print("\(mark) \(label)\(habit.color)\(note)")
      }
    }
    try store.close()
  }
}
