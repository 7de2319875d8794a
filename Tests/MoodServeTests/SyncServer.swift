import Foundation
import MoodApp
import MoodCore
import MoodServe
import MoodSync
import TestSupport

/// The folder two computers' journals sync through, and its key: one real folder on disk
/// stands for the copy Syncthing keeps on each.
final class SyncFolderFixture {
  let directory: TemporaryDirectory
  let key: SyncKey

  init() throws {
    directory = try TemporaryDirectory(prefix: "moodcard-sync-folder")
    key = try SyncKey.generate()
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  /// The folder the computers sync through, inside the temporary one so that it can be removed
  /// and made again.
  var path: String { directory.file("Sync") }

  /// `name`'s part: its computer name, the folder and the key.
  func setup(_ name: String) throws -> SyncSetup {
    SyncSetup(device: try DeviceID(name), folder: SyncFolder(path: path), key: key)
  }
}

/// The other computer: a journal in its own folder, its saves recorded for sync, synced when
/// the test says.
struct OtherComputer {
  let directory: TemporaryDirectory
  let setup: SyncSetup
  let journal: Journal

  init(_ name: String, folder: SyncFolderFixture) throws {
    directory = try TemporaryDirectory(prefix: "moodcard-\(name)")
    setup = try folder.setup(name)
    journal = try Journal(
      path: directory.file("mood.sqlite"), feed: ChangeFeed([SyncRecorder(setup)]))
  }

  func save(_ score: Int, reason: String? = nil, on day: String) throws {
    _ = try journal.save(
      EntryChange(score: try Score(score), words: nil, tags: nil, reason: reason),
      on: try Day(parsing: day),
      today: try Day(parsing: "2026-11-29"), at: Date(), timeZone: .utc)
  }

  func sync() throws { _ = try journal.sync(setup) }
}

/// `mood serve`'s app on a real port in this process, its journal syncing through a folder:
/// the server's own parts (`WebApp` and its sync thread, `HTTPServer`), without the keeper's
/// fork, which a test process with threads must not do.
final class SyncServer {
  let store: TemporaryDirectory
  let app: WebApp
  let server: HTTPServer
  let session: String

  /// A server whose journal syncs through `folder` as the computer `name`, as `mood sync init`
  /// or `join` leaves it: the configuration in the server's own state folder.
  init(
    _ name: String, folder: SyncFolderFixture, timing: ServeSync.Timing,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) throws {
    store = try TemporaryDirectory(prefix: "moodcard-served")
    let environment = ["XDG_STATE_HOME": store.file("state")]
    try SyncConfiguration(
      store: store.file("mood.sqlite"), folder: folder.path, device: try DeviceID(name),
      key: folder.key
    ).save(environment: environment)
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let settings = try ServeSettings(
      storePath: store.file("mood.sqlite"), environment: environment,
      timeZone: .utc,
      assets: package.appendingPathComponent("Sources/Web"),
      fonts: package.appendingPathComponent("Fonts"))
    let listener = try Listener(address: "127.0.0.1", port: 0)
    let token = WebSecurity.randomToken()
    app = try WebApp(
      settings: settings,
      security: WebSecurity(listen: "127.0.0.1", port: listener.port, token: token), workers: 2,
      syncTiming: timing, syncLog: log)
    server = try HTTPServer(listener: listener, handler: app)
    session = try ServeProcess.openSession(port: listener.port, address: "/?token=\(token)")
  }

  deinit { stop() }

  private var stopped = false

  /// Stops the server and its sync thread, as SIGTERM does.
  func stop() {
    guard !stopped else { return }
    stopped = true
    server.stop()
    app.shutdown()
  }

  var port: Int { server.port }

  /// `GET path` with the session's cookie.
  func get(_ path: String) throws -> RawHTTPResponse {
    try RawHTTP.send(port: port, "GET", path, headers: ["Cookie": "moodcard-\(port)=\(session)"])
  }

  /// `method path` with `body`, as the app's own page sends it (cookie, origin, CSRF token).
  func send(_ method: String, _ path: String, body: String) throws -> RawHTTPResponse {
    let cookie = "moodcard-\(port)=\(session)"
    let page = try RawHTTP.send(port: port, "GET", "/", headers: ["Cookie": cookie])
    let csrf = try page.text.firstMatch(of: /<meta name="csrf-token" content="([0-9a-f]{64})">/)
      .orThrow().1
    return try RawHTTP.send(
      port: port, method, path,
      headers: [
        "Cookie": cookie, "Origin": "http://127.0.0.1:\(port)", "Sec-Fetch-Site": "same-origin",
        "X-CSRF-Token": String(csrf), "Content-Type": "application/json",
      ], body: Data(body.utf8))
  }
}

/// Asks `condition` again and again until it holds, for at most `bound`: a state the test
/// waits on, never a fixed sleep.
func waitUntil(
  _ bound: Duration = .seconds(60), _ condition: () throws -> Bool
) rethrows -> Bool {
  let deadline = ContinuousClock.now + bound
  while ContinuousClock.now < deadline {
    if try condition() { return true }
    usleep(50_000)
  }
  return try condition()
}

extension Optional {
  struct Missing: Error {}

  func orThrow() throws -> Wrapped {
    guard let self else { throw Missing() }
    return self
  }
}
