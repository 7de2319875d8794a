import MoodCore

/// A month laid out as a calendar: whole weeks of seven days, each day with its score.
///
/// The grid has as many weeks as the month touches (four to six); days of the neighbouring months
/// that fill the first and last week are padding cells, which never carry a score.
///
/// ```swift
/// let november = CalendarMonth(
///   containing: today, entries: entries,
///   firstWeekday: .firstOfWeek(localeIdentifier: "zh-Hans"))
/// november.weeks[0].map(\.isInMonth)  // [false, false, false, false, false, false, true]
/// ```
public struct CalendarMonth: Sendable, Equatable, Codable {
  /// One square of the grid.
  public struct Cell: Sendable, Equatable, Codable {
    /// The day the square stands for.
    public let day: Day
    /// Whether the day belongs to the month; `false` for padding.
    public let isInMonth: Bool
    /// The day's score, or `nil` when it has no entry, is padding or lies outside the range.
    public let score: Int?
    /// Whether the day lies in the range the calendar was made for; a day of the month outside
    /// it is drawn faint and never counted.
    public let isInRange: Bool

    /// A square as `CalendarMonth` and `CardSheet` make them; a day of the range by default.
    public init(day: Day, isInMonth: Bool, score: Int?, isInRange: Bool = true) {
      self.day = day
      self.isInMonth = isInMonth
      self.score = score
      self.isInRange = isInRange
    }
  }

  /// The year of the month shown.
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The weekday of each column, starting with the first day of the week.
  public let weekdays: [Weekday]
  /// The weeks, first to last, each seven cells in the order of `weekdays`.
  public let weeks: [[Cell]]

  /// Lays out the month that holds `day`.
  /// - Parameters:
  ///   - entries: Entries on any days; those in the month give the scores.
  ///   - firstWeekday: The first column, e.g. `Weekday.firstOfWeek(localeIdentifier:)`.
  ///   - range: The days that count, when only part of the month does (a report of 31 October
  ///     to 29 November draws all of October, but only its last day counts).
  public init(
    containing day: Day, entries: [MoodEntry], firstWeekday: Weekday, range: DayRange? = nil
  ) {
    let first = day.firstOfMonth
    let last = day.lastOfMonth
    let scores = entries.byDay().mapValues(\.score.value)
    let leading = (first.isoWeekday - firstWeekday.rawValue + 7) % 7
    let cellCount = (leading + first.days(to: last) + 1 + 6) / 7 * 7
    let start = first.adding(days: -leading)
    let cells = (0..<cellCount).map { offset in
      let cellDay = start.adding(days: offset)
      let isInMonth = cellDay.month == day.month && cellDay.year == day.year
      let isInRange = range.map { $0.contains(cellDay) } ?? true
      return Cell(
        day: cellDay, isInMonth: isInMonth, score: isInMonth && isInRange ? scores[cellDay] : nil,
        isInRange: isInRange)
    }
    year = day.year
    month = day.month
    weekdays = firstWeekday.week
    weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }
}
