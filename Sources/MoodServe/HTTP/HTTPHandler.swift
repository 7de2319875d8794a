/// What the server asks of the application behind it.
package protocol HTTPHandler: Sendable {
  /// The largest body a request may have, in bytes.
  var maximumBodySize: Int { get }
  /// Where the body of the request `head` is written as it arrives, with its own limit; `nil`
  /// keeps it in memory, within `maximumBodySize`. Asked once `screen` has let the head pass.
  func uploadPlace(for head: HTTPRequest) -> UploadPlace?
  /// Looks at a request's head (method, path, query, headers) before its body is read: a
  /// response ends the request there, `nil` lets the body be read.
  func screen(_ head: HTTPRequest) -> HTTPResponse?
  /// Whether a request's head carries a session (or the token): such a request is served on a
  /// connection beyond the limit, so the person's own page gets through when strangers fill it.
  func hasSession(_ head: HTTPRequest) -> Bool
  /// The response to a request the server itself refuses (too large, the server stopping),
  /// in the language of the page that asked.
  func refusal(_ error: WebError, to head: HTTPRequest) -> HTTPResponse
  /// Answers a whole request off the server's thread, calling `reply` exactly once.
  func respond(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void)
  /// The response to `head` as it is sent: every response passes through here.
  func finish(_ response: HTTPResponse, to head: HTTPRequest) -> HTTPResponse
  /// Says on standard error why the server could not answer `head` as asked: the detail the
  /// person is not shown.
  func log(_ head: HTTPRequest, failure detail: String)
}

extension HTTPHandler {
  /// Every body in memory.
  package func uploadPlace(for head: HTTPRequest) -> UploadPlace? { nil }
}
