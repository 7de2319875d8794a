import CSQLite

/// A prepared SQLite statement, finalized when it is released. `Database` keeps it for reuse.
final class Statement {
  private var handle: OpaquePointer?
  /// Unowned: the database keeps its statements, and finalizes them before it closes.
  private unowned let database: Database
  private let sql: String

  init(database: Database, sql: String) throws {
    self.database = database
    self.sql = sql
    var handle: OpaquePointer?
    let status = try database.withUnsafeHandle { sqlite3_prepare_v2($0, sql, -1, &handle, nil) }
    guard status == SQLITE_OK else {
      sqlite3_finalize(handle)
      throw database.error(status, context: .statement(sql))
    }
    self.handle = handle
  }

  deinit { sqlite3_finalize(handle) }

  /// Makes the statement ready to run again, with no value bound.
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// Binds `values` to the parameters `?1`, `?2`, ... in order.
  func bind(_ values: [SQLValue]) throws {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .null: status = sqlite3_bind_null(handle, index)
      case .integer(let number): status = sqlite3_bind_int64(handle, index, number)
      case .real(let number): status = sqlite3_bind_double(handle, index, number)
      case .text(let text):
        // With its byte count, so a NUL inside the text is stored, never a place to cut it.
        var text = text
        status = text.withUTF8 { bytes in
          guard let base = bytes.baseAddress, !bytes.isEmpty else {
            return sqlite3_bind_text(handle, index, "", 0, moodcard_sqlite_transient())
          }
          return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
            sqlite3_bind_text(handle, index, $0, Int32(bytes.count), moodcard_sqlite_transient())
          }
        }
      }
      guard status == SQLITE_OK else { throw database.error(status, context: .statement(sql)) }
    }
  }

  /// The next row, or `nil` when the statement is done.
  func step() throws -> Row? {
    let status = sqlite3_step(handle)
    switch status {
    case SQLITE_ROW:
      let columns = 0..<sqlite3_column_count(handle)
      return Row(
        values: columns.map(column),
        names: columns.map { sqlite3_column_name(handle, $0).map { String(cString: $0) } ?? "" })
    case SQLITE_DONE:
      return nil
    default:
      throw database.error(status, context: .statement(sql))
    }
  }

  private func column(_ index: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
    case SQLITE_NULL: return .null
    default:
      // By its byte count, like binding: a NUL inside never ends the text early.
      guard let bytes = sqlite3_column_text(handle, index) else { return .text("") }
      let count = Int(sqlite3_column_bytes(handle, index))
      return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
    }
  }
}

/// One result row, its columns in the order the query named them.
/// One result row; its accessors refuse a value of the wrong kind instead of guessing, since
/// a store damaged outside MoodCard must be reported, not read as zeros.
package struct Row {
  package let values: [SQLValue]
  /// The columns' names, for messages.
  package let names: [String]

  /// A column that holds something other than what was asked for.
  struct Mismatch: Error {
    let column: String
    let found: FoundValue
    let expected: ExpectedForm
  }

  package func int(_ index: Int) throws -> Int64 {
    if case .integer(let value) = values[index] { return value }
    throw mismatch(index, expected: .wholeNumber)
  }

  package func text(_ index: Int) throws -> String {
    if case .text(let text) = values[index] { return text }
    throw mismatch(index, expected: .text)
  }

  package func optionalText(_ index: Int) throws -> String? {
    values[index] == .null ? nil : try text(index)
  }

  private func mismatch(_ index: Int, expected: ExpectedForm) -> Mismatch {
    Mismatch(
      column: index < names.count ? names[index] : "column \(index)",
      found: FoundValue(stored: values[index]), expected: expected)
  }
}
