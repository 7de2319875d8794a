import CSQLite
import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// A MoodCard store: one SQLite file holding entries, habits, completions and custom words.
///
/// The connection is lent to closures; `write` is one transaction that rolls back when its
/// body throws.
/// ```swift
/// let store = try Store(path: "/tmp/mood.sqlite")
/// try store.write { db in try db.save(entry) }
/// let week = try store.read { db in try db.entries(in: DayRange(last: today, count: 7)) }
/// try store.close()
/// ```
public final class Store {
  /// The SQLite application id of MoodCard stores, the bytes "MOOD".
  static var applicationID: Int32 { StoreSchema.journal.applicationID }
  /// How long a writer waits for another process's transaction before giving up.
  static let busyTimeoutMilliseconds: Int32 = 10_000

  /// What to do when the store file does not exist.
  public enum Missing: Sendable {
    /// Create the folder (mode 0700) and file (mode 0600), then the schema.
    case create
    /// Use an empty store in memory and create no file: for commands that only read.
    case useEmpty
  }

  /// The path of the store file.
  public let path: String
  /// Whether the store was opened with `init(readingFrom:)`: no write can reach its file.
  public let isReadOnly: Bool
  /// What the file holds: the journal, or another of MoodCard's files (the paired devices).
  let schema: StoreSchema
  // Replaced only while opening: a file without a schema reads as an empty store in memory.
  private var database: Database

  /// Opens the store at `path` for reading and writing, creating or upgrading its schema as
  /// needed.
  /// - Throws: `StoreError.notAMoodCardStore` for a foreign file and `.newerSchema` for a store
  ///   made by a newer MoodCard, both without changing the file; `.cannotOpen` for a path that
  ///   is not a regular file (a folder, a FIFO, a device, a link loop); `.cannotCreate` when the
  ///   folder or file cannot be made.
  public convenience init(path: String, ifMissing: Missing = .create) throws {
    try self.init(path: path, schema: .journal, ifMissing: ifMissing)
  }

  /// Opens the file of `schema` at `path` for reading and writing, as `init(path:ifMissing:)`
  /// opens the journal: the same checks, WAL, busy timeout and transactions.
  package init(path: String, schema: StoreSchema, ifMissing: Missing = .create) throws {
    self.path = path
    self.schema = schema
    isReadOnly = false
    let exists = try StoreFile.exists(at: path, creating: ifMissing == .create)
    if !exists && ifMissing == .create {
      try StoreFile.createEmpty(path)
    }
    let target = exists || ifMissing == .create ? path : ":memory:"
    database = try Database(path: target, flags: SQLITE_OPEN_READWRITE)
    // A backup or restore that was killed leaves its temporary file beside the store.
    if exists { OutputFile.sweepStaleTemporaryFiles(in: OutputFile.folder(of: path)) }
    do {
      try configure()
      try migrate()
    } catch let error as StoreError where error.meansSideFilesCannotBeMade {
      // SQLite fails in a folder where it cannot make its -wal and -shm files.
      throw cannotBeWritten() ?? error
    }
    // SQLite opens a file it cannot write read-only without a word.
    if database.isReadOnlyFile {
      throw cannotBeWritten()
        ?? .readOnly(path: path, reason: .readOnlyFile(reason: SystemReason.text(errno: EACCES)))
    }
  }

  /// Why the store cannot be written, said before any write is tried: the file, or the folder
  /// that holds its working files; `nil` when both can be written.
  private func cannotBeWritten() -> StoreError? {
    if access(path, W_OK) != 0 {
      return .readOnly(path: path, reason: .readOnlyFile(reason: SystemReason.text(errno: errno)))
    }
    let folder = OutputFile.folder(of: path)
    guard access(folder, W_OK) != 0 else { return nil }
    return .readOnly(
      path: path, reason: .readOnlyFolder(folder, reason: SystemReason.text(errno: errno)))
  }

  /// The journal `database` holds, a connection to memory (a restore's staged copy), with its
  /// schema brought up to date.
  init(migratingInMemory database: Database) throws {
    path = database.path
    schema = .journal
    isReadOnly = false
    self.database = database
    try configure()
    try migrate()
  }

  /// Opens the store at `path` for reading only, as commands that only show something do: the
  /// file is opened read-only, its journal mode and schema are left as they are, it can sit on
  /// read-only media, and a missing file reads as an empty journal without being created.
  /// - Throws: as `init(path:ifMissing:)`; `.newerSchema` for a store of a newer MoodCard.
  public init(readingFrom path: String) throws {
    self.path = path
    schema = .journal
    isReadOnly = true
    let exists = try StoreFile.exists(at: path, creating: false)
    // A read sweeps too: a killed restore's staging copy is a whole journal, and should not
    // wait for the next write to go. On read-only media the sweep removes nothing.
    if exists { OutputFile.sweepStaleTemporaryFiles(in: OutputFile.folder(of: path)) }
    database = try Database(path: ":memory:", flags: SQLITE_OPEN_READWRITE)
    if exists, let opened = try Store.openReadOnly(path) {
      try database.close()
      database = opened
      try checkIsMoodCardStore()
      let version = Int(try database.query("PRAGMA user_version").first?.int(0) ?? 0)
      guard version <= Store.schemaVersion else {
        throw StoreError.newerSchema(path: path, version: version, supported: Store.schemaVersion)
      }
      if version > 0 {
        try database.execute("PRAGMA query_only = ON")
        return
      }
      // A MoodCard file that never got its schema reads as empty as a missing one.
      try database.close()
      database = try Database(path: ":memory:", flags: SQLITE_OPEN_READWRITE)
    }
    // The schema in memory, so every query finds nothing.
    try configure()
    try migrate()
    try database.execute("PRAGMA query_only = ON")
  }

  /// The file at `path` opened read-only, or `nil` when it holds no schema yet (an empty file,
  /// which reads as an empty journal).
  ///
  /// A WAL store needs its `-shm` file; in a folder that cannot be written, where no other
  /// process can be writing either, the file is opened as immutable instead (SQLite's
  /// `immutable=1` URI parameter), which needs no side files.
  private static func openReadOnly(_ path: String) throws -> Database? {
    var info = stat()
    if stat(path, &info) == 0, info.st_size == 0 { return nil }
    // Where the file and its folder can be written, the connection may write, though
    // `query_only` keeps it from changing anything: as the last connection to close, it then
    // checkpoints the WAL and deletes the `-wal` and `-shm` files that reading a WAL store
    // makes, which a read-only connection would leave behind.
    let canClean = access(path, W_OK) == 0 && access(OutputFile.folder(of: path), W_OK) == 0
    let database = try Database(
      path: path, flags: canClean ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY)
    try database.withUnsafeHandle { _ = sqlite3_busy_timeout($0, Store.busyTimeoutMilliseconds) }
    do {
      _ = try Store.refusingForeignFile(path) {
        try database.query("SELECT count(*) FROM sqlite_schema")
      }
      return database
    } catch let error as StoreError where error.meansSideFilesCannotBeMade {
      try database.close()
      let uri =
        "file:"
        + PercentEncoding.encode(path) {
          PercentEncoding.isUnreserved($0) || $0 == UInt8(ascii: "/")
        }
      let immutable = try Database(
        path: uri + "?immutable=1", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, reportedAs: path)
      return immutable
    }
  }

  /// Closes the connection, reporting a failure that `deinit` would have to swallow.
  public func close() throws { try database.close() }

  /// Lends the connection to `body` inside one read transaction: a consistent snapshot, in
  /// which any write fails (SQLite's `query_only`), as in GRDB's `read`.
  public func read<T>(_ body: (Database) throws -> T) throws -> T {
    try mapBusy { try database.execute("BEGIN DEFERRED") }
    if !isReadOnly { try database.execute("PRAGMA query_only = ON") }
    defer {
      if !isReadOnly { try? database.execute("PRAGMA query_only = OFF") }
      try? database.execute("COMMIT")
    }
    return try body(database)
  }

  /// Runs `body` in one IMMEDIATE transaction: committed when it returns, rolled back when it
  /// throws.
  ///
  /// IMMEDIATE takes the write lock up front, so a second process waits in the busy handler
  /// instead of failing when it tries to upgrade a read lock.
  /// - Throws: `StoreError.readOnly` on a store opened with `init(readingFrom:)`.
  public func write<T>(_ body: (Database) throws -> T) throws -> T {
    guard !isReadOnly else {
      throw StoreError.readOnly(path: path, reason: .rule(.openedForReading))
    }
    return try immediateTransaction(body)
  }

  /// `write`'s transaction, which opening also uses to give an empty store its schema.
  func immediateTransaction<T>(_ body: (Database) throws -> T) throws -> T {
    try mapBusy { try database.execute("BEGIN IMMEDIATE") }
    do {
      let result = try body(database)
      try mapBusy { try database.execute("COMMIT") }
      return result
    } catch {
      try? database.execute("ROLLBACK")
      throw error
    }
  }

  /// Lends the connection with no transaction around it, for SQLite calls that manage their own
  /// (an online backup into this store).
  func withConnection<T>(_ body: (Database) throws -> T) throws -> T {
    try body(database)
  }

  private func mapBusy<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as StoreError where error.isBusy {
      throw StoreError.busy(path: path)
    }
  }

  // MARK: - Opening

  private func configure() throws {
    try database.withUnsafeHandle { _ = sqlite3_busy_timeout($0, Store.busyTimeoutMilliseconds) }
    try checkIsMoodCardStore()
    try mapBusy {
      try database.execute("PRAGMA foreign_keys = ON")
      if database.path != ":memory:" {
        try database.execute("PRAGMA journal_mode = WAL")
      }
    }
  }

  /// Runs the first statement that reads the file, turning SQLite's "not a database" into
  /// `.notAMoodCardStore`.
  ///
  /// The header is checked by SQLite itself and never by opening the file here: POSIX locks
  /// belong to the process, so closing any other descriptor of the store drops every lock this
  /// process's connections hold on it, and another process then checkpoints and deletes the WAL
  /// they still write into (SQLite's "How To Corrupt An SQLite Database File", 2.2).
  private static func refusingForeignFile<T>(_ path: String, _ body: () throws -> T) throws -> T {
    do { return try body() } catch StoreError.sqlite(let code, _, _, _, _)
      where code & 0xFF == SQLITE_NOTADB
    {
      throw StoreError.notAMoodCardStore(path: path, reason: .rule(.notSQLite))
    }
  }

  private func checkIsMoodCardStore() throws {
    let applicationID =
      try Store.refusingForeignFile(path) { try database.query("PRAGMA application_id") }
      .first?.int(0) ?? 0
    if applicationID == Int64(schema.applicationID) { return }
    let tables = try database.query("SELECT count(*) FROM sqlite_schema").first?.int(0) ?? 0
    guard applicationID == 0, tables == 0 else {
      throw StoreError.notAMoodCardStore(
        path: path,
        reason: applicationID == 0 ? .rule(.otherProgram) : .applicationID(applicationID))
    }
  }
}
