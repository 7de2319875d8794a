import MoodCore

/// One tag, mood word or habit set beside the score: the logged days that have it and their
/// mean, against the other logged days that could have had it and theirs.
///
/// For a tag or a word, the other days are all the other logged days of the range. For a habit,
/// "with" is the logged days on which it was recorded done and "without" the other logged days
/// on which it could have been done: from its first day (see `HabitStats`), up to today.
public struct Pattern: Sendable, Equatable, Codable, Identifiable {
  /// What the pattern is about.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A context tag: the days whose entry has it.
    case tag
    /// A mood word: the days whose entry chose it.
    case word
    /// A habit, done or not.
    case habit
  }

  /// A tag, a word or a habit.
  public let kind: Kind
  /// What identifies it: a tag in lower case, a word id, or a habit's id as text.
  public let key: String
  /// The kind and the key together, unique among a range's patterns: `tag:work`, `habit:3`.
  public var id: String { "\(kind.rawValue):\(key)" }
  /// The name to show: a tag as first spelled, a word's name, a habit's name.
  public let label: String
  /// A habit's emoji, if any; `nil` for tags and words.
  public let icon: String?
  /// The logged days with it (a habit: done).
  public let with: ScoreTally
  /// The other logged days (a habit: not done, from its first day).
  public let without: ScoreTally

  /// A pattern from its tallies, as `Patterns` makes them.
  public init(
    kind: Kind, key: String, label: String, icon: String? = nil, with: ScoreTally,
    without: ScoreTally
  ) {
    self.kind = kind
    self.key = key
    self.label = label
    self.icon = icon
    self.with = with
    self.without = without
  }

  /// The mean with it less the mean without it, or `nil` when either side has no day.
  public var difference: Double? {
    guard let with = with.mean, let without = without.mean else { return nil }
    return with - without
  }

  /// Whether both sides have at least `minimumDays` days, enough to set one beside the other.
  public func isComparable(minimumDays: Int = Patterns.minimumDays) -> Bool {
    with.days >= minimumDays && without.days >= minimumDays
  }
}
