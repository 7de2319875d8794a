import CSQLite

/// A prepared SQLite statement, finalized when it is released.
final class Statement {
  private var handle: OpaquePointer?
  private let database: Database
  private let sql: String

  init(database: Database, sql: String) throws {
    self.database = database
    self.sql = sql
    var handle: OpaquePointer?
    let status = try database.withUnsafeHandle { sqlite3_prepare_v2($0, sql, -1, &handle, nil) }
    guard status == SQLITE_OK else {
      sqlite3_finalize(handle)
      throw database.error(status, context: sql)
    }
    self.handle = handle
  }

  deinit { sqlite3_finalize(handle) }

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
        status = sqlite3_bind_text(handle, index, text, -1, moodcard_sqlite_transient())
      }
      guard status == SQLITE_OK else { throw database.error(status, context: sql) }
    }
  }

  /// The next row, or `nil` when the statement is done.
  func step() throws -> Row? {
    let status = sqlite3_step(handle)
    switch status {
    case SQLITE_ROW:
      return Row(values: (0..<sqlite3_column_count(handle)).map(column))
    case SQLITE_DONE:
      return nil
    default:
      throw database.error(status, context: sql)
    }
  }

  private func column(_ index: Int32) -> SQLValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: return .integer(sqlite3_column_int64(handle, index))
    case SQLITE_FLOAT: return .real(sqlite3_column_double(handle, index))
    case SQLITE_NULL: return .null
    default: return .text(sqlite3_column_text(handle, index).map { String(cString: $0) } ?? "")
    }
  }
}

/// One result row, its columns in the order the query named them.
struct Row {
  let values: [SQLValue]

  func int(_ index: Int) -> Int64 {
    switch values[index] {
    case .integer(let value): return value
    case .real(let value): return Int64(value)
    case .text(let text): return Int64(text) ?? 0
    case .null: return 0
    }
  }

  func text(_ index: Int) -> String {
    if case .text(let text) = values[index] { return text }
    if case .integer(let value) = values[index] { return String(value) }
    return ""
  }

  func optionalText(_ index: Int) -> String? {
    values[index] == .null ? nil : text(index)
  }
}
