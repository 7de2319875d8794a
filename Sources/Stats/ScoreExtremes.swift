import MoodCore

/// What a reader first takes from a run of days drawn by score (a days chart, a calendar): the
/// days of the highest score, the days of the lowest, and the days without an entry.
///
/// ```swift
/// let extremes = ScoreExtremes([(nov1, 1), (nov2, nil), (nov3, 10)])
/// extremes.highest  // 10 on [nov3]
/// extremes.missing  // [nov2]
/// ```
public struct ScoreExtremes: Sendable, Equatable {
  /// A score and the days it was logged on.
  public struct Extreme: Sendable, Equatable {
    /// The score, 1...10.
    public let score: Int
    /// Its days, in day order.
    public let days: [Day]
  }

  /// The highest score and its days, or `nil` when no day is logged.
  public let highest: Extreme?
  /// The lowest score and its days, or `nil` when no day is logged.
  public let lowest: Extreme?
  /// The days without an entry, in day order.
  public let missing: [Day]

  /// The extremes of `days`, which hold only days that count: days to come are left out by the
  /// caller, since they are not missing.
  public init(_ days: [(day: Day, score: Int?)]) {
    let sorted = days.sorted { $0.day < $1.day }
    let logged = sorted.compactMap { day in day.score.map { (day: day.day, score: $0) } }
    func extreme(_ score: Int?) -> Extreme? {
      score.map { score in
        Extreme(score: score, days: logged.filter { $0.score == score }.map(\.day))
      }
    }
    highest = extreme(logged.map(\.score).max())
    lowest = extreme(logged.map(\.score).min())
    missing = sorted.filter { $0.score == nil }.map(\.day)
  }
}
