import MoodCore

/// Runs of consecutive days: the current run and the longest one.
///
/// - The current streak is the run that ends today, or, while today has not been marked yet, the
///   run that ends yesterday; it is 0 when neither today nor yesterday is marked. It is counted
///   back as far as the marked days go, whatever the range.
/// - The longest streak is the longest run that overlaps the range, counted whole (days of the
///   run outside the range count too), so a 40-day run seen through `--days 7` counts 40.
/// - Days after today are ignored.
///
/// ```swift
/// let logging = Streak(days: Set(entries.map(\.day)), range: range, today: today)
/// ```
public struct Streak: Sendable, Equatable, Codable {
  /// The run reaching today, or yesterday while today is not marked; 0 when there is none.
  public let current: Int
  /// The longest run overlapping the range, 0 when no day of the range is marked.
  public let longest: Int

  /// A streak with known lengths, in days; `init(days:range:today:)` finds them.
  public init(current: Int, longest: Int) {
    self.current = current
    self.longest = longest
  }

  /// Finds the streaks among the marked `days`.
  /// - Parameters:
  ///   - days: The marked days (logged, or a habit done), on any dates.
  ///   - range: The days whose runs the longest streak considers.
  ///   - today: The person's today.
  public init(days: Set<Day>, range: DayRange, today: Day) {
    let numbers = Set(days.filter { $0 <= today }.map(\.dayNumber))
    let end =
      numbers.contains(today.dayNumber) ? today.dayNumber : today.dayNumber - 1
    var current = 0
    while numbers.contains(end - current) { current += 1 }
    var longest = 0
    for start in numbers where !numbers.contains(start - 1) {
      var length = 1
      while numbers.contains(start + length) { length += 1 }
      let overlaps =
        start <= range.last.dayNumber && start + length - 1 >= range.first.dayNumber
      if overlaps { longest = Swift.max(longest, length) }
    }
    self.init(current: current, longest: longest)
  }

  /// The logging streak: runs of days that have an entry.
  public init(entries: [MoodEntry], range: DayRange, today: Day) {
    self.init(days: Set(entries.map(\.day)), range: range, today: today)
  }
}
