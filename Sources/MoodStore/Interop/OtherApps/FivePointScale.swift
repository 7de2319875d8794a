import MoodCore

/// Another app's five-point mood scale (Pixels, Bearable), 1 the worst and 5 the best, onto
/// MoodCard's 1-10 by the same even steps as Daylio's five moods (`MoodMap.daylioDefaults`),
/// the middle on 5:
///
/// | point | 1 | 2 | 3 | 4 | 5 |
/// |-------|---|---|---|---|---|
/// | score | 1 | 3 | 5 | 7 | 9 |
enum FivePointScale {
  /// The points, worst first.
  static let points = 1...5

  /// The score of `point`, or `nil` off the scale.
  static func score(_ point: Int) -> Score? {
    guard points.contains(point) else { return nil }
    let level = DaylioBackup.levels[points.upperBound - point]
    return MoodMap.daylioDefaults[level].flatMap { try? Score($0) }
  }

  /// Notes the whole scale in `mapping`, best first, so the table shows every point.
  static func declare(in mapping: inout ImportMapping) {
    for point in points.reversed() {
      mapping.note("\(point)", to: score(point).map { "\($0.value)" } ?? "", in: .scores, count: 0)
    }
  }
}
