import FoundationEssentials
import MoodApp
import MoodCore

/// Options several commands share, each declared here once.
enum CommonOptions {
  /// `--tz ZONE`: the time zone that decides which day today is.
  static let tz = Option<Zone>(
    "tz", "ZONE", "The time zone that decides today (default: the system's)",
    values: .dynamic(.zones)
  ) { name in
    guard let zone = Zone(identifier: name) else { throw DomainError.unknownTimeZone(name) }
    return zone
  }

  /// `--tz ZONE` of a command that lists times: the zone they are shown in.
  static let shownTimeZone = tz.withHelp(
    "The time zone the times are shown in (default: the system's)")

  /// `--alt`: print the picture's text description instead of drawing it.
  static let alt = Flag("alt", "Print the picture's alt text and write no file")

  /// `--yes`: go ahead without asking.
  static let yes = Flag("yes", short: "y", "Delete without asking")

  /// `--date DAY`: the day a command acts on, when not today.
  static let date = Option<DayArgument>.day(
    "date", "The day: YYYY-MM-DD, today or yesterday (default: today)")
}

extension ParsedWords {
  /// `--tz`, else the saved `tz`, else the system's time zone (which honours `TZ`).
  var timeZone: Zone {
    get throws { try valueOrSaved(CommonOptions.tz) ?? Zone.current }
  }
}
