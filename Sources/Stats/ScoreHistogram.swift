import MoodCore

/// How many days of a range had each score from 1 to 10.
public struct ScoreHistogram: Sendable, Equatable, Codable {
  /// The number of days with one score.
  public struct Bin: Sendable, Equatable, Codable {
    /// The score, 1...10.
    public let score: Int
    /// The number of days with that score.
    public let count: Int
  }

  /// Ten bins, scores 1 to 10 in order, including those counted zero times.
  public let bins: [Bin]
  /// The number of logged days, the sum of the bins.
  public let total: Int

  /// Counts the scores of the entries on the days of `range`.
  public init(entries: [MoodEntry], range: DayRange) {
    var counts = [Int: Int]()
    for entry in entries.daily(in: range) { counts[entry.score.value, default: 0] += 1 }
    bins = Score.all.map { Bin(score: $0.value, count: counts[$0.value] ?? 0) }
    total = bins.reduce(0) { $0 + $1.count }
  }
}
