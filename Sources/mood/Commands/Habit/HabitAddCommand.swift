import FoundationEssentials
import MoodApp
import MoodCore

/// `mood habit add`.
struct HabitAddCommand: ParsableCommand {
  static let name = "add"
  static let abstract = "Add a habit"
  static let habitName = Argument<String>("NAME", "The habit's name, unique ignoring case")
  static let icon = Option<String>(
    "icon", "EMOJI", "One emoji shown beside the name", parse: { try Habit.validatedIcon($0) })
  static let color = Option<HexColor>(
    "color", "HEX", "The colour in charts, #RRGGBB (default: the next of six)",
    parse: HexColor.init(parsing:))
  static let arguments = [habitName.info]
  static let options: [any OptionDeclaring] = [icon, color, CommonOptions.tz]

  let name: String
  let icon: String?
  let color: HexColor?
  let zone: Zone

  init(_ words: ParsedWords) throws {
    name = try words.required(Self.habitName)
    color = try words.value(Self.color)
    icon = try words.value(Self.icon)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let journal = try context.openJournal()
    let habit = try journal.addHabit(name: name, icon: icon, color: color, today: today)
    try journal.close()
    try Console.print(context.messages(.habitAdded, ["habit": HabitCommands.label(habit)]))
  }
}
