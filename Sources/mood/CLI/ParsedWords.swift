import MoodApp
import Stats

/// The words of one command line sorted against a command's table: the text of each argument
/// and option by name. Commands read typed values from it through their declarations, never
/// by name.
struct ParsedWords: Sendable {
  /// The text of each positional argument given, by its placeholder name.
  let arguments: [String: String]
  /// The text of each option given with a value, by long name; the last one wins.
  let values: [String: String]
  /// Every value of each option given with one, in order: for the options that may be given
  /// more than once (`--recipient`).
  var repeated: [String: [String]] = [:]
  /// The long names of the flags given.
  let flags: Set<String>
  /// The run's preferences, which stand in for options left out (`--tz`, `--theme`, `--size`),
  /// and its language (`--locale`, read ahead of parsing).
  var settings: RunSettings? = nil

  /// The language and first weekday: the run's (`--locale`, read ahead of parsing, with the
  /// saved week start, the preference or the environment); without run settings (in tests),
  /// English and Monday.
  var locale: UserLocale { settings?.locale ?? .standard }

  /// The value of `option`, else the saved preference of its name (`saved(_:)`), else `nil`.
  /// - Throws: what the option's grammar throws for a bad value.
  func valueOrSaved<Value>(_ option: Option<Value>) throws -> Value? {
    try (values[option.info.name] ?? saved(option.info.name)).map(option.parse)
  }

  /// The value of `option`, or `nil` when it was not given.
  /// - Throws: what the option's grammar throws for a bad value.
  func value<Value>(_ option: Option<Value>) throws -> Value? {
    try values[option.info.name].map(option.parse)
  }

  /// Every value `option` was given, in order.
  func values<Value>(_ option: Option<Value>) throws -> [Value] {
    try (repeated[option.info.name] ?? []).map(option.parse)
  }

  /// The value of `option`, or `default` when it was not given.
  func value<Value>(_ option: Option<Value>, default: Value) throws -> Value {
    try value(option) ?? `default`
  }

  /// Whether `flag` was given.
  func contains(_ flag: Flag) -> Bool { flags.contains(flag.info.name) }

  /// Whether `option` was given, whatever its value.
  func contains<Value>(_ option: Option<Value>) -> Bool { isGiven(option.info) }

  /// Whether the option or flag was given, whatever its value.
  func isGiven(_ option: OptionInfo) -> Bool {
    values[option.name] != nil || flags.contains(option.name)
  }

  /// The value of an optional `argument`, or `nil` when it was left out.
  func value<Value>(_ argument: Argument<Value>) throws -> Value? {
    try arguments[argument.info.name].map(argument.parse)
  }

  /// The value of a required `argument`; the parser has made sure it was given.
  func required<Value>(_ argument: Argument<Value>) throws -> Value {
    try argument.parse(arguments[argument.info.name] ?? "")
  }
}

extension ParsedWords: RequestWords {
  func text(of name: String) -> String? { values[name] }
  func isSet(_ name: String) -> Bool { flags.contains(name) }
  /// `--theme`, `--size`, `--tz` and the other options a preference stands in for.
  func saved(_ name: String) -> String? {
    Preferences.Key(rawValue: name).flatMap { settings?.preferences[$0] }
  }
  var spelling: Spelling { .commandLine }
}
