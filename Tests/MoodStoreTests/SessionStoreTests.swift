import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

/// The sessions and the mark to discuss: the schema step that brought them, and their trips
/// through the store and the JSON backup.
@Suite struct SessionStoreTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// A store as the first schema left it, with one entry, made by that step's own SQL.
  private func firstSchemaStore() throws {
    let raw = try Database(path: store.path, flags: 0x06)  // READWRITE | CREATE
    try raw.execute(Store.migrations[0].sql)
    try raw.execute(
      """
      CREATE TABLE moodcard_migrations (name TEXT PRIMARY KEY, applied_at TEXT);
      INSERT INTO moodcard_migrations VALUES ('\(Store.migrations[0].name)', '2026-01-01');
      INSERT INTO entries (day, score, reason, logged_at, time_zone, created_at, updated_at)
      VALUES ('2026-11-20', 6, 'before the step', 0, 'Etc/UTC', 0, 0);
      PRAGMA user_version = 1;
      PRAGMA application_id = \(Store.applicationID);
      """)
    try raw.close()
  }

  @Test func everyOlderSchemaMigratesToTheNewestKeepingItsEntries() throws {
    try firstSchemaStore()
    let opened = try store.open()
    let (version, names) = try opened.read { db in
      (
        try db.query("PRAGMA user_version").first?.int(0),
        try db.query("SELECT name FROM moodcard_migrations ORDER BY name").map { try $0.text(0) }
      )
    }
    #expect(version == Int64(Store.schemaVersion))
    #expect(names == Store.migrations.map(\.name))
    let entry = try #require(try opened.read { db in try db.entry(on: Day.at("2026-11-20")) })
    #expect(entry.reason == "before the step")
    #expect(!entry.isMarkedToDiscuss, "an entry from before the mark is not marked")
    #expect(try opened.read { db in try db.sessions() }.isEmpty)
    try opened.write { db in _ = try db.addSession(on: Day.at("2026-11-21")) }
    try opened.close()
  }

  @Test func anOlderSchemaIsReadWithoutChangingItsFile() throws {
    try firstSchemaStore()
    let before = FileManager.default.contents(atPath: store.path)
    let reading = try Store(readingFrom: store.path)
    let entries = try reading.read { db in try db.entries() }
    #expect(entries.map(\.reason) == ["before the step"])
    #expect(try reading.read { db in try db.sessions() }.isEmpty)
    #expect(throws: StoreError.self) {
      try reading.write { db in _ = try db.addSession(on: Day.at("2026-11-21")) }
    }
    try reading.close()
    #expect(FileManager.default.contents(atPath: store.path) == before)
  }

  @Test func theMarkIsSavedClearedAndReadBack() throws {
    let day = Day.at("2026-11-28")
    let entry = try MoodEntry.sample("2026-11-28", score: 3)
    let marked = try MoodEntry(
      day: day, score: entry.score, isMarkedToDiscuss: true, loggedAt: entry.loggedAt,
      timeZone: entry.timeZone)
    try store.write { db in _ = try db.save(marked) }
    #expect(try store.read { db in try db.entry(on: day) }?.isMarkedToDiscuss == true)
    try store.write { db in _ = try db.save(entry) }
    #expect(try store.read { db in try db.entry(on: day) }?.isMarkedToDiscuss == false)
  }

  @Test func sessionsAreAddedOnceListedInOrderAndDeletedByDay() throws {
    let added = try store.write { db in
      [
        try db.addSession(on: Day.at("2026-11-20")), try db.addSession(on: Day.at("2026-11-06")),
        try db.addSession(on: Day.at("2026-11-20")),
      ]
    }
    #expect(added == [true, true, false], "a day recorded already is no error and no second row")
    #expect(
      try store.read { db in try db.sessions() } == [Day.at("2026-11-06"), .at("2026-11-20")])
    #expect(
      try store.read { db in try db.lastSession(onOrBefore: .at("2026-11-19")) }
        == .at("2026-11-06"))
    #expect(try store.read { db in try db.lastSession(onOrBefore: .at("2026-11-05")) } == nil)
    #expect(throws: StoreError.sessionNotFound(.at("2026-11-07"))) {
      try store.write { db in try db.deleteSession(on: .at("2026-11-07")) }
    }
    try store.write { db in try db.deleteSession(on: .at("2026-11-06")) }
    #expect(try store.read { db in try db.sessions() } == [Day.at("2026-11-20")])
  }

  @Test func theBackupCarriesSessionsAndTheMarkAndImportsThemIntoAnEmptyStore() throws {
    let plain = try MoodEntry.sample("2026-11-27", score: 5)
    let marked = try MoodEntry(
      day: .at("2026-11-28"), score: Score(2), reason: "the argument", isMarkedToDiscuss: true,
      loggedAt: plain.loggedAt, timeZone: plain.timeZone)
    try store.write { db in
      _ = try db.save(plain)
      _ = try db.save(marked)
      _ = try db.addSession(on: .at("2026-11-20"))
    }
    let json = try store.read { db in try db.backupDocument() }.jsonData()
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains("\"discuss\" : true"))
    #expect(text.contains("\"sessions\" : [\n    \"2026-11-20\"\n  ]"))

    let other = try TemporaryStore()
    let report = try other.open().importBackup(
      try BackupDocument(json: json), onConflict: .keep)
    #expect(report.sessions == ImportReport.Counts(added: 1))
    #expect(try other.read { db in try db.sessions() } == [Day.at("2026-11-20")])
    #expect(try other.read { db in try db.entry(on: .at("2026-11-28")) }?.isMarkedToDiscuss == true)
    #expect(try other.read { db in try db.backupDocument() }.jsonData() == json, "same bytes")
    let again = try other.open().importBackup(try BackupDocument(json: json), onConflict: .replace)
    #expect(again.sessions == ImportReport.Counts(skipped: 1))
  }

  @Test func aBackupFromBeforeSessionsAndTheMarkStillImports() throws {
    let json = """
      {"format": "moodcard-backup", "version": 1, "habits": [], "completions": [], "words": [],
       "entries": [{"day": "2026-11-28", "score": 4, "words": [], "tags": [], "reason": "old",
         "loggedAt": "2026-11-28T20:00:00.000Z", "timeZone": "Etc/UTC",
         "createdAt": "2026-11-28T20:00:00.000Z", "updatedAt": "2026-11-28T20:00:00.000Z"}]}
      """
    let document = try BackupDocument(json: Data(json.utf8))
    #expect(document.sessions.isEmpty)
    #expect(document.entries.map(\.isMarkedToDiscuss) == [false])
    let report = try store.open().importBackup(document, onConflict: .keep)
    #expect(report.entries.added == 1)
    #expect(report.sessions.isEmpty)
  }

  @Test func aBackupWithABadOrRepeatedSessionIsRefusedNamingIt() throws {
    func refusal(_ sessions: String) -> String {
      let json = """
        {"format": "moodcard-backup", "version": 1, "habits": [], "completions": [], "words": [],
         "entries": [], "sessions": \(sessions)}
        """
      do {
        _ = try BackupDocument(json: Data(json.utf8))
        return "accepted"
      } catch { return "\(error)" }
    }
    #expect(refusal(#"["2026-02-30"]"#).contains("sessions[0]"))
    #expect(refusal(#"["2026-11-20", "2026-11-20"]"#).contains("sessions[1]"))
    let future = try BackupDocument(
      json: Data(
        #"{"format": "moodcard-backup", "version": 1, "habits": [], "completions": [], "words": [], "entries": [], "sessions": ["2026-12-25"]}"#
          .utf8))
    #expect(throws: ImportError.self) { try future.checkNoDay(after: .at("2026-11-29")) }
  }

  @Test func theCSVHasTheMarkInItsLastColumn() throws {
    let plain = try MoodEntry.sample("2026-11-27", score: 5)
    let marked = try MoodEntry(
      day: .at("2026-11-28"), score: Score(2), isMarkedToDiscuss: true, loggedAt: plain.loggedAt,
      timeZone: plain.timeZone)
    let lines = CSVExport.entries([plain, marked]).components(separatedBy: "\r\n")
    #expect(lines[0] == "day,score,words,tags,reason,logged_at,time_zone,discuss")
    #expect(lines[1].hasSuffix(",no"))
    #expect(lines[2].hasSuffix(",yes"))
  }
}
