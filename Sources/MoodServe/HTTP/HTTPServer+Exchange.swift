import CMicroHTTPD
import FoundationEssentials
import MoodApp

// MARK: - One request

extension HTTPServer {
  /// What libmicrohttpd's thread knows about one request between its callbacks; its
  /// `con_cls`. Only that thread uses it: the handler's reply goes through `State.answers`.
  final class Exchange {
    var head: HTTPRequest
    var body = Data()
    var tooLarge = false
    var answered = false

    init(head: HTTPRequest) { self.head = head }
  }

  static let access: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, upload, uploadSize, state in
    guard let cls, let connection, let state, let uploadSize else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    guard let existing = state.pointee else {
      var head = HTTPServer.head(
        connection, path: url.map { String(cString: $0) } ?? "/",
        method: method.map { String(cString: $0) } ?? "GET")
      head.isSecure = server.isSecure
      let exchange = Exchange(head: head)
      state.pointee = Unmanaged.passRetained(exchange).toOpaque()
      return server.begin(exchange, on: connection)
    }
    let exchange = Unmanaged<Exchange>.fromOpaque(existing).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      if !exchange.answered, !exchange.tooLarge, let upload {
        if exchange.body.count + uploadSize.pointee > server.handler.maximumBodySize {
          exchange.tooLarge = true
          exchange.body = Data()
        } else {
          exchange.body.append(
            UnsafeRawPointer(upload).assumingMemoryBound(to: UInt8.self), count: uploadSize.pointee)
        }
      }
      uploadSize.pointee = 0
      return MHD_Result.YES
    }
    return server.complete(exchange, on: connection)
  }

  static let completed: MHD_RequestCompletedCallback = { cls, connection, state, _ in
    guard let cls, let state, let existing = state.pointee else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    server.shared.withLock { locked in
      locked.state.unfinished -= 1
      // The next request on this connection has its own deadline.
      if let connection {
        locked.state.connections[ConnectionID(connection)]?.deadline = .now + headDeadline
      }
      locked.broadcast()
    }
    Unmanaged<Exchange>.fromOpaque(existing).release()
    state.pointee = nil
  }

  /// The head has arrived: the handler may answer at once (a refusal, a 413 for a body
  /// announced too large) before any of the body is read.
  private func begin(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    let open = shared.withLock { locked in
      let id = ConnectionID(connection)
      locked.state.unfinished += 1
      locked.state.connections[id]?.begun = true
      locked.state.connections[id]?.deadline = nil
      locked.broadcast()
      return locked.state.connections[id]
    }
    let head = exchange.head
    var early: HTTPResponse?
    if open?.overflow == true, !handler.hasSession(head) {
      early = overflowRefusal(head)
    } else if let failure = Self.framingFailure(head, target: open?.target ?? "") {
      early = handler.refusal(failure, to: head)
    } else {
      early = handler.screen(head)
    }
    if early == nil, let length = head.header("content-length").flatMap(Int.init),
      length > handler.maximumBodySize
    {
      early = handler.refusal(
        WebError(
          .contentTooLarge, .webBodyTooLarge,
          ["length": .text("\(length)"), "limit": .text("\(handler.maximumBodySize)")]),
        to: head)
    }
    guard let early else { return MHD_Result.YES }
    exchange.answered = true
    return queue(early, to: head, on: connection)
  }

  /// What is wrong with a head libmicrohttpd read but that is not answered: a target or headers
  /// too long, or a `%00` in the target, which would cut the decoded path short.
  private static func framingFailure(_ head: HTTPRequest, target: String) -> WebError? {
    if target.utf8.count > targetLimit {
      return WebError(.uriTooLong, .webTargetTooLong, ["limit": .text("\(targetLimit)")])
    }
    let headerBytes = head.headers.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 4 }
    if headerBytes > headerLimit {
      return WebError(
        .headerFieldsTooLarge, .webHeadersTooLarge, ["limit": .text("\(headerLimit)")])
    }
    if target.contains("%00") {
      return .badRequest(.webNulInTarget)
    }
    return nil
  }

  /// The whole request has arrived, or its answer is ready after a resume.
  private func complete(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    let id = ConnectionID(connection)
    let (ready, isStopping) = shared.withLock { locked in
      let ready = locked.state.answers.removeValue(forKey: id)
      if ready == nil, !locked.state.stopping, !exchange.answered, !exchange.tooLarge {
        locked.state.suspended += 1
      }
      return (ready, locked.state.stopping)
    }
    if let ready { return queue(ready, to: exchange.head, on: connection) }
    if exchange.answered { return MHD_Result.YES }
    if exchange.tooLarge {
      let limit = ["limit": MessageValue.text("\(handler.maximumBodySize)")]
      return queue(
        handler.refusal(WebError(.contentTooLarge, .webBodyOverLimit, limit), to: exchange.head),
        to: exchange.head, on: connection)
    }
    if isStopping {
      return queue(
        handler.refusal(WebError(.serviceUnavailable, .webStopping), to: exchange.head),
        to: exchange.head,
        on: connection)
    }

    var request = exchange.head
    request.body = exchange.body
    exchange.body = Data()
    MHD_suspend_connection(connection)
    handler.respond(request) { [self] response in
      shared.withLock { locked in
        locked.state.answers[id] = response
        // libmicrohttpd allows resuming from any thread; under the lock, so that `stop()`
        // sees no suspended connection once the count is zero.
        MHD_resume_connection(id.connection)
        locked.state.suspended -= 1
        locked.broadcast()
      }
    }
    return MHD_Result.YES
  }
}
