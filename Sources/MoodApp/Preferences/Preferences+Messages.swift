import MoodSystem

extension Preferences.Failure {
  /// The failure as a person reads it, in the language of `messages`.
  package func text(_ messages: Messages) -> String {
    switch self {
    case .damaged(let path, let line, let problem):
      return messages(
        .configDamaged, ["path": path, "line": line, "problem": problem.text(messages)])
    case .unreadable(let path, let reason):
      return messages(.configUnreadable, ["path": path, "reason": reason])
    case .unknownKey(let key):
      return Preferences.Problem.unknownKey(key).text(messages)
    case .invalidValue(let key, let value):
      return Preferences.Problem.invalidValue(key, value).text(messages)
    }
  }
}

extension Preferences.Problem {
  /// What is wrong, in the language of `messages`.
  package func text(_ messages: Messages) -> String {
    switch self {
    case .malformed(.notKeyValue): return messages(.configProblemNotKeyValue)
    case .malformed(.badKey(let key)): return messages(.configProblemBadKey, ["key": key])
    case .malformed(.repeatedKey(let key)):
      return messages(.configProblemRepeatedKey, ["key": key])
    case .malformed(.badEscape): return messages(.configProblemBadEscape)
    case .unknownKey(let key):
      let keys = Preferences.Key.allCases.map(\.rawValue).joined(separator: ", ")
      return messages(.configUnknownKey, ["key": key, "keys": keys])
    case .invalidValue(let key, let value):
      return messages(
        .configInvalidValue,
        ["key": key.rawValue, "value": value, "accepted": key.accepted(messages)])
    }
  }
}

extension Preferences.Key {
  /// The values this key accepts, as a person reads them.
  package func accepted(_ messages: Messages) -> String {
    switch self {
    case .tz: return messages(.configAcceptedTimeZone)
    case .reminderTime: return messages(.configAcceptedTime)
    case .locale, .theme, .size, .weekStart:
      return messages(
        .configAcceptedChoices, ["choices": (choices ?? []).joined(separator: ", ")])
    }
  }
}

extension Preferences.Failure: ClassifiedError {
  /// A bad key or value is refused as a malformed request (64), a damaged file is damaged (65),
  /// an unreadable one not found (66).
  package var failure: Failure {
    switch self {
    case .unknownKey, .invalidValue: return .malformed
    case .damaged: return .damaged
    case .unreadable: return .notFound
    }
  }
}
