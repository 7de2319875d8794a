import MoodCore
import MoodStore

extension Journal {
  /// Opens the journal at `path` for reading and writing, with its changes recorded for sync
  /// whenever this computer's state folder says the store syncs (`SyncConfiguration`): the one
  /// way `mood`'s commands and `mood serve` open a journal they may write.
  /// - Parameter telling: what else is told of each write's changes, after sync recorded them
  ///   (`mood serve`'s sync thread, to send them soon).
  /// - Throws: `StoreError`, as `init(path:ifMissing:feed:)`.
  package convenience init(
    path: String, ifMissing: Missing = .create, environment: [String: String],
    telling: [any ChangeRecorder] = []
  ) throws {
    try self.init(
      path: path, ifMissing: ifMissing,
      feed: ChangeFeed(
        [ConfiguredSyncRecorder(store: path, environment: environment)] + telling))
  }
}

/// Records each write for sync when the store syncs, deciding at each write: a long-lived
/// process (`mood serve`) opened before `mood sync init` or `join` records its next save, and
/// a store that does not sync pays one look for a missing file. A configuration that cannot be
/// read fails the write (its change would otherwise never reach the other computers) with the
/// file's path and what to do.
struct ConfiguredSyncRecorder: ChangeRecorder {
  let store: String
  let environment: [String: String]

  func record(_ changes: [JournalChange], in db: Database) throws {
    guard let configuration = try SyncConfiguration.load(forStore: store, environment: environment)
    else { return }
    try SyncRecorder(configuration.setup).record(changes, in: db)
  }
}
