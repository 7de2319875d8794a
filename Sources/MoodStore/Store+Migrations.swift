import MoodCore

/// One named step of the schema's history. Steps are applied in order and never edited once
/// released: a change to the schema is a new step.
struct Migration: Sendable {
  let name: String
  let sql: String
}

/// What one kind of MoodCard's SQLite files holds: the application id that marks it and the
/// steps of its schema, so that every kind is opened, checked and upgraded the same way.
package struct StoreSchema: Sendable {
  /// The SQLite application id that marks a file of this kind.
  let applicationID: Int32
  /// Every schema step, oldest first. The schema version is the number of steps applied.
  let migrations: [Migration]

  /// The journal: entries, habits, words and sessions.
  static let journal = StoreSchema(applicationID: 0x4D4F_4F44, migrations: Store.migrations)
}

extension Store {
  /// Every step of the journal's schema, oldest first.
  static let migrations: [Migration] = [
    Migration(
      name: "1-entries-habits-words",
      sql: """
        CREATE TABLE entries (
          day TEXT PRIMARY KEY NOT NULL
            CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
          score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 10),
          words TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(words)),
          tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
          reason TEXT NOT NULL DEFAULT '',
          logged_at INTEGER NOT NULL,
          time_zone TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE habits (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL,
          name_key TEXT NOT NULL,
          icon TEXT,
          color TEXT NOT NULL,
          archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
          created_day TEXT NOT NULL,
          position INTEGER NOT NULL
        );
        CREATE UNIQUE INDEX habits_active_name ON habits (name_key) WHERE archived = 0;
        CREATE TABLE habit_completions (
          habit_id INTEGER NOT NULL REFERENCES habits (id) ON DELETE CASCADE,
          day TEXT NOT NULL,
          done INTEGER NOT NULL CHECK (done IN (0, 1)),
          PRIMARY KEY (habit_id, day)
        ) WITHOUT ROWID;
        CREATE INDEX habit_completions_day ON habit_completions (day);
        CREATE TABLE custom_words (
          id TEXT PRIMARY KEY NOT NULL,
          valence TEXT NOT NULL CHECK (valence IN ('pleasant', 'neutral', 'unpleasant')),
          english TEXT NOT NULL,
          chinese TEXT,
          position INTEGER NOT NULL
        ) WITHOUT ROWID;
        """),
    // An entry the person wants to talk about at their next therapy session, and the days of
    // those sessions, which a report can start after.
    Migration(
      name: "2-discuss-and-sessions",
      sql: """
        ALTER TABLE entries ADD COLUMN discuss INTEGER NOT NULL DEFAULT 0
          CHECK (discuss IN (0, 1));
        CREATE TABLE sessions (
          day TEXT PRIMARY KEY NOT NULL
            CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
        ) WITHOUT ROWID;
        """),
    // A habit's identity on every computer that shares the journal: ids are each store's own.
    // The UUIDs are random (version 4), in lower case as `UUID().uuidString.lowercased()`.
    Migration(
      name: "3-habit-uuid",
      sql: """
        ALTER TABLE habits ADD COLUMN uuid TEXT NOT NULL DEFAULT '';
        UPDATE habits SET uuid = lower(
          hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
          || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2)
          || '-' || hex(randomblob(6)));
        CREATE UNIQUE INDEX habits_uuid ON habits (uuid);
        """),
    // What sync between computers knows (MoodSync's merge state, Docs/sync-design.md), kept
    // beside the journal so that a change and its record for sync commit together. An item is
    // its identity as text (`entry/2026-11-29`, `habit/UUID`, `completion/UUID/DAY`,
    // `word/ID`, `session/DAY`); a value is its kind (0 cleared, 1 number, 2 text, 3 list as
    // JSON, 4 flag) with a number or a text; a batch is its writer, place and id (the 64-bit id
    // as its signed bit pattern); a context is its tips as `WRITER:SEQ:ID` separated by spaces.
    Migration(
      name: "4-sync-state",
      sql: """
        CREATE TABLE sync_heads (
          item TEXT NOT NULL,
          field TEXT NOT NULL,
          position INTEGER NOT NULL,
          kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 4),
          number INTEGER,
          text TEXT,
          wall INTEGER NOT NULL,
          counter INTEGER NOT NULL,
          device TEXT NOT NULL,
          batch_writer TEXT NOT NULL,
          batch_seq INTEGER NOT NULL,
          batch_id INTEGER NOT NULL,
          PRIMARY KEY (item, field, position)
        ) WITHOUT ROWID;
        CREATE TABLE sync_headers (
          writer TEXT NOT NULL,
          seq INTEGER NOT NULL,
          id INTEGER NOT NULL,
          context TEXT NOT NULL,
          written INTEGER NOT NULL,
          PRIMARY KEY (writer, seq, id)
        ) WITHOUT ROWID;
        CREATE TABLE sync_open_records (
          position INTEGER PRIMARY KEY,
          item TEXT NOT NULL,
          field TEXT NOT NULL,
          kind INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 4),
          number INTEGER,
          text TEXT,
          wall INTEGER NOT NULL,
          counter INTEGER NOT NULL
        );
        CREATE TABLE sync_values (
          name TEXT PRIMARY KEY NOT NULL,
          value TEXT NOT NULL
        ) WITHOUT ROWID;
        """),
    // A save finds its field's record in the open batch by the field, not by reading the batch:
    // without the index, recording a journal of ten years (32,000 fields) scanned the records
    // for each and took minutes.
    Migration(
      name: "5-sync-open-record-field",
      sql: "CREATE UNIQUE INDEX sync_open_records_field ON sync_open_records (item, field);"),
  ]

  /// The schema version of the journal this MoodCard writes and reads.
  public static var schemaVersion: Int { migrations.count }

  /// Applies the steps the store lacks, each in its own IMMEDIATE transaction.
  /// - Throws: `StoreError.newerSchema` when the store has steps this version does not know.
  func migrate() throws {
    // A store that is up to date, the usual case, is left without taking the write lock.
    let current = try read { db in try db.query("PRAGMA user_version").first?.int(0) ?? 0 }
    guard current != schema.migrations.count else { return }
    for migration in schema.migrations {
      try immediateTransaction { db in
        // Another process may have applied it since we looked; check inside the lock.
        let version = try db.query("PRAGMA user_version").first?.int(0) ?? 0
        guard version <= schema.migrations.count else {
          throw StoreError.newerSchema(
            path: path, version: Int(version), supported: schema.migrations.count)
        }
        try db.execute(
          "CREATE TABLE IF NOT EXISTS moodcard_migrations (name TEXT PRIMARY KEY, applied_at TEXT)")
        let applied = try db.query(
          "SELECT 1 FROM moodcard_migrations WHERE name = ?", [.text(migration.name)])
        guard applied.isEmpty else { return }
        try db.execute(migration.sql)
        try db.query(
          "INSERT INTO moodcard_migrations (name, applied_at) VALUES (?, datetime('now'))",
          [.text(migration.name)])
        let count = try db.query("SELECT count(*) FROM moodcard_migrations").first?.int(0) ?? 0
        try db.execute("PRAGMA user_version = \(count)")
        try db.execute("PRAGMA application_id = \(schema.applicationID)")
      }
    }
  }
}
