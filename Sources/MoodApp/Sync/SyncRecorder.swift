import MoodCore
import MoodStore

/// Records each write's changes for sync, in the write's own transaction: the journal's tables
/// and the merge state's commit together or not at all, so a `kill -9` at any point leaves
/// either both or neither, and a failure here undoes the write.
package struct SyncRecorder: ChangeRecorder {
  private let setup: SyncSetup

  package init(_ setup: SyncSetup) { self.setup = setup }

  package func record(_ changes: [JournalChange], in db: Database) throws {
    try setup.engine(over: StoreMergeState(db)).record(changes)
  }
}
