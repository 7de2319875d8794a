import MoodCore
import MoodStore
import MoodSync

/// What one sync did to the journal.
package struct JournalSyncReport: Sendable {
  /// The engine's own account: the batch sealed, those applied, the warnings.
  package let sync: SyncReport
  /// The days whose entries arrived, changed or went.
  package let days: [Day]
  /// Things kept for sync but not shown yet (`SyncedItems.unwritten`).
  package let unwritten: [JournalItem]
  /// How many fields hold a value that lost a concurrent edit (`Journal.syncConflicts`).
  package let conflicts: Int
}

extension Journal {
  /// Exchanges changes with the other computers through `setup`'s folder: seals what was
  /// recorded here since the last sync, applies what the others wrote, and writes each changed
  /// item's winning values into the journal's tables, not through the change feed.
  ///
  /// The transaction boundary: the whole sync is one IMMEDIATE transaction, from sealing the
  /// open batch to the last item written. The engine reads the folder as it applies (it asks
  /// its state which batches are applied before it opens a file), so the files are read
  /// under the store's write lock; a `mood log` meanwhile waits in the busy handler. A crash
  /// anywhere leaves the store as before the sync: the batch sealed into the folder is sealed
  /// again at the next one under the same name with the same records, and what was applied is
  /// applied again.
  package func sync(_ setup: SyncSetup) throws -> JournalSyncReport {
    try file.write { db in
      let state = StoreMergeState(db)
      let engine = setup.engine(over: state)
      let report = try engine.sync()
      var items = SyncedItems(db, state: state, engine: engine)
      try items.write(report.changed)
      return JournalSyncReport(
        sync: report, days: items.days.sorted(), unwritten: items.unwritten,
        conflicts: try Self.conflicts(in: state, engine).count)
    }
  }

  /// Every field holding a value that lost a concurrent edit: the winner and the losers, with
  /// their computers and times.
  package func syncConflicts(_ setup: SyncSetup) throws -> [FieldResolution] {
    try read { db in
      let state = StoreMergeState(db)
      return try Self.conflicts(in: state, setup.engine(over: state))
    }
  }

  /// `engine.conflicts()`, asking only about the fields that can have one.
  static func conflicts(in state: StoreMergeState, _ engine: SyncEngine) throws
    -> [FieldResolution]
  {
    try state.conflictCandidates().compactMap { key in
      guard let resolution = try engine.resolution(of: key), !resolution.losers.isEmpty else {
        return nil
      }
      return resolution
    }
  }

  /// Writes this computer's merge state into the folder as a snapshot and prunes the batches
  /// every computer has applied: `init` and `join` do it after recording a journal of years, so
  /// that the next computer to join reads one snapshot rather than the years as one batch.
  package func compactSync(_ setup: SyncSetup) throws {
    _ = try file.write { db in try setup.engine(over: StoreMergeState(db)).compact() }
  }

  /// Records the whole journal for sync as this computer's changes: what `mood sync init` and
  /// `join` do with a journal that has entries from before sync began.
  ///
  /// What the merge state already shows is not recorded again: a store copied from a computer
  /// of the journal and joined as a new one holds that computer's values, and recording them
  /// anew, stamped now, would beat what that computer changed since the copy.
  package func recordEverything(_ setup: SyncSetup) throws {
    try file.write { db in
      var changes = ChangeSet()
      changes.all(from: .empty, to: try JournalSnapshot(db))
      let state = StoreMergeState(db)
      let engine = setup.engine(over: state)
      // Every field's values read in one pass, when there are any.
      let known = try state.keys()
      try engine.record(
        known.isEmpty
          ? changes.list
          : try changes.list.filter {
            try engine.resolution(of: FieldKey($0.item, $0.field))?.value != $0.value
          })
    }
  }
}
