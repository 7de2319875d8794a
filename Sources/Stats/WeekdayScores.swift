import MoodCore

/// The logged days of a range by weekday: how many fell on each weekday and their mean score.
///
/// ```swift
/// let weekdays = WeekdayScores(entries: entries, range: month)
/// weekdays.rows[0].weekday     // .monday
/// weekdays.rows[0].tally.mean  // 5.25
/// weekdays.week(startingOn: .sunday).first?.weekday  // .sunday
/// ```
public struct WeekdayScores: Sendable, Equatable, Codable {
  /// One weekday's logged days.
  public struct Row: Sendable, Equatable, Codable {
    /// Which weekday the row counts.
    public let weekday: Weekday
    /// Its logged days and their scores.
    public let tally: ScoreTally
  }

  /// Seven rows, Monday first, including weekdays with no logged day.
  public let rows: [Row]

  /// Counts the entries on the days of `range` by weekday.
  public init(entries: [MoodEntry], range: DayRange) {
    var scores: [Weekday: [Int]] = [:]
    for entry in entries.daily(in: range) {
      scores[Weekday(of: entry.day), default: []].append(entry.score.value)
    }
    rows = Weekday.allCases.map { Row(weekday: $0, tally: ScoreTally(scores: scores[$0] ?? [])) }
  }

  /// The number of logged days, all weekdays together.
  public var daysLogged: Int { rows.reduce(0) { $0 + $1.tally.days } }

  /// The rows in calendar order for a week that starts on `first`.
  public func week(startingOn first: Weekday) -> [Row] {
    first.week.map { weekday in rows[weekday.rawValue - 1] }
  }
}
