/// A value bound to or read from an SQLite statement.
enum SQLValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  init(stringLiteral value: String) { self = .text(value) }
  init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLValue {
  /// Text or null for an optional string.
  static func text(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }
  /// An `Int` as SQLite's 64-bit integer.
  static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
  /// `1` or `0` for a flag.
  static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }
}
