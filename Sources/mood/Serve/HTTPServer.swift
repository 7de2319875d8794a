import CMicroHTTPD
import FoundationEssentials
import Glibc
import MoodCore

/// What the server asks of the application behind it.
protocol HTTPHandler: Sendable {
  /// The largest body a request may have, in bytes.
  var maximumBodySize: Int { get }
  /// Looks at a request's head (method, path, query, headers) before its body is read: a
  /// response ends the request there, `nil` lets the body be read.
  func screen(_ head: HTTPRequest) -> HTTPResponse?
  /// The response to a request the server itself refuses (too large, the server stopping),
  /// in the language of the page that asked.
  func refusal(_ error: WebError, to head: HTTPRequest) -> HTTPResponse
  /// Answers a whole request off the server's thread, calling `reply` exactly once.
  func respond(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void)
  /// The response as it is sent: every response passes through here.
  func finish(_ response: HTTPResponse) -> HTTPResponse
}

/// Why the server could not start: a message of the catalog and its values, said in the
/// person's language when it is reported.
struct ServeError: Error {
  let key: MessageKey
  let values: [String: MessageValue]

  init(_ key: MessageKey, _ values: [String: MessageValue]) {
    self.key = key
    self.values = values
  }
}

/// An HTTP server on one address and port: GNU libmicrohttpd behind Swift values.
///
/// Requests are read on libmicrohttpd's own thread; each whole request is suspended while the
/// handler answers it elsewhere, then resumed with the response. `stop()` stops accepting,
/// waits for every suspended request to be answered, then stops the daemon. No C type leaves
/// this file.
///
/// Connections over the limit are refused, never left waiting: up to as many again are read
/// as far as their request's head and answered `503` with `Retry-After` (or closed when idle
/// for a few seconds); beyond that a connection is closed as soon as it is accepted.
final class HTTPServer: @unchecked Sendable {
  /// The port the server listens on: the one asked for, or the one the system chose for 0.
  let port: Int
  private let handler: any HTTPHandler
  private var daemon: OpaquePointer?
  // Guards the counts, `stopping`, `awaitingFirstRequest` and every exchange's `response`.
  private let condition = ThreadCondition()
  /// Requests handed to the handler and not resumed yet.
  private var suspended = 0
  /// Requests begun (their head read) whose response is not sent yet.
  private var unfinished = 0
  /// Connections accepted whose first request has not begun: it may be on its way.
  private var awaitingFirstRequest = Set<OpaquePointer>()
  private var stopping = false
  /// The most connections served at once.
  private let connectionLimit: Int
  /// Connections open now, served or being refused. Touched only on libmicrohttpd's thread,
  /// in its accept-policy and connection callbacks.
  private var openConnections = 0
  /// How long a connection over the limit may stay idle before it is closed, in seconds.
  private static let refusalTimeout: UInt32 = 5
  /// How long `stop()` waits for answers to be sent to clients that are slow to read them.
  private static let sendingGrace: TimeInterval = 5
  /// How long `stop()` waits for the first request of a connection it has accepted (a browser
  /// may open one in advance and send nothing).
  private static let arrivingGrace: TimeInterval = 2

  /// Starts listening on `address` (an IPv4 or IPv6 literal) and `port` (0 for any free port).
  /// - Parameters:
  ///   - connectionLimit: the most connections served at once; more are refused.
  ///   - makeHandler: makes the handler, given the port listened on, before the first
  ///     connection is accepted.
  /// - Throws: `ServeError` naming the address when it cannot listen there.
  init(
    address: String, port: Int, connectionLimit: Int = 64,
    makeHandler: (Int) throws -> any HTTPHandler
  ) throws {
    if let reason = moodcard_mhd_unavailable() {
      throw ServeError(.serveLibraryMissing, ["reason": .text(String(cString: reason))])
    }
    let listener = try Listener(address: address, port: port)
    self.port = listener.port
    self.connectionLimit = connectionLimit
    handler = try makeHandler(listener.port)
    let flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_AUTO.rawValue
      | MHD_ALLOW_SUSPEND_RESUME.rawValue
    let me = Unmanaged.passUnretained(self).toOpaque()
    // The memory limit bounds each connection's header buffer; bodies arrive in pieces.
    // libmicrohttpd's own limit is never reached (the accept policy closes connections first):
    // at its limit it stops accepting, and a new connection would wait unanswered.
    daemon = moodcard_mhd_start(
      flags, listener.descriptor, HTTPServer.admit, me, HTTPServer.access, me,
      HTTPServer.completed, me, HTTPServer.notify, me, UInt32(connectionLimit * 2 + 1), 60,
      64 * 1024)
    guard daemon != nil else {
      close(listener.descriptor)
      throw ServeError(.serveCannotStart, ["address": .text(address), "port": .text("\(port)")])
    }
  }

  deinit { stop() }

  /// Stops accepting connections, answers every request in progress (the handler finishes it,
  /// or it gets 503, as does a request arriving on a connection already accepted), then stops
  /// the daemon and closes every connection.
  func stop() {
    guard let daemon else { return }
    condition.lock()
    stopping = true
    condition.unlock()
    // After quiescing, the listening socket is ours to close, once the daemon has stopped.
    let listener = MHD_quiesce_daemon(daemon)
    condition.lock()
    // libmicrohttpd's rule: stopping a daemon with a suspended connection is undefined.
    while suspended > 0 { condition.wait() }
    // Then the answers go out, and requests already on their way arrive (to be answered 503),
    // before the daemon closes their connections.
    let deadline = Date(timeIntervalSinceNow: Self.sendingGrace)
    let arriving = Date(timeIntervalSinceNow: Self.arrivingGrace)
    while true {
      let answering = unfinished > 0
      guard answering || (!awaitingFirstRequest.isEmpty && Date() < arriving) else { break }
      if !condition.wait(until: answering ? deadline : arriving), answering { break }
    }
    condition.unlock()
    MHD_stop_daemon(daemon)
    if listener >= 0 { close(listener) }
    self.daemon = nil
  }

  // MARK: - Connections

  /// Closes a new connection at once when twice the limit are open.
  private static let admit: MHD_AcceptPolicyCallback = { cls, _, _ in
    guard let cls else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    return server.openConnections < server.connectionLimit * 2 ? MHD_Result.YES : MHD_Result.NO
  }

  /// Counts connections; one over the limit is marked (its socket context set) to be answered
  /// 503, and closed sooner when idle.
  private static let notify: MHD_NotifyConnectionCallback = { cls, connection, context, event in
    guard let cls, let connection, let context else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    switch event {
    case .CONNECTION_NOTIFY_STARTED:
      server.openConnections += 1
      if server.openConnections > server.connectionLimit {
        context.pointee = cls
        moodcard_mhd_set_timeout(connection, HTTPServer.refusalTimeout)
      } else {
        server.changeAwaiting { _ = $0.insert(connection) }
      }
    case .CONNECTION_NOTIFY_CLOSED:
      server.openConnections -= 1
      server.changeAwaiting { _ = $0.remove(connection) }
    }
  }

  private func changeAwaiting(_ change: (inout Set<OpaquePointer>) -> Void) {
    condition.lock()
    change(&awaitingFirstRequest)
    condition.broadcast()
    condition.unlock()
  }

  /// The refusal of a request on a connection over the limit.
  private func refusal(_ head: HTTPRequest) -> HTTPResponse {
    var response = handler.refusal(
      WebError(503, .webConnectionLimit, ["limit": .text("\(connectionLimit)")]), to: head)
    response.add("Retry-After", "1")
    // libmicrohttpd closes the connection once this is sent.
    response.add("Connection", "close")
    return response
  }

  // MARK: - One request

  /// What the server knows about one request between callbacks; its `con_cls`.
  private final class Exchange {
    var head: HTTPRequest
    var body = Data()
    var tooLarge = false
    var answered = false
    var response: HTTPResponse?

    init(head: HTTPRequest) { self.head = head }
  }

  /// A suspended connection and its exchange, handed to the thread that resumes it; used
  /// only through this server, under its lock.
  private struct Suspended: @unchecked Sendable {
    let connection: OpaquePointer
    let exchange: Unmanaged<Exchange>
  }

  private static let access: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, upload, uploadSize, state in
    guard let cls, let connection, let state, let uploadSize else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    guard let existing = state.pointee else {
      let exchange = Exchange(
        head: HTTPServer.head(
          connection, path: url.map { String(cString: $0) } ?? "/",
          method: method.map { String(cString: $0) } ?? "GET"))
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

  private static let completed: MHD_RequestCompletedCallback = { cls, _, state, _ in
    guard let cls, let state, let existing = state.pointee else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let exchange = Unmanaged<Exchange>.fromOpaque(existing)
    server.condition.lock()
    server.unfinished -= 1
    server.condition.broadcast()
    server.condition.unlock()
    exchange.release()
    state.pointee = nil
  }

  /// The head has arrived: the handler may answer at once (a refusal, a 413 for a body
  /// announced too large) before any of the body is read.
  private func begin(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    condition.lock()
    unfinished += 1
    awaitingFirstRequest.remove(connection)
    condition.broadcast()
    condition.unlock()
    var early =
      moodcard_mhd_socket_context(connection) != nil
      ? refusal(exchange.head) : handler.screen(exchange.head)
    if early == nil, let length = exchange.head.header("content-length").flatMap(Int.init),
      length > handler.maximumBodySize
    {
      early = handler.refusal(
        WebError(
          413, .webBodyTooLarge,
          ["length": .text("\(length)"), "limit": .text("\(handler.maximumBodySize)")]),
        to: exchange.head)
    }
    guard let early else { return MHD_Result.YES }
    exchange.answered = true
    return queue(early, on: connection)
  }

  /// The whole request has arrived, or its answer is ready after a resume.
  private func complete(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    condition.lock()
    let ready = exchange.response
    let isStopping = stopping
    if ready == nil, !isStopping, !exchange.answered, !exchange.tooLarge { suspended += 1 }
    condition.unlock()
    if let ready { return queue(ready, on: connection) }
    if exchange.answered { return MHD_Result.YES }
    if exchange.tooLarge {
      let limit = ["limit": MessageValue.text("\(handler.maximumBodySize)")]
      return queue(
        handler.refusal(WebError(413, .webBodyOverLimit, limit), to: exchange.head),
        on: connection)
    }
    if isStopping {
      return queue(handler.refusal(WebError(503, .webStopping), to: exchange.head), on: connection)
    }

    var request = exchange.head
    request.body = exchange.body
    exchange.body = Data()
    MHD_suspend_connection(connection)
    let waiting = Suspended(connection: connection, exchange: .passRetained(exchange))
    handler.respond(request) { [self] response in
      condition.lock()
      waiting.exchange.takeRetainedValue().response = response
      MHD_resume_connection(waiting.connection)
      suspended -= 1
      condition.broadcast()
      condition.unlock()
    }
    return MHD_Result.YES
  }

  private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let response = handler.finish(response)
    let made = response.body.withUnsafeBytes { bytes in
      moodcard_mhd_response_copy(bytes.count, bytes.baseAddress)
    }
    guard let made else { return MHD_Result.NO }
    defer { MHD_destroy_response(made) }
    for header in response.headers {
      _ = MHD_add_response_header(made, header.name, header.value)
    }
    return MHD_queue_response(connection, UInt32(response.status), made)
  }

  // MARK: - Reading the head

  /// Collects name-value pairs from libmicrohttpd's iterator.
  private final class Pairs {
    var values: [String: String] = [:]
    let lowercasesNames: Bool
    init(lowercasesNames: Bool) { self.lowercasesNames = lowercasesNames }
  }

  private static let collect: MHD_KeyValueIterator = { cls, _, key, value in
    guard let cls, let key else { return MHD_Result.YES }
    let pairs = Unmanaged<Pairs>.fromOpaque(cls).takeUnretainedValue()
    let name = String(cString: key)
    let text = value.map { String(cString: $0) } ?? ""
    let stored = pairs.lowercasesNames ? name.lowercased() : name
    // Repeated headers are joined as HTTP allows; a repeated query parameter keeps its first.
    if let earlier = pairs.values[stored] {
      if pairs.lowercasesNames { pairs.values[stored] = earlier + ", " + text }
    } else {
      pairs.values[stored] = text
    }
    return MHD_Result.YES
  }

  private static func head(_ connection: OpaquePointer, path: String, method: String)
    -> HTTPRequest
  {
    func values(_ kind: MHD_ValueKind, lowercased: Bool) -> [String: String] {
      let pairs = Pairs(lowercasesNames: lowercased)
      withExtendedLifetime(pairs) {
        _ = MHD_get_connection_values(
          connection, kind, collect, Unmanaged.passUnretained(pairs).toOpaque())
      }
      return pairs.values
    }
    return HTTPRequest(
      method: method.uppercased(), path: path,
      query: values(.GET_ARGUMENT_KIND, lowercased: false),
      headers: values(.HEADER_KIND, lowercased: true))
  }
}

/// A listening TCP socket, made before the daemon so that the port the system picks for 0 is
/// known before the first request.
private struct Listener {
  let descriptor: Int32
  let port: Int

  init(address: String, port: Int) throws {
    func failure(_ reason: MessageValue) -> ServeError {
      ServeError(
        .serveCannotListen,
        ["address": .text(address), "port": .text("\(port)"), "reason": reason])
    }
    guard let requested = UInt16(exactly: port) else {
      throw failure(.message(.serveExpectedPort, [:]))
    }
    var storage = sockaddr_storage()
    let family = address.contains(":") ? AF_INET6 : AF_INET
    let length: Int
    let parsed = withUnsafeMutableBytes(of: &storage) { raw -> Bool in
      guard let base = raw.baseAddress else { return false }
      if family == AF_INET6 {
        let socket = base.assumingMemoryBound(to: sockaddr_in6.self)
        socket.pointee.sin6_family = sa_family_t(AF_INET6)
        socket.pointee.sin6_port = requested.bigEndian
        return inet_pton(AF_INET6, address, &socket.pointee.sin6_addr) == 1
      }
      let socket = base.assumingMemoryBound(to: sockaddr_in.self)
      socket.pointee.sin_family = sa_family_t(AF_INET)
      socket.pointee.sin_port = requested.bigEndian
      return inet_pton(AF_INET, address, &socket.pointee.sin_addr) == 1
    }
    length = family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size
    guard parsed else { throw failure(.message(.serveExpectedAddress, [:])) }

    let descriptor = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw failure(.text(SystemReason.text(errno: errno))) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(length)) == 0 && listen(descriptor, SOMAXCONN) == 0
      }
    }
    guard bound else {
      let code = errno
      let reason = SystemReason.text(errno: code)
      close(descriptor)
      throw failure(
        code == EADDRINUSE ? .message(.servePortInUse, ["reason": .text(reason)]) : .text(reason))
    }
    var actual = sockaddr_storage()
    var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &actualLength)
      }
    }
    let network = withUnsafeBytes(of: actual) { raw -> UInt16 in
      family == AF_INET6
        ? raw.load(as: sockaddr_in6.self).sin6_port : raw.load(as: sockaddr_in.self).sin_port
    }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: network))
  }
}
