import FoundationEssentials
import MoodApp
import MoodCore

/// `mood show`: a day's entry.
struct ShowCommand: ParsableCommand {
  static let name = "show"
  static let abstract = "Show the entry of a day"
  static let day = Argument<DayArgument>.day(
    "YYYY-MM-DD, today or yesterday (default: today)", optional: true)
  static let json = Flag("json", "Print the entry as one JSON object, for scripts")
  static let arguments = [day.info]
  static let options: [any OptionDeclaring] = [json, CommonOptions.tz]

  let day: DayArgument?
  let json: Bool
  let zone: Zone

  init(_ words: ParsedWords) throws {
    day = try words.value(Self.day)
    json = words.contains(Self.json)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let day = (day ?? .today).day(today: try context.today(in: zone))
    let journal = try context.openJournalForReading()
    let (entry, vocabulary) = try journal.namedEntry(on: day)
    try journal.close()
    if json { return try Console.print(EntryText.json(entry)) }
    try Console.print(EntryText.block(entry, vocabulary: vocabulary, messages: context.messages))
  }
}
