import MoodStore

/// Rows written into a table many to a statement (`INSERT … VALUES (…), (…), …`): a sync that
/// brings another computer's ten years writes 33,000 values of the merge state and 11,000 days
/// of habits, and one statement a row cost more in preparing, binding and resetting than in
/// SQLite's own work.
///
/// Rows are sent `rowsPerStatement` at a time, and the rest a power of two of rows at a time,
/// so only a few texts of each statement are ever prepared (`Database` keeps them). `finish()`
/// writes what is left; rows not finished are not written.
struct RowBatch {
  private let db: Database
  private let head: String
  private let tail: String
  private let columns: Int
  /// `(?, ?, …)`: one row's placeholders.
  private let row: String
  /// The statement of `rowsPerStatement` rows, made when first needed: most batches (a save's
  /// one field) never fill one, and making its text for each cost more than the insert.
  private var full: String?
  private var values: [SQLValue] = []
  private var rows = 0

  /// 64 rows of at most a dozen values: well within SQLite's 32,766 values a statement.
  static let rowsPerStatement = 64

  /// - Parameters:
  ///   - head: the statement up to `VALUES` (`INSERT INTO t (a, b)`).
  ///   - tail: what follows the rows (an `ON CONFLICT` clause), or nothing.
  ///   - columns: the values of each row.
  init(_ db: Database, _ head: String, columns: Int, tail: String = "") {
    self.db = db
    self.head = head
    self.tail = tail
    self.columns = columns
    row = "(" + Array(repeating: "?", count: columns).joined(separator: ", ") + ")"
  }

  /// Adds a row of `columns` values.
  mutating func add(_ row: [SQLValue]) throws {
    precondition(row.count == columns, "a row of \(row.count) values for \(columns) columns")
    values += row
    rows += 1
    if rows == Self.rowsPerStatement {
      let full = self.full ?? statement(rows: Self.rowsPerStatement)
      self.full = full
      try db.query(full, values)
      values.removeAll(keepingCapacity: true)
      rows = 0
    }
  }

  /// Writes the rows added since the last full statement.
  mutating func finish() throws {
    var done = 0
    while rows > 0 {
      let size = 1 << (Int.bitWidth - 1 - rows.leadingZeroBitCount)
      try db.query(
        statement(rows: size), Array(values[(done * columns)..<((done + size) * columns)]))
      done += size
      rows -= size
    }
    values.removeAll(keepingCapacity: true)
  }

  private func statement(rows: Int) -> String {
    head + " VALUES "
      + (rows == 1 ? row : Array(repeating: row, count: rows).joined(separator: ", "))
      + " " + tail
  }
}
