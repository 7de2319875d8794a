import MoodCore

/// A range request that `Stats` cannot resolve, with a message naming the value and what would
/// be accepted.
public enum StatsError: Error, Equatable, Sendable {
  /// A `--days` value that is not a whole number in `StatsRange.dayCounts`.
  case invalidDayCount(String)
  /// A `--from` or `--to` value that is not a day; `option` names the option.
  case invalidDay(option: String, text: String, reason: String)
  /// A `--month` value that is not `YYYY-MM`.
  case invalidMonth(String)
  /// A `--year` value that is not `YYYY`.
  case invalidYear(String)
  /// More than one way of giving the range, e.g. `--days` and `--month` together.
  case conflictingOptions([String])
  /// `--to` without `--from`.
  case toWithoutFrom(String)
  /// A range whose last day comes before its first.
  case reversedRange(from: Day, to: Day)
  /// A range longer than a picture of it can show, e.g. a sheet of cards.
  case rangeTooLong(DayRange, maximumDays: Int)
  /// A `--from`/`--to` range longer than `StatsRange.maximumSpan` days.
  case spanTooLong(DayRange, maximumDays: Int)
}

extension StatsError: CustomStringConvertible {
  /// The forms a range may be given in, for error messages.
  static let acceptedRanges =
    "--days N (1 to 366, ending today), --from DAY [--to DAY], --month YYYY-MM or --year YYYY"

  /// The message: the offending value and the forms a range may be given in.
  public var description: String {
    switch self {
    case .invalidDayCount(let text):
      return "--days \"\(text)\": expected a whole number from \(StatsRange.dayCounts.lowerBound) "
        + "to \(StatsRange.dayCounts.upperBound)"
    case .invalidDay(let option, let text, let reason):
      return "\(option) \"\(text)\": \(reason)"
    case .invalidMonth(let text):
      return "--month \"\(text)\": expected YYYY-MM with a month from 01 to 12, for example 2026-03"
    case .invalidYear(let text):
      return "--year \"\(text)\": expected a four-digit year from 0001 to 9999, for example 2026"
    case .conflictingOptions(let options):
      return "\(options.joined(separator: " and ")) cannot be combined; give one range: "
        + StatsError.acceptedRanges
    case .toWithoutFrom(let text):
      return "--to \"\(text)\" needs --from DAY; give one range: \(StatsError.acceptedRanges)"
    case .reversedRange(let from, let to):
      return "the range \(from) to \(to) ends before it starts; the first day must not be after "
        + "the last"
    case .spanTooLong(let range, let maximumDays):
      return "the range \(range.first) to \(range.last) has \(range.count) days; statistics, "
        + "charts and reports take at most \(maximumDays) days (ten years), so give a later --from "
        + "or an earlier --to"
    case .rangeTooLong(let range, let maximumDays):
      return "the range \(range.first) to \(range.last) has \(range.count) days; a sheet shows at "
        + "most \(maximumDays) (a month), so give --month YYYY-MM or a shorter --from/--to"
    }
  }
}
