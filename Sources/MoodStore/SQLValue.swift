/// A value bound to or read from an SQLite statement.
package enum SQLValue: Equatable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
}

extension SQLValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  package init(stringLiteral value: String) { self = .text(value) }
  package init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLValue {
  /// Text or null for an optional string.
  package static func text(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }
  /// An `Int` as SQLite's 64-bit integer.
  package static func int(_ value: Int) -> SQLValue { .integer(Int64(value)) }
  /// `1` or `0` for a flag.
  package static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }
}
