import MoodCore

/// The days a request covers, as a person asks for them; `RangeForm` reads it, and
/// `resolved(today:)` turns it into a `DayRange`.
package enum RangeRequest: Sendable, Equatable {
  /// The given number of days ending today (`days 1` is today alone).
  case lastDays(Int)
  /// From the first day through the second, or through today when it is `nil`.
  case between(from: DayArgument, through: DayArgument?)
  /// The whole month that holds the day, also when it has not ended yet.
  case month(containing: Day)
  /// The whole year that holds the day.
  case year(containing: Day)
  /// Every logged day: from the first day with an entry or a completion through today.
  case all

  /// The range of most commands when none is given: the last 30 days.
  package static let standard = RangeRequest.lastDays(30)
  /// The most days a drawing whose cost follows the days may span (a line chart, calendars,
  /// a report): ten years. Reading entries costs what the entries cost, so a list, the
  /// numbers or an export take any range.
  package static let maximumDrawnSpan = tenYearsOfDays
  /// Ten years of days, with their leap days: the most `days` counts for `list`, `stats` and
  /// `export`, and the most a line chart or a report draws.
  package static let tenYearsOfDays = 3660

  /// The days this range covers when today is `today`.
  /// - Parameter firstLogged: the first day with an entry or a completion, `nil` for none;
  ///   asked only for `.all`, which a form without `all` never gives.
  /// - Throws: a `ValidationError` when the first day comes after the last (`from` after
  ///   today).
  package func resolved(today: Day, firstLogged: () throws -> Day? = { nil }) throws -> DayRange {
    switch self {
    case .lastDays(let count):
      return DayRange(last: today, count: count)
    case .between(let from, let through):
      let first = from.day(today: today)
      let last = through?.day(today: today) ?? today
      guard first <= last else {
        throw ValidationError(
          .rangeEndsBeforeStart, ["first": .text("\(first)"), "last": .text("\(last)")])
      }
      return try DayRange(first: first, last: last)
    case .all:
      return try DayRange(first: min(try firstLogged() ?? today, today), last: today)
    case .month(let day):
      return DayRange(monthOf: day)
    case .year(let day):
      return try DayRange(
        first: Day(year: day.year, month: 1, day: 1), last: Day(year: day.year, month: 12, day: 31))
    }
  }

  /// `range`, when a drawing whose cost follows the days can draw it.
  /// - Parameter spelling: how the refusal names the range's values.
  /// - Throws: a `ValidationError` for more than `maximumDrawnSpan` days, saying how to narrow
  ///   the range.
  package static func drawable(_ range: DayRange, spelling: Spelling) throws -> DayRange {
    guard range.count <= maximumDrawnSpan else {
      throw ValidationError(
        .rangeTooLong,
        spelledForms(spelling).merging(
          [
            "first": .text("\(range.first)"), "last": .text("\(range.last)"),
            "days": .text("\(range.count)"), "maximum": .text("\(maximumDrawnSpan)"),
          ]) { $1 })
    }
    return range
  }

  /// The names of a range's values as `spelling` gives them, for the messages that list them:
  /// `daysName` is `--days` or `days`.
  static func spelledForms(_ spelling: Spelling) -> [String: MessageValue] {
    Dictionary(
      uniqueKeysWithValues: ["days", "from", "to", "month", "year", "all"].map {
        ($0 + "Name", MessageValue.text(spelling($0)))
      })
  }
}
