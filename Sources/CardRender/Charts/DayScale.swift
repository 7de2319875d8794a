import MoodCore

/// Gives each day of a range an equal band across a span, like a bar chart's categories: the
/// first day's band starts at `x`, the last one's ends at `x + width`.
public struct DayScale: Sendable, Equatable {
  /// The days.
  public let range: DayRange
  /// The left edge of the first band.
  public let x: Double
  /// The width of all bands together.
  public let width: Double

  /// Bands for the days of `range` across `x...x + width`.
  public init(range: DayRange, x: Double, width: Double) {
    self.range = range
    self.x = x
    self.width = width
  }

  /// The width of one day's band.
  public var bandWidth: Double { width / Double(range.count) }

  /// The centre of `day`'s band (extrapolated for days outside the range).
  public func center(of day: Day) -> Double {
    x + (Double(range.first.days(to: day)) + 0.5) * bandWidth
  }
}
