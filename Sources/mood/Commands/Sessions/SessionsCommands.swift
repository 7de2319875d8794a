/// `mood sessions ...`: the days of therapy sessions, which `mood report --since-session`
/// starts after.
enum SessionsCommands {
  static let group = Command(
    group: "sessions", abstract: "Record the days of therapy sessions, to report since the last",
    subcommands: [
      Command(SessionsAddCommand.self), Command(SessionsListCommand.self),
      Command(SessionsDeleteCommand.self),
    ])
}
