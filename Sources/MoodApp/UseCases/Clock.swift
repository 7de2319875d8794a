import FoundationEssentials
import MoodCore

/// The current instant, which tests and demos fix with `$MOODCARD_NOW`.
package enum Clock {
  /// The current instant of `environment`: `$MOODCARD_NOW` when set, else the clock's.
  /// - Throws: a `ValidationError` naming a `$MOODCARD_NOW` that is no instant.
  package static func now(environment: [String: String]) throws -> Date {
    guard let text = environment["MOODCARD_NOW"] else { return Date() }
    guard let date = Timestamp.parse(text) else {
      throw ValidationError(.invalidNow, ["value": .text(text)])
    }
    return date
  }
}
