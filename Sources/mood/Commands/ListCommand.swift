import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore

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
    let store = try context.openStoreForReading()
    try store.read { db in
      let range = try (range ?? .standard).resolved(today: today, firstLogged: db.firstLoggedDay)
      let entries = try db.entries(in: range)
      if json {
        try Console.print(try EntryText.json(entries))
      } else if entries.isEmpty {
        Console.error(context.messages(.listEmpty, ["from": range.first, "to": range.last]))
      } else {
        let vocabulary = try db.vocabulary()
        for entry in entries {
          try Console.print(
            EntryText.line(entry, vocabulary: vocabulary, messages: context.messages))
        }
      }
    }
    try store.close()
  }
}
