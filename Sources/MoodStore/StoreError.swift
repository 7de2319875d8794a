import CSQLite
import MoodCore

/// Why a store operation failed, with a message naming the store, day or habit involved.
public enum StoreError: Error, Equatable, Sendable {
  /// The file could not be opened as a database.
  case cannotOpen(path: String, reason: FileProblem)
  /// The store's folder or file could not be created.
  case cannotCreate(path: String, reason: FileProblem)
  /// The file exists but is not a MoodCard store (another database, a text file, ...).
  case notAMoodCardStore(path: String, reason: FileProblem)
  /// The store was made by a newer MoodCard, whose schema this one does not know.
  case newerSchema(path: String, version: Int, supported: Int)
  /// Another process held the store for longer than the busy timeout.
  case busy(path: String)
  /// A write was asked of a store opened for reading only, or on read-only media.
  case readOnly(path: String, reason: FileProblem)
  /// The connection was used after `close()`.
  case closed
  /// There is no entry for the day.
  case entryNotFound(Day)
  /// No therapy session is recorded on the day.
  case sessionNotFound(Day)
  /// A report since the last session was asked for, and no session is recorded.
  case noSession
  /// A report since the last session was asked for, and that session is today: no day
  /// follows it yet.
  case nothingSinceSession(Day)
  /// An entry names a word id that is neither built in nor a custom word.
  case unknownWordID(String, day: Day)
  /// A word of one's own that entries still have, so it cannot go.
  case wordInUse(MoodWord, entries: Int)
  /// An active habit with this name (ignoring case) exists already.
  case habitExists(String)
  /// No habit has this name; `archived` tells whether an archived one does.
  case habitNotFound(String, archived: Bool)
  /// A stored row that cannot be read back (a column of the wrong kind, a value out of range):
  /// the store was changed outside MoodCard or damaged.
  case damagedRow(StoredItem, problem: RowProblem)
  /// Any other SQLite failure: its extended result code, message (SQLite's own words), what
  /// the store was doing, the database's path and the `errno` of the system call that failed
  /// (0 when none did). A person is told its `failure`; the rest is its `detail`, for a log.
  case sqlite(code: Int32, message: String, context: StoreStep, path: String, errno: Int32 = 0)
}

extension StoreError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      return "cannot open the store at \(path): \(reason)"
    case .cannotCreate(let path, let reason):
      return "cannot create the store at \(path): \(reason); choose another place with --store"
    case .notAMoodCardStore(let path, let reason):
      return "\(path) is not a MoodCard store (\(reason)); it was left untouched. "
        + "Choose another file with --store PATH"
    case .newerSchema(let path, let version, let supported):
      return "the store at \(path) has schema version \(version), made by a newer MoodCard; "
        + "this version reads up to \(supported). Update MoodCard; the store was left untouched"
    case .busy(let path):
      return "the store at \(path) stayed busy: another process kept it locked; try again"
    case .readOnly(let path, let reason):
      return "the store at \(path) cannot be written: \(reason)"
    case .closed:
      return "the store was used after it was closed"
    case .entryNotFound(let day):
      return "no entry for \(day); add one with `mood log SCORE --date \(day)`"
    case .sessionNotFound(let day):
      return "no session is recorded on \(day); `mood sessions list` lists them"
    case .noSession:
      return "no session is recorded yet, so there is no last session to start after; "
        + "record one with `mood sessions add DAY`"
    case .nothingSinceSession(let day):
      return "the last session is today (\(day)), so no day follows it yet; give a range "
        + "instead, such as `--days 7`"
    case .unknownWordID(let id, let day):
      return "the entry for \(day) names the mood word \"\(id)\", which is not in the vocabulary"
    case .wordInUse(let word, let entries):
      return entries == 1
        ? "1 entry has the word \"\(word.english)\"; take it off that entry first, or rename the word"
        : "\(entries) entries have the word \"\(word.english)\"; take it off them first, or rename "
          + "the word"
    case .habitExists(let name):
      return "a habit named \"\(name)\" exists already; names are compared ignoring case"
    case .habitNotFound(let name, let archived):
      return archived
        ? "the habit \"\(name)\" is archived; bring it back with `mood habit unarchive \(name)`"
        : "no habit named \"\(name)\"; `mood habit list --all` lists them"
    case .damagedRow(let item, let problem):
      return "the store holds a damaged row: \(item): \(problem). MoodCard did not write it; "
        + "restore a backup with `mood restore`, or fix the row with the sqlite3 tool"
    case .sqlite(_, _, let context, let path, _):
      return failure.map { $0.description(path: path, step: context) } ?? ""
    }
  }
}

extension StoreError {
  /// What an SQLite failure means for the person, or `nil` for the other cases.
  public var failure: StoreFailure? {
    guard case .sqlite(let code, _, _, _, let errno) = self else { return nil }
    return StoreFailure(code: code, errno: errno)
  }

  /// The error with SQLite's own code, message and statement, for a log and never for a
  /// person: `SQLite error 11 (database disk image is malformed) while SELECT ...`.
  public var detail: String {
    guard case .sqlite(let code, let message, let context, let path, _) = self else {
      return description
    }
    return "SQLite error \(code) (\(message)) while \(context.detail) on \(path)"
  }

  /// Whether the store cannot be written though it may be read: read-only media, a file or
  /// folder this user cannot write.
  public var meansCannotBeWritten: Bool {
    if case .readOnly = self { return true }
    return failure == .readOnly
  }

  /// Whether SQLite could not make or open the side files (`-shm`, `-wal`) that reading a WAL
  /// store needs: a store on read-only media, or in a folder this user cannot write.
  var meansSideFilesCannotBeMade: Bool {
    if case .sqlite(let code, _, _, _, _) = self {
      return [SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_IOERR].contains(code & 0xFF)
    }
    return false
  }

  /// Whether SQLite reported that the database was busy or locked.
  var isBusy: Bool {
    if case .sqlite(let code, _, _, _, _) = self {
      return code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED
    }
    return false
  }
}
