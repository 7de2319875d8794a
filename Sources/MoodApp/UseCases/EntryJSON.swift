import MoodCore
import MoodStore

/// An entry as scripts read it, in `mood list --json` and the web API: `day`, `score`, `words`
/// (ids), `tags`, `reason`, `discuss` (marked to talk about at the next session), `loggedAt`,
/// `timeZone` and `updatedAt` (when it was last saved). The
/// instants are written as a backup writes them (`Timestamp`, the proleptic Gregorian calendar
/// at every date), never by Foundation's ISO 8601 strategy, which turns Julian before 1582.
package struct EntryJSON: Codable, Equatable {
  package let day: Day, score: Score, words: [String], tags: [String], reason: String
  package let discuss: Bool
  package let loggedAt: String, timeZone: String, updatedAt: String

  package init(_ entry: MoodEntry) {
    day = entry.day
    score = entry.score
    words = entry.words
    tags = entry.tags
    reason = entry.reason
    discuss = entry.isMarkedToDiscuss
    loggedAt = Timestamp.format(entry.loggedAt)
    timeZone = entry.timeZone
    updatedAt = Timestamp.format(entry.updatedAt)
  }
}
