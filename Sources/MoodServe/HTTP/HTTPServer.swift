import CMicroHTTPD
import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// What the server asks of the application behind it.
package protocol HTTPHandler: Sendable {
  /// The largest body a request may have, in bytes.
  var maximumBodySize: Int { get }
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

/// An HTTP server on one address and port, over TLS or not: GNU libmicrohttpd behind Swift
/// values. Several servers may share one handler: `mood serve` runs one for this computer's own
/// address and one over TLS for each address a phone reaches.
///
/// Requests are read on libmicrohttpd's own thread; each whole request is suspended while the
/// handler answers it elsewhere, then resumed with the response. `stop()` stops accepting,
/// waits for every suspended request to be answered, then stops the daemon. No C type leaves
/// this file.
///
/// Slow and odd clients cannot hold the server:
/// - a request's head (its line and headers) must arrive within `headDeadline` of the
///   connection's opening or of the previous answer, or the connection is closed (a client
///   that trickles a byte now and then resets libmicrohttpd's idle timeout, never this);
/// - a connection that sends nothing for `idleTimeout` is closed;
/// - one client address holds at most half the limit, so a stranger on the network cannot
///   fill it alone;
/// - over the limit, up to as many connections again are read as far as their request's head:
///   one with a session (the person's own page, a script with the token) is served, the others
///   are answered `503` with `Retry-After`; beyond that a connection is closed as soon as it is
///   accepted;
/// - a head libmicrohttpd has room for but that is too long (`targetLimit`, `headerLimit`), a
///   `%00` in the target, and an unknown method are answered in JSON with the security headers,
///   as every response is. (A head over the connection's memory, `memoryLimit`, still gets
///   libmicrohttpd's own short HTML answer: it has no hook for that one.)
package final class HTTPServer: @unchecked Sendable {
  /// The port the server listens on: the one asked for, or the one the system chose for 0.
  package let port: Int
  /// Whether the server speaks TLS: every request it reads says so (`HTTPRequest.isSecure`).
  package let isSecure: Bool
  private let handler: any HTTPHandler
  private var daemon: OpaquePointer?
  /// The TLS key, certificates and priorities as C strings, which libmicrohttpd keeps pointers
  /// to (all three `nil` without TLS): freed once the daemon has stopped.
  private var tlsTexts: [UnsafeMutablePointer<CChar>?] = [nil, nil, nil]
  // Guards the counts, `stopping`, `connections`, `watching` and every exchange's `response`.
  private let condition = ConditionLock()
  /// Requests handed to the handler and not resumed yet.
  private var suspended = 0
  /// Requests begun (their head read) whose response is not sent yet.
  private var unfinished = 0
  /// Every open connection, by libmicrohttpd's handle.
  private var connections: [OpaquePointer: OpenConnection] = [:]
  private var stopping = false
  /// Whether the thread that enforces the head deadline runs, and whether it is to end.
  private var watching = false
  private var watchEnds = false
  /// The most connections served at once.
  private let connectionLimit: Int
  /// How long a request's head may take to arrive.
  package static let headDeadline: Duration = .seconds(5)
  /// How long a connection may send nothing before it is closed, in seconds.
  package static let idleTimeout: UInt32 = 3
  /// The memory libmicrohttpd gives each connection: its head, its parsed headers and query,
  /// and its answer's head. Pages are touched only as a head needs them.
  package static let memoryLimit = 256 * 1024
  /// The longest request target (path and query) answered; longer is `414`.
  package static let targetLimit = 16 * 1024
  /// The most bytes of header lines answered; more is `431`.
  package static let headerLimit = 64 * 1024
  /// The most bytes of an answer's headers: libmicrohttpd closes a connection whose answer's
  /// head does not fit its memory, so a larger one becomes a `500` that does.
  package static let answerHeadLimit = 64 * 1024
  /// How long `stop()` waits for answers to be sent to clients that are slow to read them.
  private static let sendingGrace: Duration = .seconds(5)
  /// How long `stop()` waits for the first request of a connection it has accepted (a browser
  /// may open one in advance and send nothing).
  private static let arrivingGrace: Duration = .seconds(2)

  /// What the server knows of one open connection.
  private struct OpenConnection {
    /// Its socket, closed by libmicrohttpd only after the connection callback says so.
    let socket: Int32
    /// Accepted while the limit was reached: only a request with a session is served on it.
    let overflow: Bool
    /// When its next request's head must have arrived; `nil` while a request is answered.
    var deadline: ContinuousClock.Instant?
    /// Whether a request has begun on it: `stop()` waits a little for the first one.
    var begun = false
    /// The target of its request as sent, before libmicrohttpd decoded it.
    var target = ""
  }

  /// The key and certificate a server speaks TLS with, PEM.
  package struct TLSCredentials: Sendable {
    package let keyPEM: String
    /// The server's certificate, then any intermediate ones.
    package let certificatesPEM: String

    package init(keyPEM: String, certificatesPEM: String) {
      self.keyPEM = keyPEM
      self.certificatesPEM = certificatesPEM
    }
  }

  /// GnuTLS's priorities: its defaults, with TLS 1.2 and 1.3 only (the older versions have
  /// known attacks, and every phone of the last decade speaks 1.2).
  static let tlsPriorities = "NORMAL:-VERS-ALL:+VERS-TLS1.3:+VERS-TLS1.2"

  /// Starts listening on `address` (an IPv4 or IPv6 literal) and `port` (0 for any free port),
  /// over TLS with `tls`.
  /// - Parameter connectionLimit: the most connections served at once; more are refused.
  /// - Throws: `ServeError` naming the address when it cannot listen there.
  package convenience init(
    address: String, port: Int, tls: TLSCredentials? = nil, connectionLimit: Int = 64,
    handler: any HTTPHandler
  ) throws {
    try self.init(
      listener: Listener(address: address, port: port), tls: tls,
      connectionLimit: connectionLimit, handler: handler)
  }

  /// Serves `handler` on `listener`, a socket that listens already (kept by `ServeKeeper`
  /// across restarts), over TLS with `tls`; closes the socket when it stops.
  /// - Throws: `ServeError` when libmicrohttpd cannot be opened or started (as with a key and
  ///   certificate that do not match); `SystemThread.Failure` when the system refuses the thread
  ///   that keeps the heads' deadlines: without it a slow client could hold a connection for
  ///   ever, so the server does not start.
  package init(
    listener: Listener, tls: TLSCredentials? = nil, connectionLimit: Int = 64,
    handler: any HTTPHandler
  ) throws {
    do { try Self.checkLibrary() } catch {
      close(listener.descriptor)
      throw error
    }
    self.port = listener.port
    self.isSecure = tls != nil
    self.connectionLimit = connectionLimit
    self.handler = handler
    var flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_AUTO.rawValue
      | MHD_ALLOW_SUSPEND_RESUME.rawValue
    if let tls {
      flags |= MHD_USE_TLS.rawValue
      let texts: [String] = [tls.keyPEM, tls.certificatesPEM, Self.tlsPriorities]
      tlsTexts = texts.map { text -> UnsafeMutablePointer<CChar>? in strdup(text) }
    }
    let me = Unmanaged.passUnretained(self).toOpaque()
    // libmicrohttpd's own limit is never reached (the accept policy closes connections first):
    // at its limit it stops accepting, and a new connection would wait unanswered.
    daemon = moodcard_mhd_start(
      flags, listener.descriptor, HTTPServer.admit, me, HTTPServer.access, me,
      HTTPServer.completed, me, HTTPServer.notify, me, HTTPServer.target, me,
      UInt32(connectionLimit * 2 + 1), UInt32(connectionLimit / 2), Self.idleTimeout,
      Self.memoryLimit, tlsTexts[0], tlsTexts[1], tlsTexts[2])
    guard daemon != nil else {
      close(listener.descriptor)
      throw ServeError(
        .serveCannotStart, ["address": .text(listener.address), "port": .text("\(port)")])
    }
    watching = true
    do {
      try SystemThread.detach(name: "mood-serve-time") { [self] in watchDeadlines() }
    } catch {
      watching = false
      // Nothing was served yet: the daemon stops at once, and the listener is closed as in
      // `stop()`.
      let listening = MHD_quiesce_daemon(daemon)
      MHD_stop_daemon(daemon)
      if listening >= 0 { close(listening) }
      daemon = nil
      throw error
    }
  }

  deinit {
    stop()
    tlsTexts.forEach { free($0) }
  }

  /// Throws `ServeError` when libmicrohttpd cannot be opened: asked before anything is served.
  package static func checkLibrary() throws {
    if let reason = moodcard_mhd_unavailable() {
      throw ServeError(.serveLibraryMissing, ["reason": .text(String(cString: reason))])
    }
  }

  /// Stops accepting connections, answers every request in progress (the handler finishes it,
  /// or it gets 503, as does a request arriving on a connection already accepted), then stops
  /// the daemon and closes every connection.
  package func stop() {
    guard let daemon else { return }
    condition.withLock { stopping = true }
    // After quiescing, the listening socket is ours to close, once the daemon has stopped.
    let listener = MHD_quiesce_daemon(daemon)
    condition.withLock {
      // libmicrohttpd's rule: stopping a daemon with a suspended connection is undefined.
      while suspended > 0 { condition.wait() }
      // Then the answers go out, and requests already on their way arrive (to be answered
      // 503), before the daemon closes their connections.
      let deadline = ContinuousClock.now + Self.sendingGrace
      let arriving = ContinuousClock.now + Self.arrivingGrace
      while true {
        let answering = unfinished > 0
        let awaited = connections.values.contains { !$0.begun }
        guard answering || (awaited && ContinuousClock.now < arriving) else { break }
        if !condition.wait(until: answering ? deadline : arriving), answering { break }
      }
      // The deadline thread shuts sockets down: it ends before the daemon closes them.
      watchEnds = true
      condition.broadcast()
      while watching { condition.wait() }
    }
    MHD_stop_daemon(daemon)
    if listener >= 0 { close(listener) }
    self.daemon = nil
  }

  // MARK: - Connections

  /// Closes a new connection at once when twice the limit are open.
  private static let admit: MHD_AcceptPolicyCallback = { cls, _, _ in
    guard let cls else { return MHD_Result.NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    return server.condition.withLock {
      server.connections.count < server.connectionLimit * 2 ? MHD_Result.YES : MHD_Result.NO
    }
  }

  /// Keeps each open connection with its head's deadline; one over the limit is marked to be
  /// served only with a session.
  private static let notify: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    guard let cls, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    server.condition.withLock {
      switch event {
      case .CONNECTION_NOTIFY_STARTED:
        server.connections[connection] = OpenConnection(
          socket: moodcard_mhd_socket(connection),
          overflow: server.connections.count >= server.connectionLimit,
          deadline: .now + headDeadline)
      case .CONNECTION_NOTIFY_CLOSED:
        server.connections[connection] = nil
      }
      server.condition.broadcast()
    }
  }

  /// Keeps the request's target as it was sent: libmicrohttpd decodes it into a C string, in
  /// which a `%00` would end it early.
  private static let target:
    @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, OpaquePointer?) ->
      UnsafeMutableRawPointer? = { cls, uri, connection in
        guard let cls, let uri, let connection else { return nil }
        let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
        let text = String(cString: uri)
        server.condition.withLock { server.connections[connection]?.target = text }
        return nil
      }

  /// Shuts down the socket of every connection whose request's head is late; libmicrohttpd
  /// then reads its end and closes it. Runs on its own thread until `stop()`.
  private func watchDeadlines() {
    condition.withLock {
      while !watchEnds { watchOnce() }
      watching = false
      condition.broadcast()
    }
  }

  /// Shuts down the sockets whose deadline has passed, then waits for the next deadline or a
  /// change; inside `withLock`.
  private func watchOnce() {
    // The monotonic clock: a change of the system's time moves no deadline.
    let now = ContinuousClock.now
    var next: ContinuousClock.Instant?
    for (connection, open) in connections {
      guard let deadline = open.deadline else { continue }
      if deadline <= now {
        // Under the lock, before libmicrohttpd is told it closed: the socket is still its.
        shutdown(open.socket, Int32(SHUT_RDWR))
        connections[connection]?.deadline = nil
      } else {
        next = min(next ?? deadline, deadline)
      }
    }
    if let next { _ = condition.wait(until: next) } else { condition.wait() }
  }

  /// The refusal of a request without a session on a connection over the limit.
  private func refusal(_ head: HTTPRequest) -> HTTPResponse {
    var response = handler.refusal(
      WebError(.serviceUnavailable, .webConnectionLimit, ["limit": .text("\(connectionLimit)")]),
      to: head)
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

  private static let completed: MHD_RequestCompletedCallback = { cls, connection, state, _ in
    guard let cls, let state, let existing = state.pointee else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let exchange = Unmanaged<Exchange>.fromOpaque(existing)
    server.condition.withLock {
      server.unfinished -= 1
      // The next request on this connection has its own deadline.
      if let connection {
        server.connections[connection]?.deadline = .now + headDeadline
      }
      server.condition.broadcast()
    }
    exchange.release()
    state.pointee = nil
  }

  /// The head has arrived: the handler may answer at once (a refusal, a 413 for a body
  /// announced too large) before any of the body is read.
  private func begin(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    let open = condition.withLock {
      unfinished += 1
      connections[connection]?.begun = true
      connections[connection]?.deadline = nil
      condition.broadcast()
      return connections[connection]
    }
    let head = exchange.head
    var early: HTTPResponse?
    if open?.overflow == true, !handler.hasSession(head) {
      early = refusal(head)
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
    let (ready, isStopping) = condition.withLock {
      let ready = exchange.response
      if ready == nil, !stopping, !exchange.answered, !exchange.tooLarge { suspended += 1 }
      return (ready, stopping)
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
    let waiting = Suspended(connection: connection, exchange: .passRetained(exchange))
    handler.respond(request) { [self] response in
      condition.withLock {
        waiting.exchange.takeRetainedValue().response = response
        MHD_resume_connection(waiting.connection)
        suspended -= 1
        condition.broadcast()
      }
    }
    return MHD_Result.YES
  }

  private func queue(_ response: HTTPResponse, to head: HTTPRequest, on connection: OpaquePointer)
    -> MHD_Result
  {
    var response = handler.finish(response, to: head)
    let headBytes = response.headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count }
    if headBytes > Self.answerHeadLimit {
      handler.log(head, failure: "the answer's headers (\(headBytes) bytes) do not fit")
      response = handler.finish(
        handler.refusal(WebError(.internalServerError, .webAnswerTooLarge), to: head), to: head)
    }
    let made = response.body.withUnsafeBytes { bytes in
      moodcard_mhd_response_copy(bytes.count, bytes.baseAddress)
    }
    guard let made else { return MHD_Result.NO }
    defer { MHD_destroy_response(made) }
    for header in response.headers {
      _ = MHD_add_response_header(made, header.name, header.value)
    }
    return MHD_queue_response(connection, UInt32(response.status.rawValue), made)
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
      method: HTTPMethod(rawValue: method.uppercased()), path: path,
      query: values(.GET_ARGUMENT_KIND, lowercased: false),
      headers: values(.HEADER_KIND, lowercased: true))
  }
}

extension ServeError {
  /// Whether the error is a listener's whose port another socket holds.
  package var meansPortInUse: Bool {
    guard key == .serveCannotListen, case .message(let reason, _)? = values["reason"] else {
      return false
    }
    return reason == .servePortInUse
  }
}

/// A listening TCP socket, made before the daemon so that the port the system picks for 0 is
/// known before the first request, and kept by `ServeKeeper` while servers come and go.
package struct Listener {
  package let descriptor: Int32
  /// The address as given.
  package let address: String
  package let port: Int

  package init(address: String, port: Int) throws {
    func failure(_ reason: MessageValue) -> ServeError {
      ServeError(
        .serveCannotListen,
        ["address": .text(address), "port": .text("\(port)"), "reason": reason])
    }
    guard let requested = UInt16(exactly: port) else {
      throw failure(.message(.serveExpectedPort, [:]))
    }
    guard let socketAddress = SocketAddress(address, port: requested) else {
      throw failure(.message(.serveExpectedAddress, [:]))
    }
    let family = socketAddress.family
    let descriptor = socketAddress.makeSocket()
    guard descriptor >= 0 else { throw failure(.text(SystemReason.text(errno: errno))) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound = socketAddress.withPointer {
      bind(descriptor, $0, $1) == 0 && listen(descriptor, SOMAXCONN) == 0
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
    self.address = address
    self.port = Int(UInt16(bigEndian: network))
  }
}
