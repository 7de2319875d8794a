import Foundation
import MoodStore

/// `mood completions`: the shell completion script, generated from the command tree.
struct CompletionsCommand: ParsableCommand {
  static let name = "completions"
  static let abstract = "Print the completion script for bash, zsh or fish"
  static let discussion = """
    The script completes subcommands, options, their values (sizes, themes, locales, chart \
    kinds, formats, days, files) and the names of your habits, read from the store.
    Example: mood completions bash > ~/.local/share/bash-completion/completions/mood
    """
  static let shell = Argument<Shell>(
    "SHELL", "bash, zsh or fish", values: .choices(Shell.allCases.map(\.rawValue))
  ) { name in
    guard let shell = Shell(rawValue: name.lowercased()) else {
      throw ValidationError(
        "unknown shell \"\(name)\"; expected \(Shell.allCases.map(\.rawValue).orList)")
    }
    return shell
  }
  static let arguments = [shell.info]

  let shell: Shell

  init(_ words: ParsedWords) throws { shell = try words.required(Self.shell) }

  func run(_ context: Context) throws {
    Console.out(shell.completionScript(for: MoodCommand.root))
  }
}

/// `mood __complete KIND`: the names a completion script offers that only the store or the
/// system knows, one a line. Hidden: scripts call it, people do not. It never fails loudly
/// and never creates a store.
struct CompleteCommand: ParsableCommand {
  static let name = "__complete"
  static let abstract = "List names for shell completion"
  static let kind = Argument<DynamicValues>(
    "KIND", DynamicValues.allCases.map(\.rawValue).orList
  ) { name in
    guard let kind = DynamicValues(rawValue: name) else {
      throw ValidationError("unknown list \"\(name)\"")
    }
    return kind
  }
  static let arguments = [kind.info]

  let kind: DynamicValues

  init(_ words: ParsedWords) throws { kind = try words.required(Self.kind) }

  func run(_ context: Context) throws {
    let names: [String]
    switch kind {
    case .zones:
      names = TimeZone.knownTimeZoneIdentifiers
    case .habits, .words:
      let store = try context.openStore(ifMissing: .useEmpty)
      names = try store.read { db in
        kind == .habits
          ? try db.habits(includeArchived: false).map(\.name)
          : try db.vocabulary().words.map(\.english)
      }
      try store.close()
    }
    for name in names { Console.print(name) }
  }
}
