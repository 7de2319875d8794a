import MoodApp
import MoodCore

/// `mood sessions delete DAY`: forgets a session's day. It holds nothing else, so nothing is
/// asked first.
struct SessionsDeleteCommand: ParsableCommand {
  static let name = "delete"
  static let abstract = "Delete a recorded session"
  static let day = Argument<DayArgument>.day("YYYY-MM-DD, today or yesterday")
  static let arguments = [day.info]
  static let options: [any OptionDeclaring] = [CommonOptions.tz]

  let day: DayArgument
  let zone: Zone

  init(_ words: ParsedWords) throws {
    day = try words.required(Self.day)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let day = day.day(today: try context.today(in: zone))
    let journal = try context.openJournal(ifMissing: .useEmpty)
    try journal.deleteSession(on: day)
    try journal.close()
    try Console.print(context.messages(.sessionDeleted, ["day": day]))
  }
}
