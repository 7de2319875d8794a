import CSQLite
import FoundationEssentials

/// An open SQLite connection, lent to the closures of `Store.read` and `Store.write`.
///
/// The connection belongs to the `Store` that made it; never keep it beyond the closure.
public final class Database {
  private var handle: OpaquePointer?
  /// The path of the database file, or `:memory:`.
  public let path: String
  /// The statements `query` has prepared, by their SQL, kept while the connection is open:
  /// a computer joining another's ten years writes some 30,000 rows through a dozen
  /// statements, which were otherwise parsed and planned anew for every row.
  private var prepared: [String: Statement] = [:]
  /// How many statements are kept before the oldest are let go: the product's own SQL is a few
  /// dozen texts; SQL built with a varying number of placeholders must not grow it for ever.
  private static let preparedLimit = 128

  /// Opens the database at `path` (a file name, or a `file:` URI with `SQLITE_OPEN_URI`) with
  /// SQLite's `flags`.
  /// - Parameter reportedAs: the path errors name, when `path` is a URI.
  init(path: String, flags: Int32, reportedAs: String? = nil) throws {
    self.path = reportedAs ?? path
    var handle: OpaquePointer?
    let status = sqlite3_open_v2(path, &handle, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard status == SQLITE_OK, let handle else {
      let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
      // SQLite allocates a handle even when the open fails; it must still be closed.
      sqlite3_close_v2(handle)
      throw StoreError.cannotOpen(path: reportedAs ?? path, reason: .system(message))
    }
    self.handle = handle
    sqlite3_extended_result_codes(handle, 1)
  }

  deinit { sqlite3_close_v2(handle) }

  /// Closes the connection, finalizing the statements kept for `query`.
  func close() throws {
    guard let handle else { return }
    prepared.removeAll()
    let status = sqlite3_close(handle)
    guard status == SQLITE_OK else { throw error(status, context: .closing) }
    self.handle = nil
  }

  /// Lends the raw connection handle to `body`, for the C calls this type does not wrap.
  func withUnsafeHandle<T>(_ body: (OpaquePointer) throws -> T) throws -> T {
    guard let handle else { throw StoreError.closed }
    return try body(handle)
  }

  /// The `errno` of the last failed system call on the main database file
  /// (`SQLITE_FCNTL_LAST_ERRNO`); 0 when there was none or the connection is closed.
  var lastFileErrno: Int32 {
    var code: Int32 = 0
    _ = try? withUnsafeHandle { sqlite3_file_control($0, "main", SQLITE_FCNTL_LAST_ERRNO, &code) }
    return code
  }

  /// Runs one or more statements that bind no values and return no rows.
  package func execute(_ sql: String) throws {
    try withUnsafeHandle { handle in
      let status = sqlite3_exec(handle, sql, nil, nil, nil)
      guard status == SQLITE_OK else { throw error(status, context: .statement(sql)) }
    }
  }

  /// Runs one statement with `values` bound, returning every row.
  @discardableResult
  package func query(_ sql: String, _ values: [SQLValue] = []) throws -> [Row] {
    let statement = try preparedStatement(sql)
    // Reset whatever happens, so a kept statement never holds a read open or a value bound.
    defer { statement.reset() }
    try statement.bind(values)
    var rows: [Row] = []
    while let row = try statement.step() { rows.append(row) }
    return rows
  }

  private func preparedStatement(_ sql: String) throws -> Statement {
    if let kept = prepared[sql] { return kept }
    let statement = try Statement(database: self, sql: sql)
    if prepared.count >= Self.preparedLimit { prepared.removeAll() }
    prepared[sql] = statement
    return statement
  }

  /// Whether SQLite opened the file read-only, as it does without a word when the file cannot
  /// be written (`sqlite3_db_readonly`).
  var isReadOnlyFile: Bool {
    (try? withUnsafeHandle { sqlite3_db_readonly($0, "main") == 1 }) ?? false
  }

  /// The number of rows the last INSERT, UPDATE or DELETE changed.
  var changes: Int {
    (try? withUnsafeHandle { Int(sqlite3_changes($0)) }) ?? 0
  }

  /// The rowid of this connection's last successful INSERT, 0 before any: a new habit's id
  /// (`sqlite3_last_insert_rowid`).
  var lastInsertedRowID: Int64 {
    (try? withUnsafeHandle { sqlite3_last_insert_rowid($0) }) ?? 0
  }

  /// A `StoreError` for a failed call, with SQLite's message for this connection.
  func error(_ status: Int32, context: StoreStep) -> StoreError {
    // The connection's message belongs to its last failed call, which is not always `status`'s
    // (a backup step reports its failure only through its return value): then SQLite's text
    // for the code itself, never "not an error".
    let message =
      handle.flatMap { sqlite3_extended_errcode($0) == status ? sqlite3_errmsg($0) : nil }
      .map { String(cString: $0) } ?? String(cString: sqlite3_errstr(status))
    let system = handle.map { sqlite3_system_errno($0) } ?? 0
    return StoreError.sqlite(
      code: status, message: message, context: context, path: path, errno: system)
  }
}
