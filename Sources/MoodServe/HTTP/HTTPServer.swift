import CMicroHTTPD
import Glibc
import MoodApp
import MoodSystem
import Synchronization

/// An HTTP server on one address and port, over TLS or not: GNU libmicrohttpd behind Swift
/// values. Several servers may share one handler: `mood serve` runs one for this computer's own
/// address and one over TLS for each address a phone reaches.
///
/// Requests are read on libmicrohttpd's own thread; each whole request is suspended while the
/// handler answers it elsewhere, then resumed with the response. `stop()` stops accepting,
/// waits for every suspended request to be answered, then stops the daemon. No C type leaves
/// the `HTTPServer` files, one per job:
/// - `+Daemon`: libmicrohttpd's daemon and the C strings it keeps (`+TLS`: what it speaks TLS
///   with);
/// - `+Connections`: admitting connections, the limit and its overflow;
/// - `+Deadlines`: the thread that closes connections whose head is late;
/// - `+Exchange`: one request, from its head to its suspension and resumption;
/// - `+Answers`: a response queued on its connection;
/// - `+Head`: a request's head read from libmicrohttpd.
///
/// What libmicrohttpd's thread, the workers' replies, the deadline thread and `stop()` share is
/// one `State`, reached only under its lock.
///
/// Slow and odd clients cannot hold the server:
/// - a request's head (its line and headers) must arrive within `headDeadline` of the
///   connection's opening or of the previous answer, or the connection is closed (a client
///   that trickles a byte now and then resets libmicrohttpd's idle timeout, never this);
/// - a connection that sends nothing for `idleTimeout` is closed;
/// - one client address is served at most half the limit without a session, so a stranger on
///   the network cannot fill it alone;
/// - over the limit (or its address's half), a connection is still read as far as its
///   request's head: one with a session (the person's own page, a script with the token) is
///   served, the others are answered `503` with `Retry-After`. So a flood of idle or trickling
///   connections never locks the person out: up to `admissionLimit` are held (thousands, with
///   libmicrohttpd's epoll), and only beyond that is a connection closed as soon as it is
///   accepted;
/// - a head libmicrohttpd has room for but that is too long (`targetLimit`, `headerLimit`), a
///   `%00` in the target, and an unknown method are answered in JSON with the security headers,
///   as every response is. (A head over the connection's memory, `memoryLimit`, still gets
///   libmicrohttpd's own short HTML answer: it has no hook for that one.)
package final class HTTPServer: Sendable {
  /// The port the server listens on: the one asked for, or the one the system chose for 0.
  package let port: Int
  /// Whether the server speaks TLS: every request it reads says so (`HTTPRequest.isSecure`).
  package let isSecure: Bool
  let handler: any HTTPHandler
  /// The most connections served at once without a session.
  let connectionLimit: Int
  /// The most connections held open at once, served only with a session beyond
  /// `connectionLimit`: `admissionCeiling`, or fewer when the process may open fewer files.
  let admissionLimit: Int
  /// The daemon while it runs; `stop()` takes it.
  private let daemon = Mutex<Daemon?>(nil)
  /// What the threads of the server share.
  let shared = ConditionLock(State())

  /// The most connections held open at once, where the process may open enough files.
  package static let admissionCeiling = 4096
  /// The files kept free of connections: the store, the fonts, the phone's folder, the pipes.
  static let reservedDescriptors = 256

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

  /// What libmicrohttpd's thread, the handler's replies, the deadline thread and `stop()`
  /// share.
  struct State {
    /// Requests handed to the handler and not resumed yet.
    var suspended = 0
    /// Requests begun (their head read) whose response is not sent yet.
    var unfinished = 0
    /// Every open connection.
    var connections: [ConnectionID: OpenConnection] = [:]
    /// The handler's response to each suspended request, left for libmicrohttpd's thread to
    /// queue once the connection is resumed; dropped when the connection closes first.
    var answers: [ConnectionID: HTTPResponse] = [:]
    var stopping = false
    /// Whether the thread that enforces the head deadline runs, and whether it is to end.
    var watching = false
    var watchEnds = false
  }

  /// Starts listening on `address` (an IPv4 or IPv6 literal) and `port` (0 for any free port),
  /// over TLS with `tls`.
  /// - Parameters:
  ///   - connectionLimit: the most connections served at once without a session.
  ///   - admissionLimit: the most held open at once, beyond which a connection is closed as
  ///     soon as it is accepted; by default as many as the process may open, up to
  ///     `admissionCeiling`.
  /// - Throws: `ServeError` naming the address when it cannot listen there.
  package convenience init(
    address: String, port: Int, tls: TLSCredentials? = nil, connectionLimit: Int = 64,
    admissionLimit: Int? = nil, handler: any HTTPHandler
  ) throws {
    try self.init(
      listener: Listener(address: address, port: port), tls: tls,
      connectionLimit: connectionLimit, admissionLimit: admissionLimit, handler: handler)
  }

  /// Serves `handler` on `listener`, a socket that listens already (kept by `ServeKeeper`
  /// across restarts), over TLS with `tls`; closes the socket when it stops.
  /// - Throws: `ServeError` when libmicrohttpd cannot be opened or started (as with a key and
  ///   certificate that do not match); `SystemThread.Failure` when the system refuses the thread
  ///   that keeps the heads' deadlines: without it a slow client could hold a connection for
  ///   ever, so the server does not start.
  package init(
    listener: Listener, tls: TLSCredentials? = nil, connectionLimit: Int = 64,
    admissionLimit: Int? = nil, handler: any HTTPHandler
  ) throws {
    do { try Self.checkLibrary() } catch {
      close(listener.descriptor)
      throw error
    }
    self.port = listener.port
    self.isSecure = tls != nil
    self.connectionLimit = connectionLimit
    self.admissionLimit =
      admissionLimit
      ?? max(
        connectionLimit * 2,
        min(Self.admissionCeiling, Self.raiseDescriptorLimit() - Self.reservedDescriptors))
    self.handler = handler
    try daemon.withLock { held in
      guard let started = Daemon(serving: self, on: listener.descriptor, tls: tls) else {
        close(listener.descriptor)
        throw ServeError(
          .serveCannotStart, ["address": .text(listener.address), "port": .text("\(port)")])
      }
      shared.withLock { $0.state.watching = true }
      do {
        try SystemThread.detach(name: "mood-serve-time") { [self] in watchDeadlines() }
      } catch {
        shared.withLock { $0.state.watching = false }
        // Nothing was served yet: the daemon stops at once, and the listener is closed as in
        // `stop()`.
        let listening = started.quiesce()
        started.stop()
        if listening >= 0 { close(listening) }
        throw error
      }
      held = started
    }
  }

  deinit { stop() }

  /// Raises the soft limit of open files to the hard one, as far as `admissionCeiling` needs
  /// it, so that a flood of connections meets the admission limit before the system's.
  /// - Returns: the soft limit now.
  private static func raiseDescriptorLimit() -> Int {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
    let wanted = rlim_t(admissionCeiling + reservedDescriptors)
    if limit.rlim_cur < wanted, limit.rlim_cur < limit.rlim_max {
      var raised = limit
      raised.rlim_cur = min(wanted, limit.rlim_max)
      if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
    }
    return Int(clamping: limit.rlim_cur)
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
    guard let daemon = daemon.withLock({ $0.take() }) else { return }
    shared.withLock { $0.state.stopping = true }
    // After quiescing, the listening socket is ours to close, once the daemon has stopped.
    let listener = daemon.quiesce()
    shared.withLock { locked in
      // libmicrohttpd's rule: stopping a daemon with a suspended connection is undefined.
      while locked.state.suspended > 0 { locked.wait() }
      // Then the answers go out, and requests already on their way arrive (to be answered
      // 503), before the daemon closes their connections.
      let deadline = ContinuousClock.now + Self.sendingGrace
      let arriving = ContinuousClock.now + Self.arrivingGrace
      while true {
        let answering = locked.state.unfinished > 0
        let awaited = locked.state.connections.values.contains { !$0.begun }
        guard answering || (awaited && ContinuousClock.now < arriving) else { break }
        if !locked.wait(until: answering ? deadline : arriving), answering { break }
      }
      // The deadline thread shuts sockets down: it ends before the daemon closes them.
      locked.state.watchEnds = true
      locked.broadcast()
      while locked.state.watching { locked.wait() }
    }
    daemon.stop()
    if listener >= 0 { close(listener) }
  }
}
