/// A header's list of weighted values (RFC 9110 §12.4.2), as `Accept-Language` and
/// `Accept-Encoding` send them: `gzip;q=0.8, br`. The one reader of that grammar.
package enum WeightedList {
  /// One value of the list, lower-cased, with its weight: 1 when no `q=` is given, `nil` when
  /// the `q=` given is not a number (each caller says what such a value is worth).
  package struct Item: Equatable, Sendable {
    package let value: String
    package let weight: Double?
  }

  /// The values of `header` in the order sent, without empty ones.
  package static func items(of header: String) -> [Item] {
    header.split(separator: ",").compactMap { item in
      let parts = item.split(separator: ";").map { $0.trimmingWhitespace() }
      guard let value = parts.first?.lowercased(), !value.isEmpty else { return nil }
      let weight = parts.dropFirst().first { $0.hasPrefix("q=") }
      return Item(value: value, weight: weight.map { Double($0.dropFirst(2)) } ?? 1)
    }
  }
}
