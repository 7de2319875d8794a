import FoundationEssentials
import MoodApp
import MoodCore

/// `mood delete`: removes a day's entry, after asking.
struct DeleteCommand: ParsableCommand {
  static let name = "delete"
  static let abstract = "Delete the entry of a day"
  static let day = Argument<DayArgument>.day("YYYY-MM-DD, today or yesterday")
  static let arguments = [day.info]
  static let options: [any OptionDeclaring] = [CommonOptions.yes, CommonOptions.tz]

  let day: DayArgument
  let yes: Bool
  let zone: Zone

  init(_ words: ParsedWords) throws {
    day = try words.required(Self.day)
    yes = words.contains(CommonOptions.yes)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let day = day.day(today: try context.today(in: zone))
    let journal = try context.openJournal(ifMissing: .useEmpty)
    _ = try journal.namedEntry(on: day)
    try context.confirm(
      context.messages(.deleteQuestion, ["day": day]),
      action: context.messages(.deleteAction, ["day": day]), yes: yes)
    try journal.deleteEntry(on: day)
    try journal.close()
    try Console.print(context.messages(.entryDeleted, ["day": day]))
  }
}
