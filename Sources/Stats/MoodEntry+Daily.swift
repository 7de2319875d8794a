import MoodCore

extension Sequence where Element == MoodEntry {
  /// One entry per day, keyed by day; when a day appears twice the later entry wins, as saving a
  /// day again replaces its entry.
  func byDay() -> [Day: MoodEntry] {
    Dictionary(map { ($0.day, $0) }, uniquingKeysWith: { _, later in later })
  }

  /// The entries whose day lies in `range`, one per day, in day order.
  func daily(in range: DayRange) -> [MoodEntry] {
    byDay().values.filter { range.contains($0.day) }.sorted { $0.day < $1.day }
  }
}
