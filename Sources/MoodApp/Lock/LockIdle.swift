/// How long an unlocked page may sit unused before it locks again: the person's choice of
/// immediately (as soon as it is hidden or left), 1, 5 or 15 minutes.
package enum LockIdle {
  /// The choices, in seconds.
  package static let choices = [0, 60, 300, 900]
  /// The choice of a lock set without one.
  package static let standard = 300
  /// The shortest a server-side unlock lasts without a request, whatever the choice: with
  /// "immediately", the page's own relock (when hidden) ends it sooner.
  package static let shortestSession = 60

  /// The seconds of `text`, `immediately` or a number of minutes of the choices.
  /// - Throws: `FailureMessage` naming the value and the choices.
  package static func seconds(_ text: String) throws -> Int {
    if text == "immediately" { return 0 }
    guard let minutes = Int(text), choices.contains(minutes * 60), minutes > 0 else {
      throw FailureMessage(.invalid, .lockIdleInvalid, ["value": .text(text)])
    }
    return minutes * 60
  }

  /// How long a server-side unlock lasts without a request, for the choice `seconds`.
  package static func sessionSeconds(_ seconds: Int) -> Int { max(seconds, shortestSession) }
}
