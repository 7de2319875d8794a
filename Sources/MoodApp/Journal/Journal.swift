import FoundationEssentials
import MoodCore
import MoodStore

/// The journal: the one door to the store. Each thing a person does is a use case here
/// (`Journal+Entries`, `+Habits`, `+Words`, `+Sessions`, `+Data`), taking typed values, owning
/// its one transaction and every rule, and returning a typed result that the command line and
/// the web app each put in their own words. Neither front end imports MoodStore.
///
/// Every write passes `write`, where the changes it made reach the `ChangeFeed` inside the same
/// transaction, so that what records changes (sync) sees each one once and nothing can go
/// around it.
///
/// ```swift
/// let journal = try Journal(path: path)
/// let saved = try journal.save(change, on: day, today: today, at: now, timeZone: zone)
/// try journal.close()
/// ```
package final class Journal {
  /// What to do when the store file does not exist.
  package enum Missing: Sendable {
    /// Create the folder and file, then the schema.
    case create
    /// Read as an empty journal and create no file: for what only reads.
    case useEmpty
  }

  /// The store file's path.
  package var path: String { store.path }
  /// Whether the journal was opened for reading only: every write is refused.
  package var isReadOnly: Bool { store.isReadOnly }
  /// Whether it was opened for reading only because its disk is full
  /// (`openedForServing(at:)`): a journal opened again may find room.
  package var waitsForRoom: Bool { refusal != nil }

  private let store: Store
  private let feed: ChangeFeed
  /// The error every write throws, for a journal read while its disk is full.
  private let refusal: (any Error)?

  /// Opens the journal at `path` for reading and writing, creating or upgrading its schema.
  /// - Throws: `StoreError` for a file that is not a journal, one of a newer MoodCard, one that
  ///   cannot be opened or made.
  package init(path: String, ifMissing: Missing = .create, feed: ChangeFeed = ChangeFeed())
    throws
  {
    store = try Store(path: path, ifMissing: ifMissing == .create ? .create : .useEmpty)
    self.feed = feed
    refusal = nil
  }

  /// Opens the journal at `path` for reading only: the file is not changed in any way, it can
  /// sit on read-only media, and a missing one reads as an empty journal.
  /// - Parameter refusal: what every write throws instead of the read-only store's refusal.
  package init(
    readingFrom path: String, feed: ChangeFeed = ChangeFeed(),
    refusingWritesWith refusal: (any Error)? = nil
  ) throws {
    store = try Store(readingFrom: path)
    self.feed = feed
    self.refusal = refusal
  }

  /// Closes the connection, reporting a failure that `deinit` would have to swallow.
  package func close() throws { try store.close() }

  /// Lends the connection to `body` for one consistent read.
  func read<T>(_ body: (Database) throws -> T) throws -> T { try store.read(body) }

  /// Runs `body` in one transaction and hands the changes it noted to the feed before the
  /// commit: the only way a use case writes.
  func write<T>(_ body: (Database, inout ChangeSet) throws -> T) throws -> T {
    if let refusal { throw refusal }
    return try store.write { db in
      var changes = ChangeSet()
      let result = try body(db, &changes)
      try feed.publish(changes.list, in: db)
      return result
    }
  }

  /// The store itself, for what works on the whole file (a backup, a restore's image).
  var file: Store { store }
}

extension Journal {
  /// Where the store lives when no path is given: `$MOODCARD_STORE`, else `mood.sqlite` in
  /// MoodCard's data folder.
  package static func defaultPath(environment: [String: String]) -> String {
    StoreLocation.defaultPath(environment: environment)
  }

  /// MoodCard's data folder: `$XDG_DATA_HOME/moodcard`, else `~/.local/share/moodcard`. What
  /// belongs to this computer and not to the journal lives here.
  package static func dataFolder(environment: [String: String]) -> String {
    StoreLocation.dataFolder(environment: environment)
  }
}
