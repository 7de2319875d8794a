import CardRender
import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodServe
import MoodStore
import MoodSystem

/// `mood serve`: the private web app, served from this machine.
struct ServeCommand: ParsableCommand {
  static let name = "serve"
  static let abstract = "Serve the private web app: check in, share cards, see charts"
  static let discussion = """
    Listens on 127.0.0.1 and prints the address to open, with a token that is new at every \
    start; the page swaps it for a session cookie. The address opens the app once, or any \
    number of times in the first minute; `mood serve --url` gives a new one. Ctrl-C stops it. \
    With --phone it also serves HTTPS on each home-network address, with a certificate from \
    MoodCard's own small certificate authority, and prints how to pair a phone. Plain HTTP is \
    served on 127.0.0.1 and ::1 only.
    Example: mood serve --phone
    """
  /// The port when `--port` is not given.
  static let defaultPort = 8787
  static let port = Option<Int>.number(
    "port", "N", in: 0...65535, "The port, or 0 for any free one (default: 8787)")
  static let open = Flag("open", "Open the address in the browser (xdg-open)")
  static let url = Flag(
    "url", "Print a new address of the web app that runs for you, and exit (with --open: open it)")
  static let listen = Option<String>(
    "listen", "ADDR",
    "Serve HTTPS for phones on ADDR (127.0.0.1 or ::1: plain HTTP there alone; 0.0.0.0: every "
      + "home-network address)")
  static let phone = Flag(
    "phone", "Also serve HTTPS on each home-network address, for a paired phone")
  static let tz = CommonOptions.tz.withHelp(
    "The time zone of today and of new entries (default: the system's)")
  static let options: [any OptionDeclaring] = [port, open, url, phone, listen, tz]

  let port: Int
  let opens: Bool
  let asksRunning: Bool
  let listen: String
  let servesPhones: Bool
  let zone: Zone

  init(_ words: ParsedWords) throws {
    port = try words.value(Self.port, default: Self.defaultPort)
    opens = words.contains(Self.open)
    asksRunning = words.contains(Self.url)
    listen = try words.value(Self.listen) ?? "127.0.0.1"
    servesPhones = words.contains(Self.phone)
    zone = try words.value(Self.tz) ?? .current
  }

  /// How long the token's address opens any number of sessions: a minute, or the seconds of
  /// `$MOODCARD_TOKEN_GRACE`, which the tests set.
  static func grace(_ environment: [String: String]) -> Duration {
    environment["MOODCARD_TOKEN_GRACE"].flatMap(Int.init).map(Duration.seconds)
      ?? WebSessions.defaultGrace
  }

  func run(_ context: Context) throws {
    if asksRunning { return try openRunning(context) }
    // The settings read MOODCARD_NOW and the pages once: what is wrong there is said now, not
    // by every request, and before the store is made.
    let fonts = try FontLibrary.folder()
    var settings = try ServeSettings(
      storePath: context.storePath, environment: context.environment, timeZone: zone,
      assets: try WebAssets.folder(
        finder: ResourceFinder(
          environment: context.environment, executable: ResourceFinder.runningExecutable)),
      fonts: fonts, messages: context.messages)
    settings.isReadOnly = try Self.checkStore(context)

    // Every thread and child started from here on inherits the blocked signals; only sigwait
    // sees them.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    var keeping = signals
    sigaddset(&keeping, SIGCHLD)
    pthread_sigmask(SIG_BLOCK, &keeping, nil)

    let messages = context.messages
    let (own, secure) = try addresses(messages)
    let listener: Listener
    let secureListeners: [Listener]
    do {
      try HTTPServer.checkLibrary()
      (listener, secureListeners) = try Self.listeners(own: own, secure: secure, port: port)
    } catch {
      throw CommandError.temporaryFailure(messages.text(of: error))
    }
    let tls = try phoneAccess(secure, port: listener.port, settings: &settings, context)
    let token = WebSecurity.randomToken()
    let grace = Self.grace(context.environment)
    let address = WebSecurity(listen: own, port: listener.port, token: token)
      .address(opening: token)
    // Left for the desktop launcher before the address is printed, so whoever sees it
    // printed finds the file too.
    let addressFile = ServeAddressFile(environment: context.environment)
    do { try addressFile?.publish(address: address) } catch {
      Console.error(messages(.warningLine, ["message": messages.text(of: error)]))
    }
    try Console.print(messages(.serveListening, ["address": address]))
    if let phone = settings.phone { try printPairing(phone, context) }
    if let origins = settings.phone?.origins {
      Console.error(
        messages(
          .warningLine,
          ["message": messages(.serveOnNetwork, ["addresses": origins.joined(separator: ", ")])]))
    }

    // The server runs in a child that is started again when a request crashes it.
    let served = settings
    let outcome = ServeKeeper.keep(signals: keeping, messages: messages) { first in
      let workers = min(8, max(2, ProcessInfo.processInfo.activeProcessorCount))
      let app: WebApp
      var servers: [HTTPServer] = []
      do {
        let security = WebSecurity(
          listen: own, secureAddresses: secure, port: listener.port, token: token, grace: grace)
        app = try WebApp(settings: served, security: security, workers: workers)
        servers.append(try HTTPServer(listener: listener, handler: app))
        for secureListener in secureListeners {
          servers.append(try HTTPServer(listener: secureListener, tls: tls, handler: app))
        }
      } catch {
        // The only failures left once the library opened: libmicrohttpd refused to start, or
        // the system refused a thread (a worker, the deadline thread); the keeper says the
        // server cannot start.
        servers.forEach { $0.stop() }
        return CommandError.temporaryFailure("").exitCode
      }
      // The browser gets an address of its own, which works once: the token's stays out of
      // its history.
      if first, opens { Self.open(app.security.oneTimeAddress(), context) }
      var received: Int32 = 0
      sigwait(&signals, &received)
      servers.forEach { $0.stop() }
      app.shutdown()
      return 0
    }
    addressFile?.withdraw()
    switch outcome {
    case .stopped: Console.error(messages(.serveStopped))
    case .failed:
      throw CommandError.temporaryFailure(
        messages(.serveCannotStart, ["address": own, "port": "\(listener.port)"]))
    case .crashing(let signal, let count):
      throw CommandError.interrupted(
        messages(.serveCrashedAgain, ["signal": signal, "count": count]), signal: signal)
    }
  }

  /// This computer's own address, served over plain HTTP, and those served over TLS for
  /// phones: `--listen` with an address beyond this computer's own, or every home-network
  /// address for `--phone` and `--listen 0.0.0.0`.
  /// - Throws: `CommandError.unavailable` when phones are asked for and this computer has no
  ///   home-network address.
  private func addresses(_ messages: Messages) throws -> (own: String, secure: [String]) {
    if ["127.0.0.1", "::1"].contains(listen) {
      return (listen, servesPhones ? try homeAddresses(messages) : [])
    }
    if ["0.0.0.0", "::"].contains(listen) { return ("127.0.0.1", try homeAddresses(messages)) }
    // Any other address, 127.0.0.2 included (the tests' home network), is served over TLS.
    if !HomeNetwork.isPermitted(listen), SocketAddress(listen, port: 0) != nil {
      Console.error(
        messages(.warningLine, ["message": messages(.phoneNotPermitted, ["address": listen])]))
    }
    return ("127.0.0.1", [listen])
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

  private func homeAddresses(_ messages: Messages) throws -> [String] {
    let found = HomeNetwork.addresses()
    guard !found.isEmpty else { throw CommandError.unavailable(messages(.phoneNoAddress)) }
    return found
  }

  /// The certificates for the addresses served over TLS, made or renewed in the phone's
  /// folder, and what the pages say of them in `settings`; `nil` without such an address.
  private func phoneAccess(
    _ secure: [String], port: Int, settings: inout ServeSettings, _ context: Context
  ) throws -> HTTPServer.TLSCredentials? {
    guard !secure.isEmpty else { return nil }
    let folder = PhoneFolder(environment: context.environment)
    let certificates: PhoneCertificates
    do {
      // The certificates' validity is the real time's, which the phone checks, never
      // $MOODCARD_NOW's.
      certificates = try PhoneCertificates.prepare(folder: folder, addresses: secure, now: Date())
    } catch {
      throw CommandError.cannotCreate(context.messages.text(of: error))
    }
    if certificates.madeAuthority {
      Console.error(
        context.messages(
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

  /// `--url`: a new address of the server that runs for this user, printed or opened.
  private func openRunning(_ context: Context) throws {
    let file = ServeAddressFile(environment: context.environment)
    guard let address = file?.freshAddress() else {
      throw CommandError.unavailable(
        context.messages(
          .serveNoneRunning,
          ["path": file?.url.path ?? "$XDG_RUNTIME_DIR/moodcard/serve.url"]))
    }
    if opens { Self.open(address, context) } else { try Console.print(address) }
  }

  /// Opens the store once, creating it if missing, and tells whether it must be served for
  /// reading only: a store that cannot be written is still a journal to look at, and the
  /// warning says why saves will be refused.
  private static func checkStore(_ context: Context) throws -> Bool {
    do {
      try context.openJournal().close()
      return false
    } catch let error as StoreError where error.meansCannotBeWritten {
      try context.openJournalForReading().close()
      let messages = context.messages
      let warning = messages(.serveReadOnly, ["reason": messages.text(of: error)])
      Console.error(messages(.warningLine, ["message": warning]))
      return true
    }
  }

  private static func open(_ address: String, _ context: Context) {
    guard let program = Program.find("xdg-open", environment: context.environment) else {
      Console.error(context.messages(.xdgOpenMissing))
      return
    }
    do { try ChildProgram(path: program, arguments: [address], quiet: true).launch() } catch {
      Console.error(context.messages(.xdgOpenFailed))
    }
  }
}

// MARK: - Pairing a phone (the pairing helper's part)

extension ServeCommand {
  /// Prints how to pair a phone: each HTTPS address with its pairing code, and the QR code of
  /// the first (`PhonePairing.instructions`), before the server forks, so the child knows the
  /// code printed.
  private func printPairing(_ phone: PhoneAccess, _ context: Context) throws {
    try Console.out(
      try phone.pairing.instructions(
        origins: phone.origins, messages: context.messages, timeZone: zone, now: try context.now,
        terminal: isatty(STDOUT_FILENO) == 1))
  }
}
