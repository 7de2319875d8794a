import FoundationEssentials
import MoodCore

/// The options of a command that lists what it knows, with times (`mood devices list`,
/// `mood sync status`, `mood sync conflicts`): `--json` for scripts, `--tz` for the zone the
/// times are shown in, declared and read once.
struct ListingGroup {
  /// `--json`; `what` names the JSON printed, in the help.
  static func json(_ what: String) -> Flag { Flag("json", "Print \(what), for scripts") }

  /// The options, after the command's `--json`.
  static func options(_ json: Flag) -> [any OptionDeclaring] {
    [json, CommonOptions.shownTimeZone]
  }

  /// Whether to print JSON instead of lines.
  let json: Bool
  /// The zone the times are shown in.
  let zone: Zone

  init(_ words: ParsedWords, json flag: Flag) throws {
    json = words.contains(flag)
    zone = try words.timeZone
  }

  /// `2026-11-29 20:00`: `instant` in the zone of `--tz`.
  func time(_ instant: Date) -> String { LocalTime.text(instant, in: zone) }
}
