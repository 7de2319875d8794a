import CardRender
import Foundation
import MoodStore

/// `mood serve`: the private web app, served from this machine.
enum ServeCommand {
  /// The port when `--port` is not given.
  static let defaultPort = 8787

  static let command = Command(
    name: "serve", abstract: "Serve the private web app: check in, share cards, see charts",
    discussion: """
      Listens on 127.0.0.1 only and prints the address to open, with a token that is new at \
      every start; the page swaps it for a cookie. Ctrl-C stops it. With --listen 0.0.0.0 a \
      phone on your network can reach it: anyone there who gets the token can read the journal.
      Example: mood serve --open
      """,
    options: [
      .value("port", "N", "The port, 1 to 65535, or 0 for any free one (default: 8787)"),
      .flag("open", "Open the address in the browser (xdg-open)"),
      .value("listen", "ADDR", "The address to listen on (default: 127.0.0.1)"),
      .value("tz", "ZONE", "The time zone of today and of new entries (default: the system's)"),
    ],
    run: { invocation in
      let port = try port(invocation)
      let listen = invocation.value("listen") ?? "127.0.0.1"
      let zone = try invocation.timeZone()
      // A bad MOODCARD_NOW is reported now, not by every request.
      _ = try invocation.now
      let store = try invocation.openStore()
      let storePath = store.path
      try store.close()
      let fonts = try FontLocator().locate()
      let settings = ServeSettings(
        storePath: storePath, environment: invocation.environment, timeZone: zone,
        assets: try WebAssets(environment: invocation.environment, fonts: fonts).locate(),
        fonts: fonts)

      // Every thread started from here on inherits the blocked signals; only sigwait sees them.
      var signals = sigset_t()
      sigemptyset(&signals)
      sigaddset(&signals, SIGINT)
      sigaddset(&signals, SIGTERM)
      pthread_sigmask(SIG_BLOCK, &signals, nil)

      let workers = min(8, max(2, ProcessInfo.processInfo.activeProcessorCount))
      let token = WebSecurity.randomToken()
      var app: WebApp?
      let server: HTTPServer
      do {
        server = try HTTPServer(address: listen, port: port) { port in
          let made = WebApp(
            settings: settings, security: WebSecurity(listen: listen, port: port, token: token),
            workers: workers)
          app = made
          return made
        }
      } catch {
        throw CommandError.temporaryFailure("\(error)")
      }
      let host = ["0.0.0.0", "::"].contains(listen) ? "127.0.0.1" : listen
      let shownHost = host.contains(":") ? "[\(host)]" : host
      let address = "http://\(shownHost):\(server.port)/?token=\(token)"
      // Left for the desktop launcher before the address is printed, so whoever sees it
      // printed finds the file too.
      let addressFile = ServeAddressFile(environment: invocation.environment)
      do { try addressFile?.publish(address: address) } catch { Console.error("Warning: \(error)") }
      try Console.print("MoodCard is at \(address)")
      if listen != "127.0.0.1", listen != "::1", listen != "localhost" {
        Console.error(
          "Warning: listening on \(listen): anyone on your network who gets the token can "
            + "read your journal. Without --listen, only this machine can connect.")
      }
      if invocation.flag("open") { open(address) }

      var received: Int32 = 0
      sigwait(&signals, &received)
      addressFile?.withdraw()
      server.stop()
      app?.shutdown()
      Console.error("MoodCard stopped.")
    })

  private static func port(_ invocation: Invocation) throws -> Int {
    guard let text = invocation.value("port") else { return defaultPort }
    guard let port = Int(text), (0...65535).contains(port) else {
      throw invocation.usageError(
        "invalid --port \"\(text)\": expected a whole number from 1 to 65535, or 0 for any free port"
      )
    }
    return port
  }

  private static func open(_ address: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", address]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      Console.error("Could not run xdg-open; open the address above in your browser.")
    }
  }
}
