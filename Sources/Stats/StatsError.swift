import MoodCore

/// A request that `Stats` cannot serve, with a message naming the value and what would be
/// accepted.
public enum StatsError: Error, Equatable, Sendable {
  /// A range longer than a picture of it can show, e.g. a sheet of cards.
  case rangeTooLong(DayRange, maximumDays: Int)
}

extension StatsError: CustomStringConvertible {
  /// The message: the range and what fits.
  public var description: String {
    switch self {
    case .rangeTooLong(let range, let maximumDays):
      return "the range \(range.first) to \(range.last) has \(range.count) days; a sheet shows at "
        + "most \(maximumDays) (a month), so give --month YYYY-MM or a shorter --from/--to"
    }
  }
}
