import FoundationEssentials

/// One HTTP response as a value: a status, headers and a body.
struct HTTPResponse: Sendable {
  /// The HTTP status code: 200, 303 for a redirect, 4xx or 5xx for a failure.
  var status: Int
  /// The headers, in order; a name may repeat.
  var headers: [(name: String, value: String)] = []
  var body = Data()

  /// The first header called `name` (any case), or `nil`.
  func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// Adds a header after the others, also when one of that name is there already.
  mutating func add(_ name: String, _ value: String) { headers.append((name, value)) }

  /// A response of `status` with `body` of the media type `type`.
  static func data(_ body: Data, type: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, headers: [("Content-Type", type)], body: body)
  }

  /// A UTF-8 text response.
  static func text(_ text: String, type: String = "text/plain", status: Int = 200)
    -> HTTPResponse
  {
    data(Data(text.utf8), type: type + "; charset=utf-8", status: status)
  }

  /// A JSON response of `value`, keys sorted.
  static func json<Value: Encodable>(_ value: Value, status: Int = 200) throws -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return data(try encoder.encode(value), type: "application/json", status: status)
  }

  /// The JSON error every failure is answered with: `{"error": message}`.
  static func error(_ status: Int, _ message: String) -> HTTPResponse {
    let body = (try? JSONEncoder().encode(["error": message])) ?? Data()
    return data(body, type: "application/json", status: status)
  }

  /// A `303 See Other` to `location`.
  static func redirect(to location: String) -> HTTPResponse {
    HTTPResponse(status: 303, headers: [("Location", location)])
  }

  /// A download of `body`, named `filename` in the browser's save dialog.
  static func download(_ body: Data, type: String, filename: String) -> HTTPResponse {
    var response = data(body, type: type)
    response.add("Content-Disposition", "attachment; filename=\"\(filename)\"")
    return response
  }
}
