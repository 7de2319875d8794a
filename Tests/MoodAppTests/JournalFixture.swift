import FoundationEssentials
import MoodApp
import MoodCore
import TestSupport
import Testing

/// A journal in its own temporary folder with a change log on its feed, and the fixed clock
/// the use cases are called with.
struct JournalFixture {
  let directory: TemporaryDirectory
  let log = ChangeLog()
  let journal: Journal
  let today = Fixtures.day("2026-11-29")
  let now = Fixtures.instant(on: Fixtures.day("2026-11-29"), hour: 20, minute: 0)
  let zone: Zone

  init() throws {
    // UTC exists with no zone files at all.
    zone = try #require(Zone(identifier: "UTC"))
    directory = try TemporaryDirectory(prefix: "moodcard-app")
    journal = try Journal(path: directory.file("mood.sqlite"), feed: ChangeFeed([log]))
  }

  /// Saves `change` on `day` (today by default).
  @discardableResult
  func save(
    _ score: Int, words: [String]? = nil, tags: [String]? = nil, reason: String? = nil,
    discuss: Bool? = nil, on day: String? = nil, precondition: EntryPrecondition = .none
  ) throws -> SavedEntry {
    try journal.save(
      EntryChange(
        score: try Score(score), words: words, tags: tags, reason: reason, discuss: discuss),
      on: day.map(Fixtures.day) ?? today, today: today, at: now, timeZone: zone,
      precondition: precondition)
  }
}
