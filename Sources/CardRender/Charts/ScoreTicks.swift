/// The labelled scores on a 1-10 axis: every score when there is room, else fewer, always
/// including 1 and 10 so both ends of the scale are named.
enum ScoreTicks {
  /// The tick sets, densest first.
  static let candidates: [[Int]] = [Array(1...10), [1, 4, 7, 10], [1, 10]]

  /// The densest tick set whose labels, each `labelHeight` tall, are at least `minimumGap` apart
  /// when 1...10 spans `length`; the sparsest set when none is.
  static func ticks(length: Double, labelHeight: Double, minimumGap: Double) -> [Int] {
    for ticks in candidates {
      let spacing = length / 9 * Double(ticks[1] - ticks[0])
      if spacing >= labelHeight + minimumGap { return ticks }
    }
    return candidates[candidates.count - 1]
  }
}
