import FoundationEssentials
import MoodApp
import MoodCore

/// `mood __complete KIND`: the names a completion script offers that only the store or the
/// system knows, one a line. Hidden: scripts call it, people do not. It never fails loudly
/// and never creates a store.
struct CompleteCommand: ParsableCommand {
  static let name = "__complete"
  static let abstract = "List names for shell completion"
  static let kind = Argument<DynamicValues>.choice("KIND", noun: .nounList)
  static let arguments = [kind.info]

  let kind: DynamicValues

  init(_ words: ParsedWords) throws { kind = try words.required(Self.kind) }

  func run(_ context: Context) throws {
    let names: [String]
    switch kind {
    case .zones:
      names = Zone.knownIdentifiers
    case .habits, .words:
      let journal = try context.openJournalForReading()
      names =
        kind == .habits
        ? try journal.habitNames(includeArchived: false)
        : try journal.vocabulary().words.map(\.english)
      try journal.close()
    }
    for name in names { try Console.print(name) }
  }
}
