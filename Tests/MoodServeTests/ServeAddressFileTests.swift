import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// `mood serve` leaves its address in `$XDG_RUNTIME_DIR/moodcard/serve.url` for the desktop
/// launcher, readable by this user alone, and takes it away when it stops.
@Suite struct ServeAddressFileTests {
  @Test func theAddressIsTheOwnersAloneWhileTheServerRunsAndGoneAfter() throws {
    let store = try TemporaryStore()
    let runtime = try TemporaryDirectory(prefix: "moodcard-runtime")
    let server = try ServeProcess(
      store: store.path, environment: ["XDG_RUNTIME_DIR": runtime.path])
    let file = URL(fileURLWithPath: runtime.file("moodcard/serve.url"))

    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(
      text
        == "http://127.0.0.1:\(server.port)/?token=\(server.token)\n"
        + "\(server.process.processIdentifier)\n")
    let manager = FileManager.default
    let fileMode = try manager.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
    #expect(fileMode == 0o600)
    let folderMode =
      try manager.attributesOfItem(atPath: file.deletingLastPathComponent().path)[
        .posixPermissions] as? Int
    #expect(folderMode == 0o700)

    #expect(server.stop().status == 0)
    #expect(!manager.fileExists(atPath: file.path))
    #expect(try manager.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == [])
  }

  @Test func aServerStoppingLeavesTheAddressOfTheOneStartedAfterIt() throws {
    let store = try TemporaryStore()
    let runtime = try TemporaryDirectory(prefix: "moodcard-runtime")
    let environment = ["XDG_RUNTIME_DIR": runtime.path]
    let first = try ServeProcess(store: store.path, environment: environment)
    let second = try ServeProcess(store: store.path, environment: environment)
    #expect(first.stop().status == 0)
    let text = try String(
      contentsOf: URL(fileURLWithPath: runtime.file("moodcard/serve.url")), encoding: .utf8)
    #expect(text.hasPrefix("http://127.0.0.1:\(second.port)/?token=\(second.token)\n"))
  }
}
