import MoodCore

/// Calendar months side by side: the grid behind "a year in pixels", twelve of them for a
/// year. A report's year may run across two calendar years (December to December, 13 months);
/// a calendar of a range across months shows those months.
public struct CalendarYear: Sendable, Equatable, Codable {
  /// The year of the first month shown.
  public let year: Int
  /// The months shown, January to December for a calendar year, each laid out as
  /// `CalendarMonth` does.
  public let months: [CalendarMonth]

  /// Whether the months are the twelve of one calendar year.
  public var isCalendarYear: Bool {
    months.count == 12 && months.first?.month == 1 && months.allSatisfy { $0.year == year }
  }

  /// A year of the given months, in order.
  public init(months: [CalendarMonth]) {
    year = months.first?.year ?? 0
    self.months = months
  }

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
