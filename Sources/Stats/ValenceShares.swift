import MoodCore

/// How many of the mood words chosen in a range were pleasant, neutral and unpleasant.
///
/// Each choice counts once: a day with "Calm" and "Tired" adds one pleasant and one neutral.
/// Words no longer in the vocabulary have no known valence and are left out.
public struct ValenceShares: Sendable, Equatable, Codable {
  /// The number of pleasant words chosen.
  public let pleasant: Int
  /// The number of neutral words chosen.
  public let neutral: Int
  /// The number of unpleasant words chosen.
  public let unpleasant: Int

  /// Makes the counts directly.
  public init(pleasant: Int, neutral: Int, unpleasant: Int) {
    self.pleasant = pleasant
    self.neutral = neutral
    self.unpleasant = unpleasant
  }

  /// Counts the valences of the words chosen on the days of `range`.
  public init(entries: [MoodEntry], range: DayRange, vocabulary: Vocabulary) {
    var counts = [Valence: Int]()
    for entry in entries.daily(in: range) {
      for id in entry.words {
        if let valence = vocabulary.word(id: id)?.valence { counts[valence, default: 0] += 1 }
      }
    }
    self.init(
      pleasant: counts[.pleasant] ?? 0, neutral: counts[.neutral] ?? 0,
      unpleasant: counts[.unpleasant] ?? 0)
  }

  /// The number of words counted.
  public var total: Int { pleasant + neutral + unpleasant }

  /// The number of words of `valence`.
  public func count(of valence: Valence) -> Int {
    switch valence {
    case .pleasant: return pleasant
    case .neutral: return neutral
    case .unpleasant: return unpleasant
    }
  }

  /// The share (0...1) of the counted words that are of `valence`, or `nil` when none were
  /// counted.
  public func share(of valence: Valence) -> Double? {
    total == 0 ? nil : Double(count(of: valence)) / Double(total)
  }
}
