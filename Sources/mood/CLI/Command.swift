/// A command of the `mood` tool: its name, a one-line abstract, the table of its arguments and
/// options, and either subcommands or the work it does.
///
/// Parsing, validation messages and `--help` all read the same table, so they cannot drift.
struct Command: Sendable {
  /// The word that selects it (`log`, `habit`, `add`).
  let name: String
  /// One line saying what it does.
  let abstract: String
  /// Longer help shown under the usage, if any.
  var discussion: String = ""
  /// Positional arguments, in order.
  var arguments: [Argument] = []
  /// Options besides the global ones.
  var options: [Option] = []
  /// Subcommands, for a group such as `habit`.
  var subcommands: [Command] = []
  /// The work, given the parsed invocation; `nil` for a group.
  var run: (@Sendable (Invocation) throws -> Void)?

  /// Options every command accepts.
  static let globalOptions: [Option] = [
    .value("store", "PATH", "Use the store at PATH (default: $MOODCARD_STORE or ~/.local/share)"),
    .value("locale", "LANG", "The language: en or zh-Hans, with a region if you like (en-US)"),
    .flag("help", short: "h", "Show help for this command"),
  ]

  /// Every option this command accepts: its own, then the global ones.
  var allOptions: [Option] { options + Command.globalOptions }
}
