import MoodCore

/// A year as twelve calendar months: the grid behind "a year in pixels".
public struct CalendarYear: Sendable, Equatable, Codable {
  /// The year shown, January to December.
  public let year: Int
  /// January to December, each laid out as `CalendarMonth` does.
  public let months: [CalendarMonth]

  /// Lays out the year that holds `day`, with weeks starting on `firstWeekday`.
  public init(containing day: Day, entries: [MoodEntry], firstWeekday: Weekday) {
    // Walk month by month from the first of January; `lastOfMonth + 1` is the next month's first.
    var firsts = [day.firstOfYear]
    while firsts.count < 12, let previous = firsts.last {
      firsts.append(previous.lastOfMonth.adding(days: 1))
    }
    year = day.year
    months = firsts.map {
      CalendarMonth(containing: $0, entries: entries, firstWeekday: firstWeekday)
    }
  }
}
