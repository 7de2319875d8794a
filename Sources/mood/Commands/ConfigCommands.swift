import MoodApp

/// `mood config`: the preferences a person saves instead of giving them on every call.
enum ConfigCommands {
  static let group = Command(
    group: "config",
    abstract: "Save your language, theme, size, week start, time zone and reminder",
    discussion: """
      Saved in $XDG_CONFIG_HOME/moodcard/config (default: ~/.config/moodcard/config), one \
      key = value per line. An option on the command line wins over a saved value, which wins \
      over the environment (LC_ALL, LC_MESSAGES, LANG, TZ).
      Keys: locale (en, zh-Hans, ...), theme (light, dark), size (portrait, square, story), \
      week-start (monday, sunday), tz (Europe/London, ...), reminder-time (HH:MM).
      Example: mood config set locale zh-Hans
      """,
    subcommands: [
      Command(ConfigSetCommand.self), Command(ConfigGetCommand.self), list,
      Command(ConfigUnsetCommand.self),
    ],
    default: list)

  static let list = Command(ConfigListCommand.self)

  /// `KEY`: a preference's name.
  static let key = Argument<Preferences.Key>(
    "KEY", "The preference", values: .choices(Preferences.Key.allCases.map(\.rawValue))
  ) { name in
    guard let key = Preferences.Key(rawValue: name) else {
      throw Preferences.Failure.unknownKey(name)
    }
    return key
  }
}

/// `mood config set KEY VALUE`.
struct ConfigSetCommand: ParsableCommand {
  static let name = "set"
  static let abstract = "Save a preference"
  static let value = Argument<String>("VALUE", "Its value")
  static let arguments = [ConfigCommands.key.info, value.info]

  let key: Preferences.Key
  let value: String

  init(_ words: ParsedWords) throws {
    key = try words.required(ConfigCommands.key)
    value = try words.required(Self.value).trimmingWhitespace()
  }

  func run(_ context: Context) throws {
    var preferences = context.settings.preferences
    try preferences.set(key, to: value)
    try Console.print("\(key.rawValue) = \(value)")
  }
}

/// A `mood config` subcommand whose one argument is a KEY: `get` and `unset`.
protocol ConfigKeyCommand: ParsableCommand {
  init(key: Preferences.Key)
}

extension ConfigKeyCommand {
  static var arguments: [ArgumentInfo] { [ConfigCommands.key.info] }

  init(_ words: ParsedWords) throws { self.init(key: try words.required(ConfigCommands.key)) }
}

/// `mood config get KEY`.
struct ConfigGetCommand: ConfigKeyCommand {
  static let name = "get"
  static let abstract = "Print a saved preference; exit 1 when it is not set"

  let key: Preferences.Key

  func run(_ context: Context) throws {
    guard let value = context.settings.preferences[key] else {
      throw CommandError.absent(context.messages(.configNotSet, ["key": key.rawValue]))
    }
    try Console.print(value)
  }
}

/// `mood config list`, and `mood config` alone.
struct ConfigListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "Print every saved preference as key = value"

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    let saved = context.settings.preferences.saved
    if saved.isEmpty { Console.error(context.messages(.configEmpty)) }
    for (key, value) in saved { try Console.print("\(key.rawValue) = \(value)") }
  }
}

/// `mood config unset KEY`.
struct ConfigUnsetCommand: ConfigKeyCommand {
  static let name = "unset"
  static let abstract = "Forget a saved preference"

  let key: Preferences.Key

  func run(_ context: Context) throws {
    var preferences = context.settings.preferences
    guard preferences[key] != nil else {
      Console.error(context.messages(.configWasNotSet, ["key": key.rawValue]))
      return
    }
    try preferences.set(key, to: nil)
    try Console.print(context.messages(.configRemoved, ["key": key.rawValue]))
  }
}
