import MoodApp
import Stats

/// A web request's query read as the values of a MoodApp request: `?theme=dark&no-reason`
/// gives `theme` the value `dark` and sets the flag `no-reason` (as `?no-reason=1` or `=true`
/// do). A refusal names a value as the page sends it: `days "9999": expected ...`.
package struct WebQuery: RequestWords {
  /// The query's parameters by name.
  package var query: [String: String]

  package init(_ request: HTTPRequest) { query = request.query }

  package func text(of name: String) -> String? { query[name] }
  /// A flag in `FlagText`'s grammar.
  package func isSet(_ name: String) throws -> Bool {
    try query[name].map { try FlagText.isSet($0, name: name) } ?? false
  }
  /// A web request has no saved preferences: the page sends what it shows.
  package func saved(_ name: String) -> String? { nil }
  /// `?locale=zh-Hans`, else English and Monday.
  package var locale: UserLocale {
    query["locale"].flatMap(UserLocale.init(identifier:)) ?? .standard
  }
  package var spelling: Spelling { .query }
}
