import MoodCore

/// One row of the report's table: a day's entry with its words named in the report's language.
public struct ReportEntry: Sendable, Equatable {
  /// The entry's day, the row's first column.
  public let day: Day
  /// The score, 1...10.
  public let score: Int
  /// The mood words' names, in the order chosen.
  public let words: [String]
  /// The tags, as the entry keeps them (sorted ignoring case).
  public let tags: [String]
  /// The reason; empty when none was given or when reasons are left out.
  public let reason: String
  /// Whether the person marked the entry to talk about at their next session.
  public let isMarkedToDiscuss: Bool

  /// A row from its values.
  public init(
    day: Day, score: Int, words: [String], tags: [String], reason: String,
    isMarkedToDiscuss: Bool = false
  ) {
    self.day = day
    self.score = score
    self.words = words
    self.tags = tags
    self.reason = reason
    self.isMarkedToDiscuss = isMarkedToDiscuss
  }

  /// The row of `entry`; `vocabulary` names its words in `languageCode`, a word no longer in
  /// it shows its id.
  public init(entry: MoodEntry, vocabulary: Vocabulary, languageCode: String) {
    self.init(
      day: entry.day, score: entry.score.value,
      words: entry.words.map { id in vocabulary.word(id: id)?.name(for: languageCode) ?? id },
      tags: entry.tags, reason: entry.reason, isMarkedToDiscuss: entry.isMarkedToDiscuss)
  }
}
