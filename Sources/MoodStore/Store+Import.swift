import MoodCore

/// What an import does with a day, habit, completion or word the store already has.
public enum ConflictPolicy: String, Sendable, CaseIterable {
  /// Keep the store's version and skip the file's.
  case keep
  /// Replace the store's version with the file's.
  case replace
  /// Join the two: a day keeps the store's score, reason and times and gains the file's words
  /// and tags (`MoodEntry.merging`); a habit is done on a day when either says so; a habit or
  /// word the store has stays as it is.
  case merge
}

/// What an import added, updated and skipped, kind by kind.
public struct ImportReport: Sendable, Equatable {
  /// The counts for one kind of record.
  public struct Counts: Sendable, Equatable {
    /// Records the store did not have.
    public var added = 0
    /// Records the store had and that the file replaced or added to.
    public var updated = 0
    /// Records the store had already: identical, kept by `ConflictPolicy.keep`, or holding
    /// all the file's record holds (`merge`).
    public var skipped = 0

    public init(added: Int = 0, updated: Int = 0, skipped: Int = 0) {
      self.added = added
      self.updated = updated
      self.skipped = skipped
    }

    /// Whether nothing of this kind was in the file.
    public var isEmpty: Bool { added + updated + skipped == 0 }
  }

  /// Entries, matched to the store's by their day.
  public var entries = Counts()
  /// Habits, matched to the store's by id and name, else by name and archived state.
  public var habits = Counts()
  /// Done and not-done records, matched by habit and day.
  public var completions = Counts()
  /// Custom mood words, matched by id; a built-in word is never replaced.
  public var words = Counts()
  /// Therapy sessions, matched by their day.
  public var sessions = Counts()

  public init() {}
}

extension Store {
  /// Imports a whole backup document in one transaction.
  ///
  /// Words come first, then habits (matched to the store's by id and name, else by name), then
  /// completions and entries. With `dryRun` the same work is done and rolled back, so the report
  /// is exactly what a real import would do.
  /// - Throws: `StoreError` or `DomainError` when a record clashes with the store in a way the
  ///   policy cannot settle (a word name taken by another word); the store is then unchanged.
  public func importBackup(
    _ document: BackupDocument, onConflict policy: ConflictPolicy, dryRun: Bool = false
  ) throws -> ImportReport {
    try applying(dryRun: dryRun) { db in try db.apply(document, onConflict: policy) }
  }

  /// Imports entries (from another app) in one transaction, as `importBackup` does.
  public func importEntries(
    _ entries: [MoodEntry], onConflict policy: ConflictPolicy, dryRun: Bool = false
  ) throws -> ImportReport {
    try applying(dryRun: dryRun) { db in
      var report = ImportReport()
      report.entries = try db.apply(entries: entries, onConflict: policy)
      return report
    }
  }

  private struct DryRunFinished: Error {}

  private func applying(
    dryRun: Bool, _ body: (Database) throws -> ImportReport
  ) throws -> ImportReport {
    guard dryRun else { return try write(body) }
    var report = ImportReport()
    do {
      try write { db in
        report = try body(db)
        throw DryRunFinished()  // rolls the transaction back
      }
    } catch is DryRunFinished {}
    return report
  }
}
