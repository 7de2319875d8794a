import MoodApp
import MoodCore
import MoodSystem

/// `mood sessions list`.
struct SessionsListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the recorded sessions, oldest first"
  static let json = Flag("json", "Print one JSON array of sessions, for scripts")
  static let options: [any OptionDeclaring] = [json]

  let json: Bool

  init(_ words: ParsedWords) throws {
    json = words.contains(Self.json)
  }

  func run(_ context: Context) throws {
    let journal = try context.openJournalForReading()
    let sessions = try journal.sessions()
    try journal.close()
    if json {
      return try Console.print(
        JSONValue.array(sessions.map { .object(["day": .string($0.description)]) }).text)
    }
    guard !sessions.isEmpty else { return Console.error(context.messages(.sessionsNone)) }
    for day in sessions { try Console.print(EntryText.dayLine(day, context.messages)) }
  }
}
