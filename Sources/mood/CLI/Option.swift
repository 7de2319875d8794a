/// An option in a command's table: a flag (`--json`) or an option with a value (`--date DAY`).
struct Option: Sendable {
  /// The long name without dashes: `date` for `--date`.
  let name: String
  /// A one-letter short name: `o` for `-o`.
  let short: Character?
  /// The placeholder of the value in help text (`DAY`), or `nil` for a flag.
  let valueName: String?
  /// One line of help.
  let help: String

  /// A flag, present or absent.
  static func flag(_ name: String, short: Character? = nil, _ help: String) -> Option {
    Option(name: name, short: short, valueName: nil, help: help)
  }

  /// An option that takes a value.
  static func value(_ name: String, short: Character? = nil, _ valueName: String, _ help: String)
    -> Option
  {
    Option(name: name, short: short, valueName: valueName, help: help)
  }

  /// `-o, --output FILE` as shown in help.
  var synopsis: String {
    let long = "--\(name)" + (valueName.map { " \($0)" } ?? "")
    return short.map { "-\($0), \(long)" } ?? long
  }
}

/// A positional argument in a command's table.
struct Argument: Sendable {
  /// The placeholder shown in usage (`SCORE`).
  let name: String
  /// One line of help.
  let help: String
  /// Whether the argument may be left out.
  let isOptional: Bool

  static func required(_ name: String, _ help: String) -> Argument {
    Argument(name: name, help: help, isOptional: false)
  }

  static func optional(_ name: String, _ help: String) -> Argument {
    Argument(name: name, help: help, isOptional: true)
  }
}
