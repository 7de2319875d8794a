import Foundation
import StoreTestSupport
import TestSupport
import Testing

/// What the service worker is served: its script at the root, and the session's CSRF token.
@Suite struct ServeWorkerTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  @Test func theWorkerIsAtTheRootAskedAgainEachTimeAndListsTheShellWithoutJournalData() throws {
    let worker = try server.get("/sw.js")
    #expect(worker.status == 200)
    #expect(worker.headers["content-type"] == "text/javascript; charset=utf-8")
    #expect(worker.headers["cache-control"] == "no-cache")
    #expect(!worker.text.contains("{{@"), "the version and the shell are filled in")
    let version = try #require(worker.text.firstMatch(of: /const VERSION = "([0-9a-f]{16})";/))
    #expect(
      try server.get("/sw.js").text.contains(String(version.1)), "the same files, the same version")
    let shell = try #require(worker.text.firstMatch(of: /const SHELL = (\[[^\]]*\]);/))
    let files = try #require(
      try JSONSerialization.jsonObject(with: Data(shell.1.utf8)) as? [String])
    for file in [
      "/", "/history", "/static/app.css", "/static/outbox.js", "/fonts/faces.css",
      "/fonts/inter-400.woff2", "/api/faces/8.svg",
    ] {
      #expect(files.contains(file), "\(file)")
    }
    #expect(!files.contains { $0.hasPrefix("/api/entries") || $0.hasPrefix("/api/cards") })
    for file in files {
      #expect(try server.get(file).status == 200, "\(file) is there to keep")
    }
  }

  @Test func theSessionGivesThePagesTokenOnlyWithTheSession() throws {
    let headers = try server.pageHeaders()
    let answer = try server.get("/api/session")
    #expect(answer.status == 200)
    #expect(answer.headers["cache-control"] == "no-store")
    #expect((try answer.json() as? [String: String])?["csrf"] == headers["X-CSRF-Token"])
    #expect(try RawHTTP.send(port: server.port, "GET", "/api/session").status == 401)
  }
}
