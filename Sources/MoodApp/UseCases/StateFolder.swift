import MoodSystem

/// MoodCard's state folder: what this computer keeps between runs that is neither the journal
/// nor a preference (the last backup's record, the sync configuration of each store), and that
/// must not travel with a copied or restored store.
package enum StateFolder {
  /// `$XDG_STATE_HOME/moodcard` when `XDG_STATE_HOME` is absolute (the XDG rule), else
  /// `$HOME/.local/state/moodcard`.
  package static func path(environment: [String: String]) -> String {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? HomeFolder.path(environment: environment) + "/.local/state"
    return state + "/moodcard"
  }
}
