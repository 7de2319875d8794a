import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// `mood sync conflicts`: the values that lost a concurrent edit, and restoring one.
struct SyncConflictsCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the values that lost a concurrent edit on another computer"
  static let json = ListingGroup.json("one JSON array")
  static let options = ListingGroup.options(json)

  static let group = Command(
    group: "conflicts", abstract: "List the values that lost a concurrent edit, and restore one",
    discussion: """
      When two computers changed the same field before either saw the other's change, the \
      latest change shows and the other value is kept here. Without a subcommand, lists them.
      """,
    options: options.flatMap(\.optionInfos),
    subcommands: [list, Command(SyncRestoreCommand.self)], default: list)

  static let list = Command(SyncConflictsCommand.self)

  let listing: ListingGroup

  init(_ words: ParsedWords) throws { listing = try ListingGroup(words, json: Self.json) }

  func run(_ context: Context) throws {
    let configuration = try SyncCommands.configuration(context)
    let journal = try context.openJournalForReading()
    let conflicts = try journal.syncConflictList(configuration)
    try journal.close()
    if listing.json { return try Console.print(JSONValue.array(conflicts.map(Self.json)).text) }
    let messages = context.messages
    guard !conflicts.isEmpty else { return try Console.print(messages(.syncNoConflicts)) }
    for conflict in conflicts {
      try Console.print(
        messages(
          .syncConflictLine,
          values: [
            "item": .text(TerminalText.visible(conflict.itemText)),
            "field": .text(conflict.field.rawValue),
            "value": .text(Self.text(conflict.value, conflict.field, messages)),
            "device": .text(conflict.device), "time": .text(listing.time(conflict.at)),
            "winner": .text(Self.text(conflict.winner, conflict.field, messages)),
            "winnerDevice": .text(conflict.winnerDevice),
          ]))
    }
    try Console.print(messages(.syncConflictsRestoreHint))
  }

  /// A value as the list shows it: text quoted, lists joined, a deletion said as one.
  static func text(_ value: JournalValue, _ field: JournalField, _ messages: Messages) -> String {
    switch value {
    case .number(let number): "\(number)"
    case .text(let text): "\"" + TerminalText.visible(text) + "\""
    case .list(let items):
      "[" + items.map { TerminalText.visible($0) }.joined(separator: ", ") + "]"
    case .flag(let flag) where field == .exists:
      messages(flag ? .syncValueKept : .syncValueDeleted)
    case .flag(let flag): messages(flag ? .syncValueYes : .syncValueNo)
    case .cleared: messages(.syncValueCleared)
    }
  }

  /// A conflict as scripts read it.
  static func json(_ conflict: SyncConflict) -> JSONValue {
    func value(_ value: JournalValue) -> JSONValue {
      switch value {
      case .number(let number): .integer(number)
      case .text(let text): .string(text)
      case .list(let items): .array(items.map { .string($0) })
      case .flag(let flag): .bool(flag)
      case .cleared: .null
      }
    }
    return .object([
      "item": .string(conflict.itemText), "field": .string(conflict.field.rawValue),
      "value": value(conflict.value), "device": .string(conflict.device),
      "at": .string(Timestamp.format(conflict.at)), "winner": value(conflict.winner),
      "winnerDevice": .string(conflict.winnerDevice),
      "winnerAt": .string(Timestamp.format(conflict.winnerAt)),
    ])
  }
}
