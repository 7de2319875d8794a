import FoundationEssentials
import MoodCore

/// What `mood log` and `PUT /api/entries/DAY` ask to change in a day's entry: the score, and
/// the words, tags, reason and the mark to discuss where given. What is left out (`nil`) keeps
/// the day's earlier value; an empty list or text clears it.
package struct EntryChange: Sendable, Equatable {
  /// The day's score: always given, unlike the rest.
  package var score: Score
  /// Mood words by id, English or Chinese name.
  package var words: [String]?
  /// Context tags, in `ListText`'s grammar: a tag holding `，` is two.
  package var tags: [String]?
  /// The one-line reason.
  package var reason: String?
  /// Whether to mark the entry to talk about at the next session (`--discuss`), or to clear
  /// the mark (`--no-discuss`).
  package var discuss: Bool?

  package init(
    score: Score, words: [String]?, tags: [String]?, reason: String?, discuss: Bool? = nil
  ) {
    self.score = score
    self.words = words
    self.tags = tags.map(ListText.normalized)
    self.reason = reason
    self.discuss = discuss
  }

  /// The entry the change makes of `earlier`, `day`'s entry (`nil`: none), checked but not
  /// saved.
  /// - Throws: `DomainError.unknownWord` naming the word and close ones, and the entry's own
  ///   validation errors (reason length and the like).
  func entry(
    over earlier: MoodEntry?, on day: Day, vocabulary: Vocabulary, at now: Date, timeZone: Zone
  ) throws -> MoodEntry {
    let ids = try words?.map { try vocabulary.word(named: $0).id }
    return try MoodEntry(
      day: day, score: score, words: ids ?? earlier?.words ?? [],
      tags: tags ?? earlier?.tags ?? [], reason: reason ?? earlier?.reason ?? "",
      isMarkedToDiscuss: discuss ?? earlier?.isMarkedToDiscuss ?? false,
      loggedAt: now, timeZone: timeZone.identifier, createdAt: earlier?.createdAt ?? now,
      updatedAt: now)
  }
}
