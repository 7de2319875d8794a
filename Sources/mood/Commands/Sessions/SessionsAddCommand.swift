import MoodApp
import MoodCore

/// `mood sessions add [DAY]`.
struct SessionsAddCommand: ParsableCommand {
  static let name = "add"
  static let abstract = "Record the day of a therapy session"
  static let discussion = """
    A day recorded already stays as it is. `mood report --since-session` covers the days \
    after the last session through today.
    Example: mood sessions add 2026-11-20
    """
  static let day = Argument<DayArgument>.day(
    "YYYY-MM-DD, today or yesterday (default: today)", optional: true)
  static let arguments = [day.info]
  static let options: [any OptionDeclaring] = [CommonOptions.tz]

  let day: DayArgument?
  let zone: Zone

  init(_ words: ParsedWords) throws {
    day = try words.value(Self.day)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let day = try (day ?? .today).recordableDay(today: today)
    let journal = try context.openJournal()
    let isNew = try journal.addSession(on: day, today: today)
    try journal.close()
    try Console.print(context.messages(isNew ? .sessionAdded : .sessionKnown, ["day": day]))
  }
}
