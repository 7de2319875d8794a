import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// The web app's mark to discuss and its report since the last therapy session, over a real
/// socket; today is 2026-11-29.
@Suite struct ServeTherapySessionTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  private func get(_ path: String) throws -> RawHTTPResponse { try server.get(path) }

  private func put(_ path: String, _ json: String) throws -> RawHTTPResponse {
    try RawHTTP.send(
      port: server.port, "PUT", path, headers: try server.pageHeaders(), body: Data(json.utf8))
  }

  private func object(_ response: RawHTTPResponse) throws -> [String: Any] {
    try #require(try response.json() as? [String: Any])
  }

  @Test func theCheckInSavesTheMarkWithTheEntryAndALaterSaveWithoutItKeepsIt() throws {
    let saved = try put("/api/entries/2026-11-28", #"{"score": 3, "discuss": true}"#)
    #expect(saved.status == 201, "\(saved.text)")
    #expect(try object(saved)["discuss"] as? Bool == true)
    #expect(try object(try get("/api/entries/2026-11-28"))["discuss"] as? Bool == true)
    #expect(try store.read { db in try db.entry(on: .at("2026-11-28")) }?.isMarkedToDiscuss == true)

    let kept = try put("/api/entries/2026-11-28", #"{"score": 4}"#)
    #expect(try object(kept)["discuss"] as? Bool == true, "left out, the mark stays")
    let cleared = try put("/api/entries/2026-11-28", #"{"score": 4, "discuss": false}"#)
    #expect(try object(cleared)["discuss"] as? Bool == false)
    #expect(cleared.headers["etag"] != kept.headers["etag"], "the mark is part of the version")

    let page = try get("/")
    #expect(
      page.text.contains(#"<input type="checkbox" id="discuss" name="discuss" role="switch">"#))
    #expect(page.text.contains("Talk about this at my next session"))
  }

  @Test func theReportPageOffersTheDaysSinceTheLastSessionThroughTheSameRequest() throws {
    try store.write { db in
      _ = try db.save(try MoodEntry.sample("2026-11-25", score: 5))
      _ = try db.save(try MoodEntry.sample("2026-11-27", score: 7))
    }
    let charts = try get("/charts")
    #expect(charts.text.contains(#"id="since-session""#))
    #expect(charts.text.contains("Since my last session"))
    #expect(try object(try get("/api/span"))["lastSession"] == nil, "absent without a session")

    let none = try get("/api/report.pdf?since-session=1")
    #expect(none.status == 404)
    #expect(
      try object(none)["error"] as? String
        == "no session is recorded yet, so there is no last session to start after; record one with `mood sessions add DAY`"
    )

    try store.write { db in _ = try db.addSession(on: .at("2026-11-20")) }
    #expect(try object(try get("/api/span"))["lastSession"] as? String == "2026-11-20")
    let report = try get("/api/report.pdf?since-session=1&locale=en")
    #expect(report.status == 200, "\(report.text.prefix(200))")
    #expect(report.headers["content-type"] == "application/pdf")
    #expect(
      report.headers["content-disposition"]?.contains("mood-report-2026-11-21-2026-11-29.pdf")
        == true)

    let combined = try get("/api/report.pdf?since-session=1&days=7")
    #expect(combined.status == 400)
    #expect(
      try object(combined)["error"] as? String
        == "since-session cannot be combined with days: it gives the range itself, from the day "
        + "after the last session through today")

    try store.write { db in _ = try db.addSession(on: .at("2026-11-29")) }
    #expect(try get("/api/report.pdf?since-session=1").status == 404)
  }
}
