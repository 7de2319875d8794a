import CSQLite
import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// What `Store.restore` did.
public struct RestoreOutcome: Sendable, Equatable {
  /// Where the store as it was before the restore is kept, or `nil` when there was none.
  public let previousStore: String?
  /// The number of entries the restored store holds.
  public let entryCount: Int
}

extension Store {
  /// Writes a consistent copy of the store to `path`, even while other processes write to it.
  ///
  /// SQLite's online backup API copies every page in one step inside one read transaction, so
  /// the copy is a single snapshot. The copy goes to a temporary file (mode 0600) beside `path`,
  /// becomes a self-contained file (no WAL), and is renamed over `path` only when complete.
  /// ```swift
  /// try store.backup(to: "/media/usb/mood-2026-11-29.sqlite")
  /// ```
  /// - Throws: `ImportError.cannotWrite` when the file cannot be made, `.writeFailed` when the
  ///   disk takes no more bytes (full, `ulimit -f`); `path` is then as it was.
  public func backup(to path: String) throws {
    guard !Store.isSameFile(path, self.path) else {
      throw ImportError.cannotWrite(path: path, reason: .rule(.theStoreItself))
    }
    try AtomicFile.replace(path) { temporary in
      try read { source in
        var writing: Database?
        do {
          let destination = try Database(path: temporary, flags: SQLITE_OPEN_READWRITE)
          writing = destination
          try Store.copy(from: source, to: destination)
          try destination.close()
          // The copy carries the source's WAL mode, which a fresh connection sees and can
          // turn off: a backup is better as one self-contained file.
          let reopened = try Database(path: temporary, flags: SQLITE_OPEN_READWRITE)
          writing = reopened
          try reopened.execute("PRAGMA journal_mode = DELETE")
          try reopened.close()
        } catch let error as StoreError where error.meansWriteFailed {
          throw ImportError.writeFailed(path: path, reason: error.writeFailureReason(of: writing))
        } catch let error as StoreError {
          throw ImportError.cannotWrite(path: path, reason: .failed(error))
        }
      }
    }
  }

  /// Writes the store's `image()`, as `seal` turns it (encrypts it), to a new file at `path`,
  /// renamed into place when whole: the image is never on the disk as it is.
  public func backup(to path: String, sealedBy seal: ([UInt8]) throws -> [UInt8]) throws {
    guard !Store.isSameFile(path, self.path) else {
      throw ImportError.cannotWrite(path: path, reason: .rule(.theStoreItself))
    }
    try AtomicFile.write(Data(try seal(try image())), to: path)
  }

  /// Replaces the store at `storePath` with the store file at `backupPath`.
  ///
  /// Before anything changes, the file is copied into memory and checked there: SQLite's
  /// integrity check, MoodCard's application id and a schema version this MoodCard reads
  /// (older ones are migrated). Then the current store, if any, is kept as
  /// `<store>.<UTC time>.bak` and the copy is written into it in one write transaction, so
  /// another process that has the store open sees either the old or the new content.
  /// - Parameter now: the instant that names the `.bak` file.
  /// - Throws: `ImportError.cannotRead` or `.notAStore` for a bad file, with the store
  ///   untouched; `ImportError.cannotWrite` when the copies cannot be made.
  public static func restore(from backupPath: String, to storePath: String, now: Date) throws
    -> RestoreOutcome
  {
    guard !isSameFile(backupPath, storePath) else {
      throw ImportError.notAStore(
        path: backupPath, reason: .rule(.theStoreBeingReplaced))
    }
    try checkSQLiteHeader(backupPath)
    let staged = try stage(backupPath) {
      try Database(path: backupPath, flags: SQLITE_OPEN_READONLY)
    }
    return try install(staged, at: storePath, now: now)
  }

  /// Replaces the store at `storePath` with the store file whose bytes are `image` (an
  /// encrypted backup, decrypted in memory), as `restore(from:to:now:)` does with a file; the
  /// image never reaches the disk but as the store itself.
  /// - Parameter name: the file the image came from, for messages.
  public static func restore(image: [UInt8], named name: String, to storePath: String, now: Date)
    throws -> RestoreOutcome
  {
    guard !image.isEmpty else { throw ImportError.notAStore(path: name, reason: .rule(.emptyFile)) }
    guard image.starts(with: sqliteHeader) else {
      throw ImportError.notAStore(path: name, reason: .rule(.notSQLite))
    }
    let staged = try stage(name) { try Database(image: image) }
    return try install(staged, at: storePath, now: now)
  }

  /// The store as the bytes of one self-contained SQLite file, from one consistent snapshot
  /// even while other processes write: what an encrypted backup seals. It is made in memory,
  /// never on the disk.
  public func image() throws -> [UInt8] {
    try read { source in
      let copy = try Database(path: ":memory:", flags: SQLITE_OPEN_READWRITE)
      try Store.copy(from: source, to: copy)
      defer { try? copy.close() }
      return try copy.image()
    }
  }

  /// Writes the checked copy `staged` in place of the store at `storePath`, keeping the
  /// store as it was beside it.
  private static func install(_ staged: Store, at storePath: String, now: Date) throws
    -> RestoreOutcome
  {
    defer { try? staged.close() }
    let folder = PathName.folder(of: storePath)
    if !folder.isEmpty {
      try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    var previous: String?
    if FileManager.default.fileExists(atPath: storePath) {
      let keep = keptPath(for: storePath, now: now)
      try replaceContent(of: storePath, with: staged, keepingAt: keep)
      previous = keep
    } else {
      try write(staged, to: storePath)
    }
    let restored = try Store(path: storePath)
    defer { try? restored.close() }
    return RestoreOutcome(
      previousStore: previous, entryCount: try restored.read { try $0.entryCount() })
  }

  /// Writes `staged` as a new file at `path`, renamed into place when complete.
  private static func write(_ staged: Store, to path: String) throws {
    try AtomicFile.replace(path) { temporary in
      var writing: Database?
      do {
        let destination = try Database(path: temporary, flags: SQLITE_OPEN_READWRITE)
        writing = destination
        try staged.withConnection { try Store.copy(from: $0, to: destination) }
        try destination.close()
      } catch let error as StoreError where error.meansWriteFailed {
        throw ImportError.writeFailed(path: path, reason: error.writeFailureReason(of: writing))
      } catch let error as StoreError {
        throw ImportError.cannotWrite(path: path, reason: .failed(error))
      }
    }
  }

  // MARK: - Restoring

  /// The 16 bytes every SQLite file starts with.
  private static let sqliteHeader = Array("SQLite format 3\0".utf8)

  private static func checkSQLiteHeader(_ path: String) throws {
    let file: InputFile
    // An empty file is no store, rather than no import: say so in the words of a store.
    do { file = try InputFile(path: path, maximumBytes: .max) } catch ImportError.empty {
      throw ImportError.notAStore(path: path, reason: .rule(.emptyFile))
    }
    let header = try file.readChunk().prefix(16)
    try file.close()
    guard header.elementsEqual(sqliteHeader) else {
      throw ImportError.notAStore(path: path, reason: .rule(.notSQLite))
    }
  }

  /// The store `open` gives (the backup `name`), copied into memory, checked there and
  /// brought up to date.
  /// - Throws: `ImportError.notAStore` for a bad backup.
  private static func stage(_ name: String, open: () throws -> Database) throws -> Store {
    do {
      let source = try open()
      let copy = try Database(path: ":memory:", flags: SQLITE_OPEN_READWRITE)
      try Store.copy(from: source, to: copy)
      try source.close()
      let problems = try copy.query("PRAGMA integrity_check(5)").map { try $0.text(0) }
      guard problems == ["ok"] else {
        throw ImportError.notAStore(path: name, reason: .integrityCheck(problems))
      }
      let applicationID = try copy.query("PRAGMA application_id").first?.int(0) ?? 0
      guard applicationID == Int64(Store.applicationID) else {
        throw ImportError.notAStore(path: name, reason: .rule(.otherProgram))
      }
      let version = Int(try copy.query("PRAGMA user_version").first?.int(0) ?? 0)
      guard (1...Store.schemaVersion).contains(version) else {
        throw ImportError.notAStore(
          path: name, reason: .schemaVersion(version, supported: Store.schemaVersion))
      }
      return try Store(migratingInMemory: copy)
    } catch let error as StoreError {
      throw ImportError.notAStore(path: name, reason: .failed(error))
    }
  }

  /// Keeps a copy of the store at `keep`, then writes `staged` into it, in one write
  /// transaction of the live store.
  ///
  /// The transaction holds the store's write lock from before the copy is kept until the new
  /// content is committed, so a write another process (a running `mood serve`) commits is
  /// either in the copy kept or made after the restore, never lost between the two. SQLite's
  /// online backup cannot write into a connection inside a transaction, so the rows are copied
  /// with SQL from the staged copy, attached in memory.
  private static func replaceContent(
    of storePath: String, with staged: Store, keepingAt keep: String
  )
    throws
  {
    let live: Store
    do { live = try Store(path: storePath) } catch let error as StoreError
      where error.meansUnreadableStore
    {
      // The current store cannot be opened (damaged or foreign): keep its files as they are.
      for suffix in ["", "-wal", "-shm"]
      where FileManager.default.fileExists(atPath: storePath + suffix) {
        try AtomicFile.move(storePath + suffix, to: keep + suffix)
      }
      try write(staged, to: storePath)
      return
    }
    defer { try? live.close() }
    do {
      let image = try staged.withConnection { try $0.image() }
      try live.withConnection {
        try $0.execute("ATTACH DATABASE ':memory:' AS restored")
        try $0.deserialize(image, into: "restored")
      }
      defer { _ = try? live.withConnection { try $0.execute("DETACH DATABASE restored") } }
      try live.write { database in
        removeKeptCopiesCutShort(beside: storePath)
        let current = try Store(readingFrom: storePath)
        defer { try? current.close() }
        try current.backup(to: keep)
        do { try database.replaceRows(with: "restored") } catch let error as StoreError {
          throw error.meansWriteFailed
            ? ImportError.writeFailed(
              path: storePath, reason: error.writeFailureReason(of: database))
            : ImportError.cannotWrite(path: storePath, reason: .failed(error))
        }
      }
    } catch {
      // The store was not replaced, so the copy kept of it is not needed: leave nothing new.
      unlink(keep)
      throw error
    }
    try live.close()
  }

  /// Removes the temporary files of kept copies that a restore killed while writing one left
  /// beside the store (`.<store>.<time>.bak.<id>.tmp` and its `-journal`). Only a restore
  /// holding the store's write lock writes them, so when the caller holds that lock, any there
  /// is from a restore that was stopped and will never finish it.
  private static func removeKeptCopiesCutShort(beside storePath: String) {
    let folder = PathName.folder(of: storePath)
    let prefix = ".\(PathName.lastPart(of: storePath))."
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder))
      ?? []
    for name in names
    where name.hasPrefix(prefix) && name.contains(".bak.")
      && (name.hasSuffix(".tmp") || name.hasSuffix(".tmp-journal"))
    {
      unlink(folder.isEmpty ? name : "\(folder)/\(name)")
    }
  }

  /// `<store>.2026-11-29T200000Z.bak`, with `-2`, `-3`, ... when that name is taken.
  private static func keptPath(for storePath: String, now: Date) -> String {
    let stamp = Timestamp.format(now).prefix(19).filter { $0 != ":" } + "Z"
    var candidate = "\(storePath).\(stamp).bak"
    var number = 2
    while FileManager.default.fileExists(atPath: candidate) {
      candidate = "\(storePath).\(stamp)-\(number).bak"
      number += 1
    }
    return candidate
  }

  // MARK: - Copying

  private static func copy(from source: Database, to destination: Database) throws {
    let backup = try OnlineBackup(from: source, to: destination)
    try backup.run()
    try backup.finish()
  }

  private static func isSameFile(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).resolvingSymlinksInPath().standardizedFileURL
      == URL(fileURLWithPath: b).resolvingSymlinksInPath().standardizedFileURL
  }
}

extension Database {
  /// Replaces every row of this database's tables with the rows of the same tables in the
  /// attached database `schema`, which has the same schema version; inside the caller's
  /// transaction. Parents are written before children, in the order the schema made them.
  fileprivate func replaceRows(with schema: String) throws {
    let tables = try query(
      """
      SELECT name FROM main.sqlite_schema
      WHERE type = 'table' AND (name NOT LIKE 'sqlite%' OR name = 'sqlite_sequence')
      ORDER BY rowid
      """
    ).map { try $0.text(0) }
    let restoredTables = Set(
      try query("SELECT name FROM \(schema).sqlite_schema WHERE type = 'table'")
        .map { try $0.text(0) })
    try execute("PRAGMA defer_foreign_keys = ON")
    for table in tables.reversed() { try execute("DELETE FROM main.\(table)") }
    for table in tables where restoredTables.contains(table) {
      let columns = try query("SELECT name FROM pragma_table_info(?)", [.text(table)])
        .map { "\"\(try $0.text(0))\"" }.joined(separator: ", ")
      try execute(
        "INSERT INTO main.\(table) (\(columns)) SELECT \(columns) FROM \(schema).\(table)")
    }
  }
}

extension StoreError {
  /// Whether writing failed for a reason of the disk, not of the data: full, read-only, I/O.
  var meansWriteFailed: Bool {
    guard case .sqlite(let code, _, _, _, _) = self else { return false }
    return [SQLITE_FULL, SQLITE_IOERR, SQLITE_READONLY].contains(code & 0xFF)
  }

  /// The cause of a failed write into `destination`, as the system names it: the `errno` its
  /// file last failed with when that is a write the disk refused (EFBIG past `ulimit -f`, which
  /// SQLite reports as an I/O error; not a lock attempt's), a full disk (which SQLite reports
  /// without an `errno`), else the error itself.
  func writeFailureReason(of destination: Database?) -> FileProblem {
    if let code = destination?.lastFileErrno, OutputFile.writeFailureCodes.contains(code) {
      return .system(errno: code)
    }
    if case .sqlite(let code, _, _, _, _) = self, code & 0xFF == SQLITE_FULL {
      return .system(errno: ENOSPC)
    }
    return .failed(self)
  }

  /// Whether the error says the file is not a readable MoodCard store (foreign, damaged), as
  /// opposed to one that is busy or newer, which a restore must not move aside.
  fileprivate var meansUnreadableStore: Bool {
    switch self {
    case .notAMoodCardStore, .cannotOpen: return true
    case .sqlite(let code, _, _, _, _):
      return [SQLITE_CORRUPT, SQLITE_NOTADB].contains(code & 0xFF)
    default: return false
    }
  }
}
