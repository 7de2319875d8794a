import MoodCore

/// Runs of consecutive marked days within a range: the longest one and the current one. The one
/// streak rule of MoodCard: `mood stats`, its JSON, the report and a habit's streak all count
/// this way, so one question never gets two answers.
///
/// - Only days of the range count: a run that began before the range counts from the range's
///   first day, one going on after it up to its last day. A person reading a range expects its
///   streaks to be made of its days.
/// - The longest streak is the longest run of marked days within the range.
/// - The current streak is the run that ends today, or, while today has not been marked yet, the
///   run that ends yesterday, counted back to the range's first day at most; it is 0 when
///   neither day is marked, or the range ends before yesterday.
/// - Days after today are ignored.
///
/// ```swift
/// let logging = Streak(days: entries.map(\.day), range: range, today: today)
/// ```
public struct Streak: Sendable, Equatable, Codable {
  /// The run reaching today, or yesterday while today is not marked, within the range; 0 when
  /// there is none.
  public let current: Int
  /// The longest run within the range, 0 when no day of the range is marked.
  public let longest: Int

  /// A streak with known lengths, in days; `init(days:range:today:)` finds them.
  public init(current: Int, longest: Int) {
    self.current = current
    self.longest = longest
  }

  /// Finds the streaks among the marked `days` of `range`.
  /// - Parameters:
  ///   - days: The marked days (logged, or a habit done), on any dates, in any order; a day
  ///     given twice counts once, and days outside the range are left out.
  ///   - range: The days whose runs count.
  ///   - today: The person's today.
  public init<Days: Sequence<Day>>(days: Days, range: DayRange, today: Day) {
    // The day numbers sorted once and walked once, run by run: hashing every day of a
    // ten-year run into sets cost `mood stats` more than its queries.
    let first = range.first.dayNumber
    let last = Swift.min(range.last, today).dayNumber
    var numbers: [Int] = []
    for day in days where first <= day.dayNumber && day.dayNumber <= last {
      numbers.append(day.dayNumber)
    }
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
      longest = Swift.max(longest, end - start + 1)
      lastRun = (start, end)
    }
    // The run that ends today, or yesterday while today is not marked.
    let current =
      lastRun.map { $0.end >= today.dayNumber - 1 ? $0.end - $0.start + 1 : 0 } ?? 0
    self.init(current: current, longest: longest)
  }

  /// The logging streak: runs of days that have an entry.
  public init(entries: [MoodEntry], range: DayRange, today: Day) {
    self.init(days: entries.map(\.day), range: range, today: today)
  }
}
