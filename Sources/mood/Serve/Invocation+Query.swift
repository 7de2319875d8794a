import Foundation

extension Invocation {
  /// The query parameters that are flags; `?no-reason`, `?no-reason=1` or `=true` set one.
  static let queryFlags: Set<String> = [
    "no-reason", "no-words", "no-tags", "habits", "average", "archived", "redact-reasons",
    "dry-run",
  ]

  /// The query of a web request read as the options of a command, so that the web app parses
  /// and checks them with the commands' own code and messages: `?theme=dark&no-reason` is
  /// `--theme dark --no-reason`.
  init(query: [String: String], arguments: [String] = [], settings: ServeSettings) {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    for (name, value) in query {
      if Self.queryFlags.contains(name) {
        if ["", "1", "true"].contains(value) { flags.insert(name) }
      } else {
        values[name] = value
      }
    }
    // Today is the server's; a zone whose name does not resolve again is the system's anyway.
    if TimeZone(identifier: settings.timeZone.identifier) != nil {
      values["tz"] = settings.timeZone.identifier
    }
    self.init(
      commandPath: ["mood", "serve"], usage: "", positionals: arguments, values: values,
      flags: flags, environment: settings.environment)
  }
}
