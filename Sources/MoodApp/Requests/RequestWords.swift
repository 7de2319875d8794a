import Stats

/// How a front end names what a person gives it, so that a refusal names a value the way the
/// person gave it: the command line's `--days`, the web app's `days`.
package enum Spelling: Sendable {
  /// Options: `--days`.
  case commandLine
  /// Query parameters: `days`.
  case query

  /// `name` as the person gives it.
  package func callAsFunction(_ name: String) -> String {
    switch self {
    case .commandLine: return "--" + name
    case .query: return name
    }
  }
}

/// The values a person gave for one request, by name: a command line's options or a web
/// request's query. MoodApp's requests read them through `Parameter`s, so both front ends share
/// each value's grammar and its refusals.
package protocol RequestWords {
  /// The text given for `name`, or `nil`.
  func text(of name: String) -> String?
  /// Whether the flag `name` is set.
  /// - Throws: `ValidationError` for a value a flag does not take (`?archived=maybe`).
  func isSet(_ name: String) throws -> Bool
  /// The saved preference that stands in for `name` when it is left out, or `nil`.
  func saved(_ name: String) -> String?
  /// The person's language and first weekday.
  var locale: UserLocale { get }
  /// How this front end names values in messages.
  var spelling: Spelling { get }
}

extension RequestWords {
  /// The value of `parameter`, or `nil` when it was not given.
  /// - Throws: what the parameter's grammar throws for a bad value, naming it as spelled here.
  package func value<Value>(_ parameter: Parameter<Value>) throws -> Value? {
    try text(of: parameter.name).map { try parameter.parse($0, spelling(parameter.name)) }
  }

  /// The value of `parameter`, or `default` when it was not given.
  package func value<Value>(_ parameter: Parameter<Value>, default: Value) throws -> Value {
    try value(parameter) ?? `default`
  }

  /// The value of `parameter`, else its saved preference, else `nil`.
  package func valueOrSaved<Value>(_ parameter: Parameter<Value>) throws -> Value? {
    try (text(of: parameter.name) ?? saved(parameter.name)).map {
      try parameter.parse($0, spelling(parameter.name))
    }
  }

  /// Whether `name` was given, as a value or a flag.
  package func isGiven(_ name: String) throws -> Bool {
    try text(of: name) != nil || isSet(name)
  }
}
