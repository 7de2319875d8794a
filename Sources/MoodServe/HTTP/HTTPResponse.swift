import FoundationEssentials

/// One HTTP response as a value: a status, headers and a body.
package struct HTTPResponse: Sendable {
  /// The status: .ok, 303 for a redirect, 4xx or 5xx for a failure.
  package var status: HTTPStatus
  /// The headers, in order; a name may repeat.
  package var headers: [(name: String, value: String)] = []
  package var body = Data()

  package init(
    status: HTTPStatus, headers: [(name: String, value: String)] = [], body: Data = Data()
  ) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The first header called `name` (any case), or `nil`.
  package func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// Adds a header after the others, also when one of that name is there already.
  package mutating func add(_ name: String, _ value: String) { headers.append((name, value)) }

  /// A response of `status` with `body` of the media type `type`.
  package static func data(_ body: Data, type: String, status: HTTPStatus = .ok) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", type)], body: body)
  }

  /// A UTF-8 text response.
  package static func text(_ text: String, type: String = "text/plain", status: HTTPStatus = .ok)
    -> HTTPResponse
  {
    data(Data(text.utf8), type: type + "; charset=utf-8", status: status)
  }

  /// A JSON response of `value`, keys sorted.
  package static func json<Value: Encodable>(_ value: Value, status: HTTPStatus = .ok) throws
    -> HTTPResponse
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return data(try encoder.encode(value), type: "application/json", status: status)
  }

  /// The JSON error every failure is answered with: `{"error": message}`.
  package static func error(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
    let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
    return data(body, type: "application/json", status: status)
  }

  /// A `303 See Other` to `location`.
  package static func redirect(to location: String) -> HTTPResponse {
    HTTPResponse(status: .seeOther, headers: [("Location", location)])
  }

  /// A download of `body`, named `filename` in the browser's save dialog.
  package static func download(_ body: Data, type: String, filename: String) -> HTTPResponse {
    var response = data(body, type: type)
    response.add("Content-Disposition", "attachment; filename=\"\(filename)\"")
    return response
  }
}
