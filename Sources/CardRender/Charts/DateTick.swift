import MoodCore

/// A labelled date on a time axis.
struct DateTick: Sendable, Equatable {
  /// The day the tick marks.
  let day: Day
  /// The label: `Thu\n26 Mar`, `27`, `2 Nov`, `Nov`, `Jan 2025`, `周四\n3月26日`, `11月`.
  let label: String
}
