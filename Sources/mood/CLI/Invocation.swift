/// The arguments of one run of a command, parsed against its table.
struct Invocation: Sendable {
  /// The path of command names from `mood` down (`["mood", "habit", "add"]`).
  let commandPath: [String]
  /// The usage lines of the command, shown under usage errors.
  let usage: String
  /// The positional arguments, in order.
  let positionals: [String]
  /// The value of each option given with one, by long name; the last one wins.
  let values: [String: String]
  /// The long names of the flags given.
  let flags: Set<String>
  /// The process environment.
  let environment: [String: String]
  /// The saved preferences and the run's language.
  let settings: RunSettings

  /// The texts of the run's language.
  var messages: Messages { settings.messages }

  /// The value of `--name`, else the saved preference `key`.
  func value(_ name: String, orSaved key: Preferences.Key) -> String? {
    values[name] ?? settings.preferences[key]
  }

  /// The `index`-th positional argument, or `nil` when it was left out.
  func argument(_ index: Int) -> String? {
    positionals.indices.contains(index) ? positionals[index] : nil
  }

  /// The value given with `--name`, or `nil`.
  func value(_ name: String) -> String? { values[name] }

  /// Whether the flag `--name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// A usage error for this command.
  func usageError(_ message: String) -> CommandError {
    .usage(message, usage: usage)
  }
}
