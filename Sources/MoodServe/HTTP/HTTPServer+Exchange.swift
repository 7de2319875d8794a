import CMicroHTTPD
import FoundationEssentials
import Glibc
import MoodApp
import MoodSystem

// MARK: - One request

extension HTTPServer {
  /// What libmicrohttpd's thread knows about one request between its callbacks; its
  /// `con_cls`. Only that thread uses it: the handler's reply goes through `State.answers`.
  final class Exchange {
    var head: HTTPRequest
    var body = Data()
    /// Where the body goes instead of `body`, for a route that takes a file.
    var upload: UploadFile?
    /// The upload's place and limit; `nil` for a body kept in memory.
    var place: UploadPlace?
    var received: Int64 = 0
    var tooLarge = false
    /// The `errno` of a write to `upload` that failed: the rest of the body is ignored.
    var uploadFailure: Int32?
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
      if !exchange.answered, !exchange.tooLarge, exchange.uploadFailure == nil, let upload {
        server.receive(UnsafeRawPointer(upload), count: uploadSize.pointee, into: exchange)
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

  /// Keeps `count` more bytes of the body: in memory, or appended to the upload's file. Past
  /// the limit, what was kept is dropped (the upload's file with its descriptor) and the rest
  /// of the body is read and ignored, to be answered 413.
  private func receive(_ bytes: UnsafeRawPointer, count: Int, into exchange: Exchange) {
    exchange.received += Int64(count)
    guard exchange.received <= exchange.place?.limit ?? Int64(handler.maximumBodySize) else {
      exchange.tooLarge = true
      exchange.body = Data()
      exchange.upload = nil
      return
    }
    guard let upload = exchange.upload else {
      exchange.body.append(bytes.assumingMemoryBound(to: UInt8.self), count: count)
      return
    }
    do { try upload.append(bytes, count: count) } catch {
      exchange.uploadFailure = (error as? UploadFile.Failure)?.code ?? EIO
      exchange.upload = nil
    }
  }

  /// The refusal of a body over its limit: the upload's own words for a file, which name the
  /// sizes in MiB; `length` is the size announced, when it was.
  private func overLimit(_ exchange: Exchange, length: Int64?) -> HTTPResponse {
    let error: WebError
    if let place = exchange.place {
      let limit = MessageValue.text(NumberText.mebibytes(place.limit))
      error =
        if let length {
          WebError(
            .contentTooLarge, .webUploadTooLarge,
            ["size": .text(NumberText.mebibytes(length)), "limit": limit])
        } else {
          WebError(.contentTooLarge, .webUploadOverLimit, ["limit": limit])
        }
    } else {
      let limit = MessageValue.text("\(handler.maximumBodySize)")
      error =
        if let length {
          WebError(
            .contentTooLarge, .webBodyTooLarge, ["length": .text("\(length)"), "limit": limit])
        } else {
          WebError(.contentTooLarge, .webBodyOverLimit, ["limit": limit])
        }
    }
    return handler.refusal(error, to: exchange.head)
  }

  /// The head has arrived: the handler may answer at once (a refusal, a 413 for a body
  /// announced too large) before any of the body is read. A route that takes a file gets its
  /// upload's file here, once the head has passed the handler's screen.
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
    if early == nil {
      exchange.place = handler.uploadPlace(for: head)
      let limit = exchange.place?.limit ?? Int64(handler.maximumBodySize)
      if let length = head.header("content-length").flatMap(Int64.init), length > limit {
        early = overLimit(exchange, length: length)
      } else if let place = exchange.place {
        do { exchange.upload = try UploadFile(in: place.folder) } catch {
          let code = (error as? UploadFile.Failure)?.code ?? EIO
          early = handler.refusal(Self.unkept(code, place: place), to: head)
        }
      }
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

  /// The refusal of an upload whose file could not be made or written, with the system's
  /// reason: 507 when the disk is full, else 500.
  private static func unkept(_ code: Int32, place: UploadPlace) -> WebError {
    WebError(
      code == ENOSPC || code == EDQUOT ? .insufficientStorage : .internalServerError,
      .webUploadUnkept,
      ["folder": .text(place.folder), "reason": .text(SystemReason.text(errno: code))])
  }

  /// The whole request has arrived, or its answer is ready after a resume.
  private func complete(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    let id = ConnectionID(connection)
    if let ready = shared.withLock({ $0.state.answers.removeValue(forKey: id) }) {
      return queue(ready, to: exchange.head, on: connection)
    }
    if exchange.answered { return MHD_Result.YES }
    if exchange.tooLarge {
      return queue(overLimit(exchange, length: nil), to: exchange.head, on: connection)
    }
    if let code = exchange.uploadFailure, let place = exchange.place {
      return queue(
        handler.refusal(Self.unkept(code, place: place), to: exchange.head), to: exchange.head,
        on: connection)
    }
    // Only a request the handler answers is counted, under the lock `stop()` sets `stopping`
    // with: once it has, no request is suspended, and the count it waits on only falls.
    let isStopping = shared.withLock { locked in
      if !locked.state.stopping { locked.state.suspended += 1 }
      return locked.state.stopping
    }
    if isStopping {
      return queue(
        handler.refusal(WebError(.serviceUnavailable, .webStopping), to: exchange.head),
        to: exchange.head,
        on: connection)
    }

    var request = exchange.head
    request.body = exchange.body
    request.upload = exchange.upload
    exchange.body = Data()
    exchange.upload = nil
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
