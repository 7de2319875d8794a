import FoundationEssentials
import MoodApp
import MoodCore

/// `mood list`: the entries of a range of days, one a line.
struct ListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the entries of a range of days"
  static let discussion = "Without a range, lists the last 30 days."
  static let json = Flag("json", "Print one JSON array of entries, for scripts")
  static let options: [any OptionDeclaring] = [RangeGroup.entries, json, CommonOptions.tz]

  let range: RangeRequest?
  let json: Bool
  let zone: Zone

  init(_ words: ParsedWords) throws {
    range = try RangeGroup.entries.request(words)
    json = words.contains(Self.json)
    zone = try words.timeZone
  }

  func run(_ context: Context) throws {
    let today = try context.today(in: zone)
    let journal = try context.openJournalForReading()
    let (range, entries, vocabulary) = try journal.list(range ?? .standard, today: today)
    try journal.close()
    if json {
      try Console.print(try EntryText.json(entries))
    } else if entries.isEmpty {
      Console.error(context.messages(.listEmpty, ["from": range.first, "to": range.last]))
    } else {
      for entry in entries {
        try Console.print(
          EntryText.line(entry, vocabulary: vocabulary, messages: context.messages))
      }
    }
  }
}
