import FoundationEssentials
import MoodCore
import MoodStore

/// What `mood log` and `PUT /api/entries/DAY` ask to change in a day's entry: the score, and
/// the words, tags and reason where given. What is left out (`nil`) keeps the day's earlier
/// value; an empty list or text clears it.
struct EntryChange: Sendable, Equatable {
  /// The day's score: always given, unlike the rest.
  var score: Score
  /// Mood words by id, English or Chinese name.
  var words: [String]?
  /// Context tags, spelled as typed.
  var tags: [String]?
  /// The one-line reason.
  var reason: String?

  /// Saves the change as `day`'s entry: creates it, or updates the day's entry in place.
  /// - Throws: `DomainError.unknownWord` naming the word and close ones, and the entry's own
  ///   validation errors (reason length and the like).
  func save(on day: Day, in db: Database, at now: Date, timeZone: Zone) throws
    -> (entry: MoodEntry, outcome: SaveOutcome)
  {
    let vocabulary = try db.vocabulary()
    let entry = try self.entry(on: day, in: db, vocabulary: vocabulary, at: now, timeZone: timeZone)
    return (entry, try db.save(entry, vocabulary: vocabulary))
  }

  /// The entry the change makes of `day`'s entry in `db`, checked but not saved: what the web
  /// app's live preview draws.
  func entry(
    on day: Day, in db: Database, vocabulary: Vocabulary, at now: Date, timeZone: Zone
  ) throws -> MoodEntry {
    let earlier = try db.entry(on: day)
    let ids = try words?.map { try vocabulary.word(named: $0).id }
    return try MoodEntry(
      day: day, score: score, words: ids ?? earlier?.words ?? [],
      tags: tags ?? earlier?.tags ?? [], reason: reason ?? earlier?.reason ?? "",
      loggedAt: now, timeZone: timeZone.identifier, createdAt: now, updatedAt: now)
  }
}
