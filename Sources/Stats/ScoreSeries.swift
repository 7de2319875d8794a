import MoodCore

/// The scores of a range of days, one point per day, with their summary numbers.
///
/// A day without an entry is a gap: its point has no score, and it is never counted as a zero
/// or filled in from its neighbours.
///
/// The moving average, when asked for, is the mean of the scores logged in the trailing window
/// of `movingAverageDays` calendar days that ends on a day (the day itself and the six before
/// it), taken only when at least `movingAverageMinimumDays` of them are logged. Days without an
/// entry in the window are left out of that mean rather than counted as zero, so the average
/// goes on across a missed day and breaks only where too few days are logged; an average that
/// would stand alone, with no average on the day before or after it, is left out, since one
/// day is not a trend. Entries before the range (when given) fill the window of its first days.
///
/// ```swift
/// let series = ScoreSeries(entries: entries, range: week, today: today, movingAverage: true)
/// series.points.map(\.score)  // [6, 7, nil, 4, 5, 8, nil]
/// ```
@dynamicMemberLookup
public struct ScoreSeries: Sendable, Equatable, Codable {
  /// One day of the series.
  public struct Point: Sendable, Equatable, Codable {
    /// The day of the point, one for every day of the range.
    public let day: Day
    /// The day's score, or `nil` when the day has no entry.
    public let score: Int?
    /// The moving average on this day, or `nil` when it was not asked for, too few days of its
    /// window are logged, or it would stand alone.
    public let movingAverage: Double?

    /// A point as `ScoreSeries` makes them, one for every day of its range.
    public init(day: Day, score: Int?, movingAverage: Double? = nil) {
      self.day = day
      self.score = score
      self.movingAverage = movingAverage
    }
  }

  /// The length of the moving-average window, in calendar days.
  public static let movingAverageDays = 7

  /// The fewest logged days of a window that have a moving average: more than half of it.
  public static let movingAverageMinimumDays = 4

  /// Ranges of this many days or more show the moving average even when it was not asked
  /// for: day by day, they are too dense to read a trend from, and their charts draw the days
  /// as faint dots under it.
  public static let averagedRangeDays = 60

  /// Whether a score line over `days` days shows the moving average: when `asked`, and always
  /// from `averagedRangeDays`. The chart command, the report and the web app all ask this.
  public static func showsMovingAverage(days: Int, asked: Bool) -> Bool {
    asked || days >= averagedRangeDays
  }

  /// The days the series covers.
  public let range: DayRange
  /// One point per day of the range, in day order.
  public let points: [Point]
  /// The range's summary numbers, read as the series' own: `series.mean`.
  public let numbers: Numbers

  /// A summary number of the series (`series.daysLogged`, `series.mean`), from `numbers`.
  public subscript<Value>(dynamicMember number: KeyPath<Numbers, Value>) -> Value {
    numbers[keyPath: number]
  }

  /// Builds the series of `range` from `entries`.
  /// - Parameters:
  ///   - entries: Entries on any days; those outside `range` only fill the moving-average window.
  ///   - range: The days to cover.
  ///   - today: The person's today; days after it do not count against coverage.
  ///   - movingAverage: Whether to compute the moving average.
  public init(entries: [MoodEntry], range: DayRange, today: Day, movingAverage: Bool = false) {
    let byDay = entries.byDay()
    self.range = range
    let scores = range.map { byDay[$0]?.score.value }
    let averages = movingAverage ? ScoreSeries.movingAverages(of: range, byDay: byDay) : []
    points = zip(range, scores).enumerated().map { index, dayScore in
      Point(
        day: dayScore.0, score: dayScore.1,
        movingAverage: averages.isEmpty ? nil : averages[index])
    }
    numbers = Numbers(entries: entries, range: range, today: today)
  }

  /// The summary numbers of a range's scores, worked out from its entries alone, never day by
  /// day, so that the numbers of a range of centuries cost what its entries cost (`stats`).
  public struct Numbers: Sendable, Equatable, Codable {
    /// The number of days in the range that have an entry.
    public let daysLogged: Int
    /// The number of days in the range that are not after today.
    public let elapsedDays: Int
    /// The share (0...1) of the elapsed days that have an entry; `nil` when the whole range
    /// lies after today.
    public let coverage: Double?
    /// The mean score, or `nil` when no day is logged.
    public let mean: Double?
    /// The median score (the mean of the middle two for an even count), or `nil` when no day
    /// is logged.
    public let median: Double?
    /// The lowest score, or `nil` when no day is logged.
    public let minimum: Int?
    /// The highest score, or `nil` when no day is logged.
    public let maximum: Int?

    /// The numbers of `range` from `entries` on any days; those outside it are left out.
    public init(entries: [MoodEntry], range: DayRange, today: Day) {
      let daily = entries.daily(in: range)
      let scores = daily.map(\.score.value).sorted()
      daysLogged = scores.count
      elapsedDays = range.first > today ? 0 : range.first.days(to: min(range.last, today)) + 1
      let loggedElapsed = daily.filter { $0.day <= today }.count
      coverage = elapsedDays == 0 ? nil : Double(loggedElapsed) / Double(elapsedDays)
      mean = ScoreSeries.mean(of: scores)
      median = ScoreSeries.median(ofSorted: scores)
      minimum = scores.first
      maximum = scores.last
    }
  }

  /// The moving average of every day of `range` (see the type's comment), lone ones left out.
  static func movingAverages(of range: DayRange, byDay: [Day: MoodEntry]) -> [Double?] {
    let windows = range.map { day in
      (0..<movingAverageDays).compactMap { byDay[day.adding(days: -$0)]?.score.value }
    }
    let means = windows.map { $0.count >= movingAverageMinimumDays ? mean(of: $0) : nil }
    return means.indices.map { index in
      let before = index > 0 ? means[index - 1] : nil
      let after = index + 1 < means.count ? means[index + 1] : nil
      return before == nil && after == nil ? nil : means[index]
    }
  }

  static func mean(of values: [Int]) -> Double? {
    values.isEmpty ? nil : Double(values.reduce(0, +)) / Double(values.count)
  }

  static func median(ofSorted values: [Int]) -> Double? {
    guard !values.isEmpty else { return nil }
    let middle = values.count / 2
    return values.count % 2 == 1
      ? Double(values[middle]) : Double(values[middle - 1] + values[middle]) / 2
  }
}
