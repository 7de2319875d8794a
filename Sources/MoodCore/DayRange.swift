/// The days from `first` through `last`, both included.
///
/// ```swift
/// let week = DayRange(last: today, count: 7)
/// for day in week { ... }
/// ```
public struct DayRange: Sendable, Hashable, Codable, Sequence {
  /// The first day, included; never after `last`.
  public let first: Day
  /// The last day of the range; never before `first`.
  public let last: Day

  /// The days from `first` through `last`.
  /// - Throws: `DomainError.invalidRange` when `last` is before `first`.
  public init(first: Day, last: Day) throws {
    guard first <= last else { throw DomainError.invalidRange(first: first, last: last) }
    self.first = first
    self.last = last
  }

  /// The `count` days that end with `last` (`count` of at least 1).
  public init(last: Day, count: Int) {
    self.first = last.adding(days: -(Swift.max(count, 1) - 1))
    self.last = last
  }

  /// The whole month that holds `day`.
  public init(monthOf day: Day) {
    self.first = day.firstOfMonth
    self.last = day.lastOfMonth
  }

  /// The number of days in the range.
  public var count: Int { first.days(to: last) + 1 }

  /// Whether `day` lies in the range.
  public func contains(_ day: Day) -> Bool { first <= day && day <= last }

  public func makeIterator() -> AnyIterator<Day> {
    var next = first.dayNumber
    let end = last.dayNumber
    return AnyIterator {
      guard next <= end else { return nil }
      defer { next += 1 }
      return Day(dayNumber: next)
    }
  }
}

extension DayRange: CustomStringConvertible {
  /// `2026-11-01...2026-11-30`.
  public var description: String { "\(first)...\(last)" }
}
