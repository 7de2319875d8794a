import MoodCore

/// Gives each day of a range an equal band across a span, like a bar chart's categories: the
/// first day's band starts at `x`, the last one's ends at `x + width`.
struct DayScale: Sendable, Equatable {
  /// The days given a band each, the first at the left.
  let range: DayRange
  /// The left edge of the first band.
  let x: Double
  /// The width of all bands together.
  let width: Double

  /// Bands for the days of `range` across `x...x + width`.
  init(range: DayRange, x: Double, width: Double) {
    self.range = range
    self.x = x
    self.width = width
  }

  /// The width of one day's band.
  var bandWidth: Double { width / Double(range.count) }

  /// The centre of `day`'s band (extrapolated for days outside the range).
  func center(of day: Day) -> Double {
    x + (Double(range.first.days(to: day)) + 0.5) * bandWidth
  }
}
