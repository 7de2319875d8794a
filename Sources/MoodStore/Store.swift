import CSQLite
import Foundation
import MoodCore

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
  static let applicationID: Int32 = 0x4D4F_4F44
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
  private let database: Database

  /// Opens the store at `path`, creating or upgrading its schema as needed.
  /// - Throws: `StoreError.notAMoodCardStore` for a foreign file and `.newerSchema` for a store
  ///   made by a newer MoodCard, both without changing the file; `.cannotCreate` when the
  ///   folder or file cannot be made.
  public init(path: String, ifMissing: Missing = .create) throws {
    self.path = path
    let exists = FileManager.default.fileExists(atPath: path)
    if exists {
      try Store.checkLooksLikeSQLite(path)
    } else if ifMissing == .create {
      try Store.createEmptyFile(path)
    }
    let target = exists || ifMissing == .create ? path : ":memory:"
    database = try Database(path: target, flags: SQLITE_OPEN_READWRITE)
    try configure()
    try migrate()
  }

  /// Closes the connection, reporting a failure that `deinit` would have to swallow.
  public func close() throws { try database.close() }

  /// Lends the connection to `body` for reading.
  public func read<T>(_ body: (Database) throws -> T) throws -> T {
    try body(database)
  }

  /// Runs `body` in one IMMEDIATE transaction: committed when it returns, rolled back when it
  /// throws.
  ///
  /// IMMEDIATE takes the write lock up front, so a second process waits in the busy handler
  /// instead of failing when it tries to upgrade a read lock.
  public func write<T>(_ body: (Database) throws -> T) throws -> T {
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

  /// Refuses a file that is neither empty nor an SQLite database, before SQLite touches it.
  private static func checkLooksLikeSQLite(_ path: String) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw StoreError.cannotOpen(path: path, reason: "the file cannot be read")
    }
    defer { try? handle.close() }
    let header = (try? handle.read(upToCount: 16)) ?? Data()
    guard header.isEmpty || header == Data("SQLite format 3\0".utf8) else {
      throw StoreError.notAMoodCardStore(path: path, reason: "it is not an SQLite database")
    }
  }

  private func checkIsMoodCardStore() throws {
    let applicationID = try database.query("PRAGMA application_id").first?.int(0) ?? 0
    if applicationID == Int64(Store.applicationID) { return }
    let tables = try database.query("SELECT count(*) FROM sqlite_schema").first?.int(0) ?? 0
    guard applicationID == 0, tables == 0 else {
      throw StoreError.notAMoodCardStore(
        path: path,
        reason: applicationID == 0
          ? "it is an SQLite database of another program"
          : "it is an SQLite database with application id \(applicationID)")
    }
  }

  /// Creates the folder (0700) if needed and an empty file with mode 0600, so the store is
  /// private from its first byte.
  private static func createEmptyFile(_ path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      if !folder.isEmpty {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      }
    } catch {
      throw StoreError.cannotCreate(path: path, reason: Store.reason(of: error))
    }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor < 0 {
      let code = errno
      // Another process may have created it between the check and here; that is fine.
      guard code == EEXIST else {
        throw StoreError.cannotCreate(path: path, reason: String(cString: strerror(code)))
      }
    } else {
      Glibc.close(descriptor)
    }
  }

  private static func reason(of error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    return (error as NSError).localizedDescription
  }
}
