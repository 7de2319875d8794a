import MoodCore
import MoodStore

/// What records the journal's changes (sync between computers, a test): it is handed each
/// committed write's changes inside that write's transaction, and may write to the store in
/// it; a recorder that throws undoes the write.
package protocol ChangeRecorder: Sendable {
  /// Records `changes`, the fields one write changed, in the order it changed them; never
  /// called with none.
  func record(_ changes: [JournalChange], in db: Database) throws
}

/// The one place every committed change passes: `Journal.write` publishes what each use case
/// changed to the recorders here.
package struct ChangeFeed: Sendable {
  private let recorders: [any ChangeRecorder]

  package init(_ recorders: [any ChangeRecorder] = []) { self.recorders = recorders }

  func publish(_ changes: [JournalChange], in db: Database) throws {
    guard !changes.isEmpty else { return }
    for recorder in recorders { try recorder.record(changes, in: db) }
  }
}
