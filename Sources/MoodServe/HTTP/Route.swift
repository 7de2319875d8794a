import FoundationEssentials
import MoodApp
import MoodCore

/// One entry of the route table: a method, a path pattern and the handler that answers it.
///
/// A pattern is a path whose segments are literal or `:name`, which matches any one segment
/// and hands it to the handler as `request.parameters["name"]`; a last segment `*name` matches
/// the rest of the path.
package struct Route: Sendable {
  /// The handler: a plain function from the request to the response, given the worker's
  /// store and renderers.
  package typealias Handler = @Sendable (HTTPRequest, ServeContext) throws -> HTTPResponse

  /// The method it answers (and `HEAD`, for `GET`).
  package let method: HTTPMethod
  /// The path pattern.
  package let pattern: String
  package let handler: Handler
  /// Whether the body is a file that may be far larger than memory should hold (an import):
  /// written to disk as it arrives (`HTTPRequest.upload`), within the upload limit.
  package let takesFile: Bool

  package init(
    _ method: HTTPMethod, _ pattern: String, takesFile: Bool = false,
    _ handler: @escaping Handler
  ) {
    self.method = method
    self.pattern = pattern
    self.takesFile = takesFile
    self.handler = handler
  }

  /// The parameters of `path` when it matches the pattern, else `nil`.
  package func match(_ path: String) -> [String: String]? {
    let wanted = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let given = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    var parameters: [String: String] = [:]
    for (index, segment) in wanted.enumerated() {
      let position = given.index(given.startIndex, offsetBy: index)
      if segment.hasPrefix("*") {
        parameters[String(segment.dropFirst())] = given[position...].joined(separator: "/")
        return parameters
      }
      guard position < given.endIndex else { return nil }
      if segment.hasPrefix(":") {
        guard !given[position].isEmpty else { return nil }
        parameters[String(segment.dropFirst())] = String(given[position])
      } else if segment != given[position] {
        return nil
      }
    }
    return wanted.count == given.count ? parameters : nil
  }
}

/// The route table and the one place errors become responses.
package struct Router: Sendable {
  /// The routes, tried in order.
  package let routes: [Route]

  /// A table of `routes`, none of which answers the same method and path as another: a clash
  /// is a mistake in the table, caught when the server starts (as Hummingbird's `validate`
  /// does) rather than left to whichever route comes first.
  package init(routes: [Route]) {
    let clashes = Self.clashes(in: routes)
    precondition(clashes.isEmpty, "routes answer the same requests: \(clashes)")
    self.routes = routes
  }

  /// Each method and pattern that more than one of `routes` answers, `GET /api/entries/:day`;
  /// patterns that differ only in their parameters' names (`:day`, `:name`) clash.
  package static func clashes(in routes: [Route]) -> [String] {
    var seen: Set<String> = []
    var clashes: [String] = []
    for route in routes {
      let shape = route.pattern.split(separator: "/", omittingEmptySubsequences: false)
        .map { $0.first == ":" || $0.first == "*" ? String($0.prefix(1)) : String($0) }
        .joined(separator: "/")
      let key = "\(route.method) \(shape)"
      if !seen.insert(key).inserted { clashes.append("\(route.method) \(route.pattern)") }
    }
    return clashes
  }

  /// The route that answers `request`'s method and path, if any.
  package func route(for request: HTTPRequest) -> Route? {
    let method = request.method == .head ? .get : request.method
    return routes.first { $0.method == method && $0.match(request.path) != nil }
  }

  /// The methods some route takes, and `HEAD`: any other is refused before anything else.
  package var methods: Set<HTTPMethod> { Set(routes.map(\.method)).union([.head]) }

  /// The response of the route that matches `request`: 404 when no pattern matches the path,
  /// 405 when one does but not for the method; any error a handler throws as a JSON error.
  package func respond(_ request: HTTPRequest, context: ServeContext) -> HTTPResponse {
    var allowed: [HTTPMethod] = []
    for route in routes {
      guard let parameters = route.match(request.path) else { continue }
      let method = request.method == .head ? .get : request.method
      guard route.method == method else {
        allowed.append(route.method)
        continue
      }
      var request = request
      request.parameters = parameters
      do {
        var response = try route.handler(request, context)
        if request.method == .head { response.body = Data() }
        return response
      } catch {
        let response = HTTPResponse.failure(
          error, messages: context.settings.messages(for: request),
          changing: request.changesState)
        if response.status.isServerError {
          context.settings.log(request, failure: Failure.detail(of: error))
        }
        return response
      }
    }
    let messages = context.settings.messages(for: request)
    guard allowed.isEmpty else {
      return Self.methodNotAllowed(request, allowed: allowed, messages: messages)
    }
    return .failure(WebError.nothing(at: request), messages: messages)
  }

  /// The 405 of `request`, whose method is not one of `allowed`, with its `Allow` header.
  package static func methodNotAllowed(
    _ request: HTTPRequest, allowed: [HTTPMethod], messages: Messages
  )
    -> HTTPResponse
  {
    var response = HTTPResponse.failure(
      WebError(
        .methodNotAllowed, .webMethodNotAllowed,
        [
          "method": .text(request.method.rawValue), "path": .text(request.path),
          "allowed": .oneOf(allowed.map(\.rawValue)),
        ]),
      messages: messages)
    response.add("Allow", allowed.map(\.rawValue).joined(separator: ", "))
    return response
  }
}
