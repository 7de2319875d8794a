import MoodCore
import MoodStore

/// Tells whoever waits for the journal's changes (the server's sync, to send them soon) that a
/// write changed something. It is told inside the write's transaction, before the commit: the
/// one told must not read the change at once, and a write rolled back afterwards costs it only
/// a look that finds nothing new.
package struct ChangeNotice: ChangeRecorder {
  private let notify: @Sendable () -> Void

  package init(_ notify: @escaping @Sendable () -> Void) { self.notify = notify }

  package func record(_ changes: [JournalChange], in db: Database) throws { notify() }
}
