import FoundationEssentials
import MoodApp
import MoodCore

extension ParsedWords {
  /// The query parameters that are flags; `?no-reason`, `?no-reason=1` or `=true` set one.
  static let queryFlags: Set<String> = [
    "no-reason", "no-words", "no-tags", "habits", "average", "archived", "redact-reasons",
    "dry-run", "bom",
  ]

  /// The query of a web request read as a command's options, so that the web app parses and
  /// checks them with the commands' own declarations and messages: `?theme=dark&no-reason` is
  /// `--theme dark --no-reason`.
  /// - Parameter arguments: the command's positional arguments, by placeholder name.
  init(query: [String: String], arguments: [String: String] = [:], settings: ServeSettings) {
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
    if Zone(identifier: settings.timeZone.identifier) != nil {
      values["tz"] = settings.timeZone.identifier
    }
    self.init(arguments: arguments, values: values, flags: flags)
  }
}

extension HTTPRequest {
  /// The query read as the options of a command (`ParsedWords(query:arguments:settings:)`).
  func options(_ settings: ServeSettings, arguments: [String: String] = [:]) -> ParsedWords {
    ParsedWords(query: query, arguments: arguments, settings: settings)
  }

  /// The query of a request for a range read as a command's options, where `?all` (the web
  /// app's "All") is every day from the first logged day through today, as `--all` is: `--from`
  /// that day, or today alone in an empty store. The command then checks the range as it checks
  /// any other, with its bounds and messages.
  /// - Throws: `WebError.badRequest` when `all` comes with another range.
  func rangeOptions(_ context: ServeContext, arguments: [String: String] = [:]) throws
    -> ParsedWords
  {
    var query = query
    if let all = query.removeValue(forKey: "all"), ["", "1", "true"].contains(all) {
      let others = ["days", "from", "to", "month", "year"].filter { query[$0] != nil }
      guard others.isEmpty else {
        throw WebError.badRequest(.webAllAlone, ["given": .allOf(others)])
      }
      let today = context.settings.today()
      query["from"] = "\(try context.read { try $0.firstLoggedDay() } ?? today)"
    }
    return ParsedWords(query: query, arguments: arguments, settings: context.settings)
  }
}
