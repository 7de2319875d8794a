/// An HTTP request method, as the request line gives it, upper case: the ones the routes take
/// are named, and any other a client sends is kept as written, to be refused with 405.
package struct HTTPMethod: RawRepresentable, Hashable, Sendable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  package let rawValue: String

  package init(rawValue: String) { self.rawValue = rawValue }
  package init(stringLiteral value: String) { rawValue = value }

  package static let get = HTTPMethod(rawValue: "GET")
  package static let head = HTTPMethod(rawValue: "HEAD")
  package static let post = HTTPMethod(rawValue: "POST")
  package static let put = HTTPMethod(rawValue: "PUT")
  package static let delete = HTTPMethod(rawValue: "DELETE")
  package static let options = HTTPMethod(rawValue: "OPTIONS")

  /// Whether a request of this method may change data: anything but `GET`, `HEAD` and
  /// `OPTIONS`.
  package var changesState: Bool { ![.get, .head, .options].contains(self) }

  package var description: String { rawValue }

  package static func < (lhs: HTTPMethod, rhs: HTTPMethod) -> Bool { lhs.rawValue < rhs.rawValue }
}
