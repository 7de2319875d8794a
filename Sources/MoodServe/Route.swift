import FoundationEssentials
import MoodApp
import MoodStore

/// One entry of the route table: a method, a path pattern and the handler that answers it.
///
/// A pattern is a path whose segments are literal or `:name`, which matches any one segment
/// and hands it to the handler as `request.parameters["name"]`; a last segment `*name` matches
/// the rest of the path.
package struct Route: Sendable {
  /// The handler: a plain function from the request to the response, given the worker's
  /// store and renderers.
  package typealias Handler = @Sendable (HTTPRequest, ServeContext) throws -> HTTPResponse

  package let method: String
  package let pattern: String
  package let handler: Handler

  package init(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
    self.method = method
    self.pattern = pattern
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
  package let routes: [Route]

  /// The methods some route takes, and `HEAD`: any other is refused before anything else.
  package var methods: Set<String> { Set(routes.map(\.method)).union(["HEAD"]) }

  /// The response of the route that matches `request`: 404 when no pattern matches the path,
  /// 405 when one does but not for the method; any error a handler throws as a JSON error.
  package func respond(_ request: HTTPRequest, context: ServeContext) -> HTTPResponse {
    var allowed: [String] = []
    for route in routes {
      guard let parameters = route.match(request.path) else { continue }
      let method = request.method == "HEAD" ? "GET" : request.method
      guard route.method == method else {
        allowed.append(route.method)
        continue
      }
      var request = request
      request.parameters = parameters
      do {
        var response = try route.handler(request, context)
        if request.method == "HEAD" { response.body = Data() }
        return response
      } catch {
        let response = HTTPResponse.failure(
          error, messages: context.settings.messages(for: request),
          changing: request.changesState)
        if response.status >= 500 {
          context.settings.log(request, failure: (error as? StoreError)?.detail ?? "\(error)")
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
    _ request: HTTPRequest, allowed: [String], messages: Messages
  )
    -> HTTPResponse
  {
    var response = HTTPResponse.failure(
      WebError(
        405, .webMethodNotAllowed,
        [
          "method": .text(request.method), "path": .text(request.path),
          "allowed": .oneOf(allowed),
        ]),
      messages: messages)
    response.add("Allow", allowed.joined(separator: ", "))
    return response
  }
}
