import MoodCore

/// The days a command covers, as a person asks for them on the command line; `RangeGroup`
/// parses it, and `resolved(today:)` turns it into a `DayRange`.
enum RangeRequest: Sendable, Equatable {
  /// The given number of days ending today (`--days 1` is today alone).
  case lastDays(Int)
  /// From the first day through the second, or through today when it is `nil`.
  case between(from: DayArgument, through: DayArgument?)
  /// The whole month that holds the day, also when it has not ended yet.
  case month(containing: Day)
  /// The whole year that holds the day.
  case year(containing: Day)

  /// The range of most commands when none is given: the last 30 days.
  static let standard = RangeRequest.lastDays(30)
  /// The most days a `--from`/`--to` range may span: ten years, as `list --days` allows. A
  /// picture's cost follows its days, so a range of centuries would run for many seconds.
  static let maximumSpan = 3660

  /// The days this range covers when today is `today`.
  /// - Throws: a `ValidationError` when the first day comes after the last (`--from` after
  ///   today), or the range spans more than `maximumSpan` days.
  func resolved(today: Day) throws -> DayRange {
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
      let range = try DayRange(first: first, last: last)
      guard range.count <= RangeRequest.maximumSpan else {
        throw ValidationError(
          .rangeTooLong,
          [
            "first": .text("\(first)"), "last": .text("\(last)"),
            "days": .text("\(range.count)"), "maximum": .text("\(RangeRequest.maximumSpan)"),
          ])
      }
      return range
    case .month(let day):
      return DayRange(monthOf: day)
    case .year(let day):
      return try DayRange(
        first: Day(year: day.year, month: 1, day: 1), last: Day(year: day.year, month: 12, day: 31))
    }
  }
}
