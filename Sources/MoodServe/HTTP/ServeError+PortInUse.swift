import MoodApp

extension ServeError {
  /// Whether the error is a listener's whose port another socket holds.
  package var meansPortInUse: Bool {
    guard key == .serveCannotListen, case .message(let reason, _)? = values["reason"] else {
      return false
    }
    return reason == .servePortInUse
  }
}
