import CardRender
import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodServe
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
    let settings = try ServeSettings(
      storePath: context.storePath, environment: context.environment, timeZone: zone,
      assets: try WebAssets.folder(
        finder: ResourceFinder(
          environment: context.environment, executable: ResourceFinder.runningExecutable)),
      fonts: fonts, messages: context.messages)
    let server = WebServer(
      settings: settings,
      configuration: WebServer.Configuration(
        listen: listen, servesPhones: servesPhones, port: port,
        grace: Self.grace(context.environment)))
    let messages = context.messages
    do {
      try server.run(
        onListening: { listening in try announce(listening, context) },
        // The browser gets an address of its own, which works once: the token's stays out of
        // its history.
        onServerRunning: { app in if opens { Self.open(app.security.oneTimeAddress(), context) } })
    } catch let failure as WebServer.CannotServe {
      switch failure {
      case .noHomeAddress: throw CommandError.unavailable(messages(.phoneNoAddress))
      case .cannotListen(let error):
        throw CommandError.temporaryFailure(messages.text(of: error))
      case .cannotMakeCertificates(let error):
        throw CommandError.cannotCreate(messages.text(of: error))
      case .cannotStart(let address, let port):
        throw CommandError.temporaryFailure(
          messages(.serveCannotStart, ["address": address, "port": "\(port)"]))
      case .crashing(let signal, let count):
        throw CommandError.interrupted(
          messages(.serveCrashedAgain, ["signal": signal, "count": count]), signal: signal)
      }
    }
    Console.error(messages(.serveStopped))
  }

  /// Prints the address to open and, with phones, how to pair one and which addresses are
  /// served.
  private func announce(_ listening: WebServer.Listening, _ context: Context) throws {
    let messages = context.messages
    try Console.print(messages(.serveListening, ["address": listening.address]))
    SyncCommands.warnIfStoreIsSynced(context)
    guard let phone = listening.phone else { return }
    try printPairing(phone, context)
    Console.error(
      messages(
        .warningLine,
        ["message": messages(.serveOnNetwork, ["addresses": phone.origins.joined(separator: ", ")])]
      ))
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
