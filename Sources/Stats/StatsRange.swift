import MoodCore

/// The days a statistic or chart covers, as a person asks for them on the command line.
///
/// Exactly one form may be given; `resolved(today:)` turns it into a `DayRange`:
/// - `--days N`: the `N` days ending today, `N` in 1...366 (`--days 1` is today alone);
/// - `--from DAY [--to DAY]`: from `DAY` through `--to`, or through today when `--to` is left out;
/// - `--month YYYY-MM`: the whole month, also when it has not ended yet;
/// - `--year YYYY`: the whole year.
///
/// ```swift
/// let range = try StatsRange(days: "7").resolved(today: today)  // the last 7 days
/// let march = try StatsRange(month: "2026-03").resolved(today: today)
/// ```
public enum StatsRange: Sendable, Hashable {
  /// The given number of days ending today.
  case lastDays(Int)
  /// From the first day through the second, or through today when it is `nil`.
  case between(from: Day, through: Day?)
  /// The whole month that holds the day.
  case month(containing: Day)
  /// The whole year that holds the day.
  case year(containing: Day)

  /// The day counts `--days` accepts.
  public static let dayCounts = 1...366
  /// The range used when none is given: the last 30 days.
  public static let standard = StatsRange.lastDays(30)
  /// The most days a `--from`/`--to` range may span: ten years, as `list --days` allows. A
  /// picture's cost follows its days, so a range of centuries would run for many seconds.
  public static let maximumSpan = 3660

  /// Parses the command-line range options; all `nil` gives `fallback`.
  /// - Throws: `StatsError` naming the bad value, or the options that cannot be combined.
  public init(
    days: String? = nil, from: String? = nil, to: String? = nil, month: String? = nil,
    year: String? = nil, fallback: StatsRange = .standard
  ) throws {
    let given = [("--days", days), ("--from", from), ("--month", month), ("--year", year)]
      .filter { $0.1 != nil }.map(\.0)
    if given.count > 1 { throw StatsError.conflictingOptions(given) }
    if let to, from == nil {
      throw given.isEmpty
        ? StatsError.toWithoutFrom(to) : StatsError.conflictingOptions(given + ["--to"])
    }
    if let days {
      guard days.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(days),
        StatsRange.dayCounts.contains(count)
      else { throw StatsError.invalidDayCount(days) }
      self = .lastDays(count)
    } else if let from {
      self = .between(
        from: try StatsRange.day(from, option: "--from"),
        through: try to.map { try StatsRange.day($0, option: "--to") })
    } else if let month {
      self = .month(containing: try StatsRange.day(month + "-01", or: .invalidMonth(month)))
    } else if let year {
      self = .year(containing: try StatsRange.day(year + "-01-01", or: .invalidYear(year)))
    } else {
      self = fallback
    }
  }

  /// The days this range covers when today is `today`.
  /// - Throws: `StatsError.invalidDayCount` for a count outside `dayCounts`, or
  ///   `.reversedRange` when the first day comes after the last (`--from` after today).
  public func resolved(today: Day) throws -> DayRange {
    switch self {
    case .lastDays(let count):
      guard StatsRange.dayCounts.contains(count) else {
        throw StatsError.invalidDayCount(String(count))
      }
      return DayRange(last: today, count: count)
    case .between(let from, let through):
      let last = through ?? today
      guard from <= last else { throw StatsError.reversedRange(from: from, to: last) }
      let range = try DayRange(first: from, last: last)
      guard range.count <= StatsRange.maximumSpan else {
        throw StatsError.spanTooLong(range, maximumDays: StatsRange.maximumSpan)
      }
      return range
    case .month(let day):
      return DayRange(monthOf: day)
    case .year(let day):
      return try DayRange(first: day.firstOfYear, last: day.lastOfYear)
    }
  }

  private static func day(_ text: String, option: String) throws -> Day {
    do {
      return try Day(parsing: text)
    } catch DomainError.invalidDay(_, let reason) {
      throw StatsError.invalidDay(option: option, text: text, reason: reason)
    }
  }

  private static func day(_ text: String, or error: StatsError) throws -> Day {
    guard let day = Day(text) else { throw error }
    return day
  }
}
