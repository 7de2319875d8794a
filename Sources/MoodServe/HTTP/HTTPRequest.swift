import FoundationEssentials

/// One HTTP request as a value: what the server read off the socket, with no C type in it.
package struct HTTPRequest: Sendable {
  /// `GET`, `PUT`, …, upper case.
  package var method: HTTPMethod
  /// The path, percent-decoded, without the query: `/api/entries/2026-11-29`.
  package var path: String
  /// The query's parameters, decoded; a parameter without a value maps to "".
  package var query: [String: String] = [:]
  /// The headers, by lower-case name.
  package var headers: [String: String] = [:]
  /// The values of the route pattern's `:name` segments, set by the router.
  package var parameters: [String: String] = [:]
  /// The body; empty for a request without one.
  package var body = Data()
  /// The body written to a file as it arrived, for a route that takes large files
  /// (`Route.takesFile`); `body` is then empty.
  package var upload: UploadFile?
  /// Whether the request came over TLS: the listener of an address beyond this computer's own.
  package var isSecure = false

  package init(
    method: HTTPMethod, path: String, query: [String: String] = [:],
    headers: [String: String] = [:], parameters: [String: String] = [:], body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.parameters = parameters
    self.body = body
  }

  /// The header `name` (any case), or `nil`.
  package func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The value of the cookie `name`, or `nil`.
  package func cookie(_ name: String) -> String? {
    guard let line = header("cookie") else { return nil }
    for pair in line.split(separator: ";") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0].trimmingWhitespace() == name {
        return parts[1].trimmingWhitespace()
      }
    }
    return nil
  }

  /// Whether the request may change data: anything but `GET`, `HEAD` and `OPTIONS`.
  package var changesState: Bool { method.changesState }
}
