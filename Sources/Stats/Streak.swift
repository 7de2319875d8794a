import MoodCore

/// Runs of consecutive days: the current run and the longest one.
///
/// - The current streak is the run that ends today, or, while today has not been marked yet, the
///   run that ends yesterday; it is 0 when neither today nor yesterday is marked. It is counted
///   back as far as the marked days go, whatever the range (`init(days:clippedTo:today:)`
///   counts only the range's days).
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
  ///   - days: The marked days (logged, or a habit done), on any dates, in any order; a day
  ///     given twice counts once.
  ///   - range: The days whose runs the longest streak considers.
  ///   - today: The person's today.
  public init<Days: Sequence<Day>>(days: Days, range: DayRange, today: Day) {
    // The day numbers sorted once and walked once, run by run: hashing every day of a
    // ten-year run into sets cost `mood stats` more than its queries.
    var numbers: [Int] = []
    for day in days where day <= today { numbers.append(day.dayNumber) }
    numbers.sort()
    var longest = 0
    var lastRun: (start: Int, end: Int)?
    var index = 0
    while index < numbers.count {
      let start = numbers[index]
      var end = start
      while index < numbers.count, numbers[index] <= end + 1 {
        end = numbers[index]
        index += 1
      }
      if start <= range.last.dayNumber, end >= range.first.dayNumber {
        longest = Swift.max(longest, end - start + 1)
      }
      lastRun = (start, end)
    }
    // The run that ends today, or yesterday while today is not marked.
    let current =
      lastRun.map { $0.end >= today.dayNumber - 1 ? $0.end - $0.start + 1 : 0 } ?? 0
    self.init(current: current, longest: longest)
  }

  /// Finds the streaks among the marked `days` inside `range` only, as a report of the range
  /// counts them: a run that began before the range counts from its first day, and one going on
  /// after it up to its last day.
  /// - The longest streak is the longest run of marked days within the range.
  /// - The current streak is the run reaching the range's last day, counted back to its first
  ///   day at most: the range's last day stands for today, so the run ending the day before
  ///   counts while that day is not marked. It is the current streak only when the range ends
  ///   today (a report shows it only then).
  /// - Days after today are ignored: a range reaching past today is counted up to today.
  public init<Days: Sequence<Day>>(days: Days, clippedTo range: DayRange, today: Day) {
    self.init(
      days: days.lazy.filter { range.contains($0) }, range: range,
      today: Swift.min(today, range.last))
  }

  /// The logging streak: runs of days that have an entry.
  public init(entries: [MoodEntry], range: DayRange, today: Day) {
    self.init(days: Set(entries.map(\.day)), range: range, today: today)
  }
}
