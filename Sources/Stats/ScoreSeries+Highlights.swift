import MoodCore

/// The numbers a reader takes from a score line beyond its summary: where the moving average
/// was lowest and highest and where it ends, the months that are mostly gaps, and the days of
/// the extreme scores.
extension ScoreSeries {
  /// The moving average's lowest and highest days (the first of equal ones) and its last.
  public struct AverageExtremes: Sendable, Equatable {
    /// The day of the lowest average, with its value.
    public let lowest: Point
    /// The day of the highest average, with its value.
    public let highest: Point
    /// The last day with an average, with its value.
    public let last: Point
  }

  /// Neighbouring calendar months of the range in which more days have no entry than have one.
  public struct SparseMonths: Sendable, Equatable {
    /// The months, first first, as (year, month).
    public let months: [YearMonth]
    /// Their elapsed days within the range.
    public let days: Int
    /// How many of those have no entry.
    public let missed: Int
  }

  /// A calendar month.
  public struct YearMonth: Sendable, Hashable {
    /// The year.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
  }

  /// The points not after today: days to come are neither logged nor missed.
  public var elapsedPoints: ArraySlice<Point> { points.prefix(numbers.elapsedDays) }

  /// The moving average's extremes, or `nil` when it was not computed or has no day.
  public var averageExtremes: AverageExtremes? {
    let averaged = points.filter { $0.movingAverage != nil }
    guard let first = averaged.first, let last = averaged.last else { return nil }
    var lowest = first, highest = first
    for point in averaged {
      let value = point.movingAverage ?? 0
      if value < lowest.movingAverage ?? 0 { lowest = point }
      if value > highest.movingAverage ?? 0 { highest = point }
    }
    return AverageExtremes(lowest: lowest, highest: highest, last: last)
  }

  /// The fewest missed days of a run of sparse months worth naming: a week.
  public static let sparseMonthsMinimumMissed = 7

  /// The runs of neighbouring months with more days missed than logged and at least
  /// `sparseMonthsMinimumMissed` missed, most missed first; empty when such a run would be the
  /// whole range, whose days logged the subtitle already gives.
  public var sparseMonths: [SparseMonths] {
    var months: [(month: YearMonth, days: Int, missed: Int)] = []
    for point in elapsedPoints {
      let month = YearMonth(year: point.day.year, month: point.day.month)
      let missed = point.score == nil ? 1 : 0
      if let index = months.indices.last, months[index].month == month {
        months[index].days += 1
        months[index].missed += missed
      } else {
        months.append((month, 1, missed))
      }
    }
    var runs: [SparseMonths] = []
    var run: [(month: YearMonth, days: Int, missed: Int)] = []
    func close() {
      if !run.isEmpty {
        runs.append(
          SparseMonths(
            months: run.map(\.month), days: run.reduce(0) { $0 + $1.days },
            missed: run.reduce(0) { $0 + $1.missed }))
      }
      run = []
    }
    for month in months {
      if 2 * month.missed > month.days { run.append(month) } else { close() }
    }
    close()
    let elapsed = months.reduce(0) { $0 + $1.days }
    return runs.filter { $0.missed >= ScoreSeries.sparseMonthsMinimumMissed && $0.days < elapsed }
      .sorted { $0.missed > $1.missed }
  }

  /// The days of the highest and lowest scores and the days without an entry, today and before.
  public var scoreExtremes: ScoreExtremes {
    ScoreExtremes(elapsedPoints.map { ($0.day, $0.score) })
  }
}
