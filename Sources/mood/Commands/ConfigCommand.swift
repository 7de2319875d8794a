/// `mood config`: the preferences a person saves instead of giving them on every call.
enum ConfigCommand {
  static let group = Command(
    name: "config", abstract: "Save your language, theme, size, week start, time zone and reminder",
    discussion: """
      Saved in $XDG_CONFIG_HOME/moodcard/config (default: ~/.config/moodcard/config), one \
      key = value per line. An option on the command line wins over a saved value, which wins \
      over the environment (LC_ALL, LC_MESSAGES, LANG, TZ).
      Keys: locale (en, zh-Hans, ...), theme (light, dark), size (portrait, square, story), \
      week-start (monday, sunday), tz (Europe/London, ...), reminder-time (HH:MM).
      Example: mood config set locale zh-Hans
      """,
    subcommands: [set, get, list, unset], run: list.run)

  static let set = Command(
    name: "set", abstract: "Save a preference",
    arguments: [.required("KEY", "The preference"), .required("VALUE", "Its value")],
    run: { invocation in
      let key = try ConfigCommand.key(invocation)
      let value = (invocation.argument(1) ?? "").trimmingWhitespace()
      var preferences = invocation.settings.preferences
      try preferences.set(key, to: value)
      try Console.print("\(key.rawValue) = \(value)")
    })

  static let get = Command(
    name: "get", abstract: "Print a saved preference; exit 1 when it is not set",
    arguments: [.required("KEY", "The preference")],
    run: { invocation in
      let key = try ConfigCommand.key(invocation)
      guard let value = invocation.settings.preferences[key] else {
        throw CommandError.absent(invocation.messages(.configNotSet, ["key": key.rawValue]))
      }
      try Console.print(value)
    })

  static let list = Command(
    name: "list", abstract: "Print every saved preference as key = value",
    run: { invocation in
      let saved = invocation.settings.preferences.saved
      if saved.isEmpty { Console.error(invocation.messages(.configEmpty)) }
      for (key, value) in saved { try Console.print("\(key.rawValue) = \(value)") }
    })

  static let unset = Command(
    name: "unset", abstract: "Forget a saved preference",
    arguments: [.required("KEY", "The preference")],
    run: { invocation in
      let key = try ConfigCommand.key(invocation)
      var preferences = invocation.settings.preferences
      guard preferences[key] != nil else {
        Console.error(invocation.messages(.configWasNotSet, ["key": key.rawValue]))
        return
      }
      try preferences.set(key, to: nil)
      try Console.print(invocation.messages(.configRemoved, ["key": key.rawValue]))
    })

  private static func key(_ invocation: Invocation) throws -> Preferences.Key {
    let name = invocation.argument(0) ?? ""
    guard let key = Preferences.Key(rawValue: name) else {
      throw Preferences.Failure.unknownKey(name)
    }
    return key
  }
}
