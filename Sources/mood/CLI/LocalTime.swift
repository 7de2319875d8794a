import FoundationEssentials
import MoodCore

/// An instant as a person reads it on their clock: `2026-11-29 20:00`.
enum LocalTime {
  /// `instant` in `zone`, to the minute.
  static func text(_ instant: Date, in zone: Zone) -> String {
    let text = Timestamp.format(instant, offsetSeconds: zone.secondsFromGMT(for: instant))
    return text.prefix(10) + " " + text.dropFirst(11).prefix(5)
  }
}
