import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import Synchronization
import TestSupport
import Testing

/// Two windows or devices on one day, over a real socket: the entry's version as an `ETag`,
/// a `PUT` with `If-Match` refused when the day changed since, and what the page asks without
/// putting a person's text in an address or a failure in the console.
@Suite struct ServeEntryVersionTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  private func send(
    _ method: String, _ path: String, _ json: String, headers: [String: String] = [:]
  ) throws -> RawHTTPResponse {
    try RawHTTP.send(
      port: server.port, method, path,
      headers: try server.pageHeaders().merging(headers) { $1 }, body: Data(json.utf8))
  }

  private func object(_ response: RawHTTPResponse) throws -> [String: Any] {
    try #require(try response.json() as? [String: Any])
  }

  @Test func aGetSendsTheVersionAndAPutWithItSavesAndGivesTheNextOne() throws {
    let created = try send("PUT", "/api/entries/2026-11-28", #"{"score": 4, "reason": "B"}"#)
    #expect(created.status == 201)
    let first = try #require(created.headers["etag"])
    #expect(first.firstMatch(of: /^"\d+-[0-9a-f]{16}"$/) != nil, "\(first)")
    let read = try server.get("/api/entries/2026-11-28")
    #expect(read.headers["etag"] == first, "the GET's ETag is the saved version")
    #expect(try object(read)["updatedAt"] as? String == "2026-11-29T20:00:00.000Z")

    let fresh = try send(
      "PUT", "/api/entries/2026-11-28", #"{"score": 5}"#, headers: ["If-Match": first])
    #expect(fresh.status == 200)
    let second = try #require(fresh.headers["etag"])
    #expect(second != first, "a save under the same fixed clock is still a new version")
    #expect(try store.read { try $0.entry(on: .at("2026-11-28")) }?.score.value == 5)
  }

  @Test func aStaleIfMatchIs409WithTheEntryAsItIsNowAndWritesNothing() throws {
    let tabA = try send("PUT", "/api/entries/2026-11-28", #"{"score": 7, "reason": "A"}"#)
    let loaded = try #require(tabA.headers["etag"])
    let tabB = try send(
      "PUT", "/api/entries/2026-11-28", #"{"score": 2, "reason": "from B"}"#,
      headers: ["If-Match": loaded])
    #expect(tabB.status == 200)

    let stale = try send(
      "PUT", "/api/entries/2026-11-28", #"{"score": 9, "reason": "A"}"#,
      headers: ["If-Match": loaded])
    #expect(stale.status == 409)
    #expect(stale.headers["content-type"] == "application/json")
    #expect(stale.headers["etag"] == tabB.headers["etag"], "the version to retry with")
    let body = try object(stale)
    let error = try #require(body["error"] as? String)
    #expect(error.contains("2026-11-28 was changed in another window or device"), "\(error)")
    let now = try #require(body["entry"] as? [String: Any])
    #expect(now["score"] as? Int == 2)
    #expect(now["reason"] as? String == "from B")
    let kept = try #require(try store.read { try $0.entry(on: .at("2026-11-28")) })
    #expect(kept.score.value == 2, "B's save stays")
    #expect(kept.reason == "from B")
  }

  @Test func ofEightSavesOverOneVersionAtOnceExactlyOneIsWritten() throws {
    let first = try send("PUT", "/api/entries/2026-11-28", #"{"score": 1}"#)
    let version = try #require(first.headers["etag"])
    let headers = try server.pageHeaders().merging(["If-Match": version]) { $1 }
    let port = server.port
    let statuses = Mutex<[Int]>([])
    // Each on its own connection, so that the server's workers take them side by side.
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let body = Data(#"{"score": \#(index + 2), "reason": "writer \#(index)"}"#.utf8)
      let answer = try? RawHTTP.send(
        port: port, "PUT", "/api/entries/2026-11-28", headers: headers, body: body)
      let status = answer?.status ?? 0
      statuses.withLock { $0.append(status) }
    }
    let answered = statuses.withLock { $0 }.sorted()
    #expect(answered == [200] + Array(repeating: 409, count: 7), "\(answered)")
    let kept = try #require(try store.read { try $0.entry(on: .at("2026-11-28")) })
    #expect(kept.reason == "writer \(kept.score.value - 2)", "the one answered 200 is the one kept")
  }

  @Test func aPutWithoutIfMatchOverwritesAsBeforeForScripts() throws {
    #expect(
      try send("PUT", "/api/entries/2026-11-28", #"{"score": 7, "reason": "first"}"#).status == 201)
    let blind = try send("PUT", "/api/entries/2026-11-28", #"{"score": 3}"#)
    #expect(blind.status == 200)
    let entry = try #require(try store.read { try $0.entry(on: .at("2026-11-28")) })
    #expect(entry.score.value == 3)
    #expect(entry.reason == "first", "fields left out keep their values, as before")
  }

  @Test func ifNoneMatchStarRefusesADayAnotherWindowLoggedFirst() throws {
    let first = try send(
      "PUT", "/api/entries/2026-11-27", #"{"score": 6}"#, headers: ["If-None-Match": "*"])
    #expect(first.status == 201)
    let second = try send(
      "PUT", "/api/entries/2026-11-27", #"{"score": 8}"#, headers: ["If-None-Match": "*"])
    #expect(second.status == 412, "create only: the day has an entry")
    #expect(try object(second)["entry"] as? [String: Any] != nil)
    #expect(try store.read { try $0.entry(on: .at("2026-11-27")) }?.score.value == 6)
  }

  @Test func aDayDeletedElsewhereIsAConflictWithANullEntry() throws {
    let saved = try send("PUT", "/api/entries/2026-11-26", #"{"score": 6}"#)
    let version = try #require(saved.headers["etag"])
    #expect(try send("DELETE", "/api/entries/2026-11-26", "").status == 204)
    let stale = try send(
      "PUT", "/api/entries/2026-11-26", #"{"score": 8}"#, headers: ["If-Match": version])
    #expect(stale.status == 409)
    #expect(try object(stale)["entry"] is NSNull)
    #expect(try store.read { try $0.entry(on: .at("2026-11-26")) } == nil)
  }

  @Test func aDeleteWithAStaleIfMatchLeavesTheDayAsAnotherWindowSavedIt() throws {
    let loaded = try #require(
      try send("PUT", "/api/entries/2026-11-25", #"{"score": 6}"#).headers["etag"])
    #expect(
      try send("PUT", "/api/entries/2026-11-25", #"{"score": 7, "reason": "elsewhere"}"#).status
        == 200)
    let stale = try send("DELETE", "/api/entries/2026-11-25", "", headers: ["If-Match": loaded])
    #expect(stale.status == 409)
    #expect((try object(stale)["entry"] as? [String: Any])?["reason"] as? String == "elsewhere")
    #expect(try store.read { try $0.entry(on: .at("2026-11-25")) }?.reason == "elsewhere")
    let current = try #require(stale.headers["etag"])
    let fresh = try send("DELETE", "/api/entries/2026-11-25", "", headers: ["If-Match": current])
    #expect(fresh.status == 204)
    #expect(try store.read { try $0.entry(on: .at("2026-11-25")) } == nil)
  }

  @Test func aDayWithoutAnEntryIsNullNotAFailureWhenThePageAsks() throws {
    let page = try server.get("/api/entries/2026-11-25?missing=null")
    #expect(page.status == 200)
    #expect(page.text == "null")
    #expect(page.headers["etag"] == nil)
    #expect(try server.get("/api/entries/2026-11-25").status == 404, "scripts keep the 404")
  }

  @Test func theCardOfAnUnsavedEntryIsAPostWhoseTextStaysOutOfTheAddress() throws {
    let body = #"{"score": 8, "words": ["calm"], "tags": ["sea"], "reason": "Private words"}"#
    let card = try send("POST", "/api/preview/2026-11-29.svg?theme=dark", body)
    #expect(card.status == 200)
    #expect(card.headers["content-type"]?.hasPrefix("image/svg+xml") == true)
    #expect(card.text.contains("Private words"))
    let alt = try #require(card.headers["x-alt-text"]?.removingPercentEncoding)
    #expect(alt.contains("Private words"))
    let download = try send("POST", "/api/preview/2026-11-29.pdf?download", body)
    #expect(
      download.headers["content-disposition"] == "attachment; filename=\"mood-2026-11-29.pdf\"")
    #expect(try store.read { try $0.entryCount() } == 0, "a preview saves nothing")

    let old = try server.get("/api/preview/2026-11-29.png?score=8&reason=Private")
    #expect(old.status == 405, "no address carries an entry's text")
    var headers = try server.pageHeaders()
    headers["X-CSRF-Token"] = nil
    let forged = try RawHTTP.send(
      port: server.port, "POST", "/api/preview/2026-11-29.png", headers: headers,
      body: Data(body.utf8))
    #expect(forged.status == 403, "a preview is checked like every other write")
  }

  @Test func allIsEveryDayFromTheOldestEntryThroughToday() throws {
    #expect(try send("PUT", "/api/entries/2020-02-29", #"{"score": 5}"#).status == 201)
    #expect(try send("PUT", "/api/entries/2026-11-29", #"{"score": 6}"#).status == 201)
    let all = try #require(try server.get("/api/entries?all").json() as? [[String: Any]])
    #expect(all.map { $0["day"] as? String } == ["2020-02-29", "2026-11-29"])
    let span = try object(try server.get("/api/span"))
    #expect(span["first"] as? String == "2020-02-29")
    #expect(span["days"] as? Int == 2466)
    let scores = try server.get("/api/charts/scores.svg?all")
    #expect(scores.status == 200)
    #expect(
      try server.get("/api/charts/days.svg?all").status == 400, "a day bar per day has a bound")
    let both = try server.get("/api/entries?all&days=30")
    #expect(both.status == 400)
    #expect(
      try object(both)["error"] as? String
        == "days and all cannot be combined; give one range: days N (1 to 3660, ending today), "
        + "from DAY [to DAY], month YYYY-MM, year YYYY or all")
    let month = try #require(try server.get("/api/entries?days=30").json() as? [[String: Any]])
    #expect(month.count == 1)
  }
}
