import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// How a browser gets a session of `mood serve`, over a real socket: the token's address opens
/// one once (or any number of times in the first minute), the cookie holds a secret of its own,
/// and the launcher, `mood serve --url` and `mood remind` hand out one-time addresses.
@Suite struct ServeSessionTests {
  let store: TemporaryStore
  let runtime: TemporaryDirectory

  init() throws {
    store = try TemporaryStore()
    runtime = try TemporaryDirectory(prefix: "moodcard-runtime")
  }

  /// The path and query of `address`, a full address of the server on `port`.
  private static func path(of address: String, port: Int) -> String {
    String(address.dropFirst("http://127.0.0.1:\(port)".count))
  }

  @Test func theTokensAddressOpensASessionOnceWhenItsMinuteIsOver() throws {
    // No grace: the opening ServeProcess makes when it starts is the one it has.
    let server = try ServeProcess(store: store.path, environment: ["MOODCARD_TOKEN_GRACE": "0"])
    #expect(server.session != server.token)
    for (path, json) in [
      ("/api/entries?token=\(server.token)", true), ("/?token=\(server.token)", false),
    ] {
      let again = try RawHTTP.send(port: server.port, "GET", path)
      #expect(again.status == 401, "\(path)")
      #expect(again.headers["set-cookie"] == nil)
      let said = json ? (try? again.json() as? [String: String])?["error"] ?? "" : again.text
      #expect(said.contains("this address has opened the web app once already"), "\(said)")
    }
    let page = try RawHTTP.send(
      port: server.port, "GET", "/api/entries", headers: ["Cookie": server.cookie])
    #expect(page.status == 200, "the session it opened goes on")
    let reopened = try RawHTTP.send(
      port: server.port, "GET", "/history?token=\(server.token)",
      headers: ["Cookie": server.cookie])
    #expect(reopened.status == 303, "a browser with its session keeps it")
    #expect(reopened.headers["location"] == "/history")
    #expect(reopened.headers["set-cookie"] == nil)
    let script = try RawHTTP.send(
      port: server.port, "GET", "/api/entries",
      headers: ["Authorization": "Bearer \(server.token)"])
    #expect(script.status == 200, "scripts keep the token")
  }

  @Test func serveURLGivesAOneTimeAddressOfTheServerThatRuns() throws {
    let environment = ["XDG_RUNTIME_DIR": runtime.path]
    let none = try MoodBinary.run(["serve", "--url"], store: store.path, environment: environment)
    #expect(none.status == 69)
    #expect(
      none.stderr.contains(
        "no MoodCard web app runs for you (none has left its address in "
          + "\(runtime.path)/moodcard/serve.url); start one with mood serve"))

    let server = try ServeProcess(store: store.path, environment: environment)
    let asked = try MoodBinary.run(["serve", "--url"], store: store.path, environment: environment)
    #expect(asked.status == 0, "\(asked.stderr)")
    let address = asked.stdout.trimmingCharacters(in: .newlines)
    let match = try #require(
      address.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]{64})/))
    #expect(Int(match.1) == server.port)
    #expect(match.2 != server.token)
    let path = Self.path(of: address, port: server.port)
    let session = try ServeProcess.openSession(port: server.port, address: path)
    #expect(session != String(match.2))
    let again = try RawHTTP.send(port: server.port, "GET", path)
    #expect(again.status == 401, "once only")
    #expect(again.text.contains("this address has opened the web app once already"))
    let page = try RawHTTP.send(
      port: server.port, "GET", "/api/entries",
      headers: ["Cookie": "moodcard-\(server.port)=\(session)"])
    #expect(page.status == 200)
    #expect(server.stop().status == 0)
  }

  @Test func theLauncherStartsTheWebAppThenOpensAFreshAddressOfTheOneThatRuns() throws {
    let bin = try TemporaryDirectory(prefix: "moodcard-bin")
    let opened = bin.file("opened")
    #expect(
      FileManager.default.createFile(
        atPath: bin.file("xdg-open"), contents: Data("#!/bin/sh\necho \"$1\" >>\(opened)\n".utf8),
        attributes: [.posixPermissions: 0o755]))
    let launch = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Packaging/deb/launch").path
    let mood = URL(fileURLWithPath: MoodBinary.path).deletingLastPathComponent().path
    let environment = MoodBinary.environment(
      store: store.path,
      adding: ["XDG_RUNTIME_DIR": runtime.path, "PATH": "\(bin.path):\(mood):/usr/bin:/bin"])
    // The first launch becomes the server (it runs `exec mood serve --open`).
    let first = Process()
    first.executableURL = URL(fileURLWithPath: launch)
    first.arguments = ["--port", "0"]
    first.environment = environment
    first.standardOutput = FileHandle.nullDevice
    try first.run()
    defer {
      if first.isRunning {
        first.terminate()
        first.waitUntilExit()
      }
    }
    func addresses() -> [String] {
      ((try? String(contentsOfFile: opened, encoding: .utf8)) ?? "").split(separator: "\n")
        .map(String.init)
    }
    for _ in 0..<300 where addresses().isEmpty { usleep(50_000) }
    let file = try String(contentsOfFile: runtime.file("moodcard/serve.url"), encoding: .utf8)
    let token = try #require(file.firstMatch(of: /token=([0-9a-f]{64})/)?.1)
    let port = try #require(file.firstMatch(of: /:(\d+)\//).flatMap { Int($0.1) })

    let again = Process()
    again.executableURL = URL(fileURLWithPath: launch)
    again.arguments = ["--port", "0"]
    again.environment = environment
    try again.run()
    again.waitUntilExit()
    #expect(again.terminationStatus == 0, "the second launch returns: a server runs")
    let given = addresses()
    #expect(given.count == 2)
    #expect(first.isRunning, "the first launch is the one server")
    for address in given {
      #expect(!address.contains(String(token)), "the browser never sees the token: \(address)")
      let path = Self.path(of: address, port: port)
      #expect(try ServeProcess.openSession(port: port, address: path).count == 64)
      #expect(try RawHTTP.send(port: port, "GET", path).status == 401, "once only")
    }
  }
}
