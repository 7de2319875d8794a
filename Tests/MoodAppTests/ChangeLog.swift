import MoodApp
import MoodCore
import MoodStore
import Synchronization

/// A recorder that keeps what the feed hands it, one list per committed write, and can be
/// told to refuse the next one.
final class ChangeLog: ChangeRecorder {
  private let state = Mutex<(writes: [[JournalChange]], refuses: Bool)>(([], false))

  /// Every write's changes so far, oldest first.
  var writes: [[JournalChange]] { state.withLock { $0.writes } }

  /// The changes of the writes since the last call, flattened, and forgets them.
  func take() -> [JournalChange] {
    state.withLock { state in
      defer { state.writes = [] }
      return state.writes.flatMap { $0 }
    }
  }

  /// Makes the next `record` throw, as a recorder that cannot write would.
  func refuseNext() { state.withLock { $0.refuses = true } }

  struct Refused: Error {}

  func record(_ changes: [JournalChange], in db: Database) throws {
    try state.withLock { state in
      if state.refuses {
        state.refuses = false
        throw Refused()
      }
      state.writes.append(changes)
    }
  }
}
