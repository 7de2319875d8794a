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
    Listens on 127.0.0.1 only and prints the address to open, with a token that is new at \
    every start; the page swaps it for a session cookie. The address opens the app once, or \
    any number of times in the first minute; `mood serve --url` gives a new one. Ctrl-C stops \
    it. With --listen 0.0.0.0 a phone on your network can reach it: anyone there who gets the \
    token can read the journal.
    Example: mood serve --open
    """
  /// The port when `--port` is not given.
  static let defaultPort = 8787
  static let port = Option<Int>.number(
    "port", "N", in: 0...65535, "The port, or 0 for any free one (default: 8787)")
  static let open = Flag("open", "Open the address in the browser (xdg-open)")
  static let url = Flag(
    "url", "Print a new address of the web app that runs for you, and exit (with --open: open it)")
  static let listen = Option<String>(
    "listen", "ADDR", "The address to listen on (default: 127.0.0.1)")
  static let tz = CommonOptions.tz.withHelp(
    "The time zone of today and of new entries (default: the system's)")
  static let options: [any OptionDeclaring] = [port, open, url, listen, tz]

  let port: Int
  let opens: Bool
  let asksRunning: Bool
  let listen: String
  let zone: Zone

  init(_ words: ParsedWords) throws {
    port = try words.value(Self.port, default: Self.defaultPort)
    opens = words.contains(Self.open)
    asksRunning = words.contains(Self.url)
    listen = try words.value(Self.listen) ?? "127.0.0.1"
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

    let listener: Listener
    do {
      try HTTPServer.checkLibrary()
      listener = try Listener(address: listen, port: port)
    } catch {
      throw CommandError.temporaryFailure(context.messages.text(of: error))
    }
    let token = WebSecurity.randomToken()
    let grace = Self.grace(context.environment)
    let address = WebSecurity(listen: listen, port: listener.port, token: token)
      .address(opening: token)
    // Left for the desktop launcher before the address is printed, so whoever sees it
    // printed finds the file too.
    let addressFile = ServeAddressFile(environment: context.environment)
    let messages = context.messages
    do { try addressFile?.publish(address: address) } catch {
      Console.error(messages(.warningLine, ["message": messages.text(of: error)]))
    }
    try Console.print(messages(.serveListening, ["address": address]))
    if !["127.0.0.1", "::1", "localhost"].contains(listen) {
      Console.error(
        messages(.warningLine, ["message": messages(.serveOnNetwork, ["address": listen])]))
    }

    // The server runs in a child that is started again when a request crashes it.
    let outcome = ServeKeeper.keep(signals: keeping, messages: messages) { first in
      let workers = min(8, max(2, ProcessInfo.processInfo.activeProcessorCount))
      var app: WebApp?
      let server: HTTPServer
      do {
        server = try HTTPServer(listener: listener) { port in
          let security = WebSecurity(listen: listen, port: port, token: token, grace: grace)
          let made = try WebApp(settings: settings, security: security, workers: workers)
          app = made
          return made
        }
      } catch {
        // The only failures left once the library opened: libmicrohttpd refused to start, or
        // the system refused a thread (a worker, the deadline thread); the keeper says the
        // server cannot start.
        return CommandError.temporaryFailure("").exitCode
      }
      // The browser gets an address of its own, which works once: the token's stays out of
      // its history.
      if first, opens, let security = app?.security {
        Self.open(security.oneTimeAddress(), context)
      }
      var received: Int32 = 0
      sigwait(&signals, &received)
      server.stop()
      app?.shutdown()
      return 0
    }
    addressFile?.withdraw()
    switch outcome {
    case .stopped: Console.error(messages(.serveStopped))
    case .failed:
      throw CommandError.temporaryFailure(
        messages(.serveCannotStart, ["address": listen, "port": "\(listener.port)"]))
    case .crashing(let signal, let count):
      throw CommandError.interrupted(
        messages(.serveCrashedAgain, ["signal": signal, "count": count]), signal: signal)
    }
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
      try context.openStore().close()
      return false
    } catch let error as StoreError where error.meansCannotBeWritten {
      try context.openStoreForReading().close()
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
