import FoundationEssentials
import MoodCore
import MoodStore

extension Journal {
  /// Applies an import's file to the journal in one transaction (`mood import`, the Data
  /// page), or with `dryRun` does the same work and rolls it back, so the report is exactly
  /// what a real import would do. Its changes are noted by comparing the journal before and
  /// after.
  /// - Throws: `StoreError` or `DomainError` when a record clashes with the journal in a way
  ///   the policy cannot settle; the journal is then unchanged.
  package func importing(_ plan: ImportPlan, onConflict policy: ConflictPolicy, dryRun: Bool)
    throws -> ImportReport
  {
    var report = ImportReport()
    do {
      try write { db, changes in
        let before = try JournalSnapshot(db)
        report = try plan.apply(in: db, onConflict: policy)
        if dryRun { throw DryRunFinished() }
        changes.all(from: before, to: try JournalSnapshot(db))
      }
    } catch is DryRunFinished {}
    return report
  }

  private struct DryRunFinished: Error {}

  /// The whole journal as the JSON backup that `mood import` reads back.
  package func backupJSON() throws -> Data {
    try read { db in try db.backupDocument().jsonData() }
  }

  /// The CSV `request` asks for, and its number of rows.
  package func csv(_ request: CSVRequest, today: Day) throws -> (text: String, rows: Int) {
    try read { db in try request.text(db: db, today: today) }
  }

  /// The store file's bytes as one consistent copy: what an encrypted backup seals.
  package func image() throws -> [UInt8] { try file.image() }

  /// Copies the store to `path` as one consistent SQLite file.
  package func backup(to path: String) throws { try file.backup(to: path) }

  /// Copies the store to `path`, sealed by `seal` (an age file).
  package func backup(to path: String, sealedBy seal: ([UInt8]) throws -> [UInt8]) throws {
    try file.backup(to: path, sealedBy: seal)
  }
}

extension Journal {
  /// The whole journal as the JSON backup's document, with the items whose text it had to
  /// replace.
  package func backupDocument() throws -> BackupDocument {
    try read { db in try db.backupDocument() }
  }
}

extension Journal {
  /// Replaces the store at `storePath` with a backup: the file at `path`, or `image`, its
  /// bytes decrypted in memory. The backup is checked first; the current store is kept beside
  /// it as `<store>.<UTC time>.bak`. A restore replaces the whole file, what sync knows
  /// included: it is not a person's edit of each field, so it passes no change feed, and sync
  /// meets the restored store as a fork of this computer's history (Docs/sync-design.md).
  /// - Throws: `ImportError` for a bad file, with the store untouched.
  package static func restore(
    _ path: String, image: [UInt8]?, to storePath: String, now: Date
  ) throws -> RestoreOutcome {
    try image.map { try Store.restore(image: $0, named: path, to: storePath, now: now) }
      ?? Store.restore(from: path, to: storePath, now: now)
  }
}
