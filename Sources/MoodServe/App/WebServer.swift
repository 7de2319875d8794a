import FoundationEssentials
import Glibc
import MoodApp
import MoodSystem

/// `mood serve`'s server, assembled: the store checked, the listeners, the phones'
/// certificates, the restart-after-crash parent (`ServeKeeper`), and in each child the app
/// (`WebApp`: security in front of the routes, its workers) on one `HTTPServer` per listener.
/// In the shape of hummingbird's `Application`: the caller builds it from its configuration
/// and runs it, and hears from it through `onListening` and `onServerRunning`.
/// ```swift
/// let server = WebServer(settings: settings, configuration: .init(port: 0))
/// try server.run(onListening: { print($0.address) })
/// ```
package struct WebServer {
  /// How the server is reached.
  package struct Configuration: Sendable {
    /// The address asked for: `127.0.0.1` or `::1` is served over plain HTTP alone; `0.0.0.0`
    /// or `::` serves this computer's own address and, over TLS, every home-network address;
    /// any other is served over TLS beside `127.0.0.1`.
    package var listen: String
    /// Whether every home-network address is served over TLS too, for a paired phone.
    package var servesPhones: Bool
    /// The port, or 0 for any free one: the same on every address.
    package var port: Int
    /// How long the token's address opens any number of sessions.
    package var grace: Duration

    package init(
      listen: String = "127.0.0.1", servesPhones: Bool = false, port: Int,
      grace: Duration = WebSessions.defaultGrace
    ) {
      self.listen = listen
      self.servesPhones = servesPhones
      self.port = port
      self.grace = grace
    }
  }

  /// What the server says once it listens, before it serves: for the person to open and pair.
  package struct Listening {
    /// The address that opens the app, with its token.
    package let address: String
    /// The HTTPS addresses, the authority and the pairing of phones; `nil` without them.
    package let phone: PhoneAccess?
  }

  /// Why the server does not serve, or no longer does.
  package enum CannotServe: Error {
    /// Phones were asked for and this computer has no home-network address.
    case noHomeAddress
    /// libmicrohttpd cannot be opened, or an address cannot be listened on (`ServeError`).
    case cannotListen(any Error)
    /// The phones' certificates cannot be made or renewed in their folder.
    case cannotMakeCertificates(any Error)
    /// The server exited by itself: libmicrohttpd or the system refused to start it.
    case cannotStart(address: String, port: Int)
    /// The server crashed on `signal` `count` times within `ServeKeeper.crashWindow`.
    case crashing(signal: Int32, count: Int)
  }

  /// The most workers, whatever the cores: each holds a store connection and renderers.
  private static let workerLimit = 8
  /// The status a child exits with when it cannot start (sysexits' EX_TEMPFAIL).
  private static let cannotStartStatus: Int32 = 75

  private let settings: ServeSettings
  private let configuration: Configuration

  /// A server of `settings` (the store, the clock, the pages), reached as `configuration` says.
  package init(settings: ServeSettings, configuration: Configuration) {
    self.settings = settings
    self.configuration = configuration
  }

  /// Serves until SIGINT or SIGTERM. Before serving, it calls `onListening` with the address
  /// to open; the first child, once it serves, calls `onServerRunning` with its app.
  /// - Throws: `WebServer.CannotServe`; what opening the journal throws when it can be neither
  ///   written nor read.
  package func run(
    onListening: (Listening) throws -> Void, onServerRunning: (WebApp) -> Void = { _ in }
  ) throws {
    var settings = settings
    settings.isReadOnly = try Self.checkStore(settings)

    let (stopping, keeping) = Self.blockSignals()
    let messages = settings.messages
    let (own, secure) = try addresses(messages)
    let listener: Listener
    let secureListeners: [Listener]
    do {
      try HTTPServer.checkLibrary()
      (listener, secureListeners) = try Self.listeners(
        own: own, secure: secure, port: configuration.port)
    } catch {
      throw CannotServe.cannotListen(error)
    }
    let tls = try phoneAccess(secure, port: listener.port, settings: &settings)
    let token = WebSecurity.randomToken()
    let address = WebSecurity(listen: own, port: listener.port, token: token)
      .address(opening: token)
    // Left for the desktop launcher before the address is said, so whoever sees it finds the
    // file too.
    let addressFile = ServeAddressFile(environment: settings.environment)
    do { try addressFile?.publish(address: address) } catch {
      StandardError.line(messages(.warningLine, ["message": messages.text(of: error)]))
    }
    defer { addressFile?.withdraw() }
    try onListening(Listening(address: address, phone: settings.phone))

    // The server runs in a child that is started again when a request crashes it.
    let grace = configuration.grace
    let outcome = ServeKeeper.keep(signals: keeping, messages: messages) { first in
      // Made in each child: the sessions and secrets of a child are its own.
      let security = WebSecurity(
        listen: own, secureAddresses: secure, port: listener.port, token: token, grace: grace)
      return Self.serve(
        settings, security: security, on: [listener] + secureListeners, tls: tls,
        until: stopping, first: first, onServerRunning: onServerRunning)
    }
    switch outcome {
    case .stopped: return
    case .failed: throw CannotServe.cannotStart(address: own, port: listener.port)
    case .crashing(let signal, let count): throw CannotServe.crashing(signal: signal, count: count)
    }
  }

  /// Blocks SIGINT and SIGTERM (`stopping`), and SIGCHLD with them (`keeping`): every thread
  /// and child started from here on inherits the blocked signals, and only sigwait sees them.
  private static func blockSignals() -> (stopping: sigset_t, keeping: sigset_t) {
    var stopping = sigset_t()
    sigemptyset(&stopping)
    sigaddset(&stopping, SIGINT)
    sigaddset(&stopping, SIGTERM)
    var keeping = stopping
    sigaddset(&keeping, SIGCHLD)
    pthread_sigmask(SIG_BLOCK, &keeping, nil)
    return (stopping, keeping)
  }

  /// What a child of the keeper does: the app, with its workers, on one server per listener
  /// (the first plain, the others over TLS with `tls`) until SIGINT or SIGTERM; the `first`
  /// child calls `onServerRunning` once it serves.
  /// - Returns: the child's exit status.
  private static func serve(
    _ settings: ServeSettings, security: WebSecurity, on listeners: [Listener],
    tls: HTTPServer.TLSCredentials?, until stopping: sigset_t, first: Bool,
    onServerRunning: (WebApp) -> Void
  ) -> Int32 {
    let workers = min(workerLimit, max(2, ProcessInfo.processInfo.activeProcessorCount))
    let app: WebApp
    var servers: [HTTPServer] = []
    do {
      app = try WebApp(settings: settings, security: security, workers: workers)
      for (index, listener) in listeners.enumerated() {
        servers.append(
          try HTTPServer(listener: listener, tls: index == 0 ? nil : tls, handler: app))
      }
    } catch {
      // The only failures left once the library opened: libmicrohttpd refused to start, or
      // the system refused a thread (a worker, the deadline thread); the keeper says the
      // server cannot start.
      servers.forEach { $0.stop() }
      return cannotStartStatus
    }
    if first { onServerRunning(app) }
    var signals = stopping
    var received: Int32 = 0
    sigwait(&signals, &received)
    servers.forEach { $0.stop() }
    app.shutdown()
    return 0
  }

  /// Whether the journal must be served for reading only: a store that cannot be written is
  /// still a journal to look at, and the warning says why saves will be refused.
  /// A full disk is no reason to stop: the journal is read until there is room again.
  private static func checkStore(_ settings: ServeSettings) throws -> Bool {
    let messages = settings.messages
    let reason: (any Error)?
    do { reason = try Journal.whyReadOnly(at: settings.storePath) } catch let error
      where Failure(error) == .diskFull
    {
      StandardError.line(messages(.warningLine, ["message": messages(.serveDiskFull)]))
      return false
    }
    guard let reason else { return false }
    let warning = messages(.serveReadOnly, ["reason": messages.text(of: reason)])
    StandardError.line(messages(.warningLine, ["message": warning]))
    return true
  }

  /// This computer's own address, served over plain HTTP, and those served over TLS for
  /// phones: `listen` with an address beyond this computer's own, or every home-network
  /// address for `servesPhones` and `0.0.0.0`.
  /// - Throws: `CannotServe.noHomeAddress` when phones are asked for and this computer has no
  ///   home-network address.
  private func addresses(_ messages: Messages) throws -> (own: String, secure: [String]) {
    let listen = configuration.listen
    if ["127.0.0.1", "::1"].contains(listen) {
      return (listen, configuration.servesPhones ? try Self.homeAddresses() : [])
    }
    if ["0.0.0.0", "::"].contains(listen) { return ("127.0.0.1", try Self.homeAddresses()) }
    // Any other address, 127.0.0.2 included (the tests' home network), is served over TLS.
    if !HomeNetwork.isPermitted(listen), SocketAddress(listen, port: 0) != nil {
      StandardError.line(
        messages(.warningLine, ["message": messages(.phoneNotPermitted, ["address": listen])]))
    }
    return ("127.0.0.1", [listen])
  }

  private static func homeAddresses() throws -> [String] {
    let found = HomeNetwork.addresses()
    guard !found.isEmpty else { throw CannotServe.noHomeAddress }
    return found
  }

  /// Listens on `own` and on each of `secure`, all on one port, so that a phone's origin (and
  /// its credential) stays the same: `port`, or for 0 one the system picks for `own`, which may
  /// be taken on another address; then the system picks again, a few times.
  private static func listeners(own: String, secure: [String], port: Int) throws
    -> (Listener, [Listener])
  {
    var attempt = 1
    while true {
      let listener = try Listener(address: own, port: port)
      var made: [Listener] = []
      do {
        for address in secure { made.append(try Listener(address: address, port: listener.port)) }
        return (listener, made)
      } catch let error as ServeError where port == 0 && attempt < 5 && error.meansPortInUse {
        ([listener] + made).forEach { close($0.descriptor) }
        attempt += 1
      }
    }
  }

  /// The certificates for the addresses served over TLS, made or renewed in the phone's
  /// folder, and what the pages say of them in `settings`; `nil` without such an address.
  private func phoneAccess(_ secure: [String], port: Int, settings: inout ServeSettings) throws
    -> HTTPServer.TLSCredentials?
  {
    guard !secure.isEmpty else { return nil }
    let folder = PhoneFolder(environment: settings.environment)
    let certificates: PhoneCertificates
    do {
      // The certificates' validity is the real time's, which the phone checks, never
      // $MOODCARD_NOW's.
      certificates = try PhoneCertificates.prepare(folder: folder, addresses: secure, now: Date())
    } catch {
      throw CannotServe.cannotMakeCertificates(error)
    }
    if certificates.madeAuthority {
      StandardError.line(
        settings.messages(
          .phoneNewAuthority,
          ["path": folder.url.path, "fingerprint": certificates.authorityFingerprint]))
    }
    settings.phone = PhoneAccess(
      origins: secure.map { "https://" + SocketAddress.authority($0, port: port) },
      authorityPEM: certificates.authorityPEM,
      authorityFingerprint: certificates.authorityFingerprint, folder: folder)
    return HTTPServer.TLSCredentials(
      keyPEM: certificates.keyPEM, certificatesPEM: certificates.certificatePEM)
  }
}
