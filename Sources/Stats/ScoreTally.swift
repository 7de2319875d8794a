import MoodCore

/// A set of logged days counted by their scores: how many there are and the sum of their scores,
/// so the mean stays exact until it is shown.
///
/// ```swift
/// let tally = ScoreTally(scores: [6, 7, 5])
/// tally.days  // 3
/// tally.mean  // 6.0
/// ```
public struct ScoreTally: Sendable, Equatable, Codable {
  /// How many logged days were counted, one score each; 0 for an empty tally.
  public let days: Int
  /// The sum of their scores.
  public let total: Int

  /// The tally of `scores`, one per day.
  public init<S: Sequence<Int>>(scores: S) {
    var days = 0, total = 0
    for score in scores {
      days += 1
      total += score
    }
    self.days = days
    self.total = total
  }

  /// A tally from its numbers.
  public init(days: Int, total: Int) {
    self.days = days
    self.total = total
  }

  /// The mean score, or `nil` when no day counts.
  public var mean: Double? { days == 0 ? nil : Double(total) / Double(days) }

  /// The days of `whole` that are not in `part`, when `part` is a subset of `whole`.
  public static func - (whole: ScoreTally, part: ScoreTally) -> ScoreTally {
    ScoreTally(days: whole.days - part.days, total: whole.total - part.total)
  }
}
