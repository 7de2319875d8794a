/// Maps a continuous domain onto a span of the canvas, linearly: `domain.start` goes to
/// `start`, `domain.end` to `end` (which may be smaller, as a y axis grows upwards).
///
/// ```swift
/// let y = LinearScale(domain: 1...10, start: 600, end: 100)
/// y.position(1)   // 600
/// y.position(10)  // 100
/// ```
struct LinearScale: Sendable, Equatable {
  /// The values the scale covers.
  let domain: ClosedRange<Double>
  /// Where the lower bound of the domain lands.
  let start: Double
  /// Where the upper bound of the domain lands.
  let end: Double

  /// A scale from `domain` onto `start...end`.
  init(domain: ClosedRange<Double>, start: Double, end: Double) {
    self.domain = domain
    self.start = start
    self.end = end
  }

  /// Where `value` lands; values outside the domain extrapolate.
  func position(_ value: Double) -> Double {
    let span = domain.upperBound - domain.lowerBound
    guard span > 0 else { return (start + end) / 2 }
    return start + (value - domain.lowerBound) / span * (end - start)
  }
}
