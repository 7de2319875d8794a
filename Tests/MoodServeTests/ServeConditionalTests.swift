import Foundation
import MoodCore
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// HTTP's conditional requests on a day's entry, over a real socket, as RFC 9110 reads them:
/// `If-None-Match: *` is create only, an `If-Match` list matches when any of its tags is the
/// day's version, and a request sent again after its answer was lost is no conflict.
@Suite struct ServeConditionalTests {
  let store: TemporaryStore
  let server: ServeProcess

  init() throws {
    store = try TemporaryStore()
    server = try ServeProcess(store: store.path)
  }

  private func put(_ day: String, _ json: String, _ headers: [String: String] = [:]) throws
    -> RawHTTPResponse
  {
    try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/\(day)",
      headers: try server.pageHeaders().merging(headers) { $1 }, body: Data(json.utf8))
  }

  private func stored(_ day: String) throws -> MoodEntry? {
    try store.read { try $0.entry(on: .at(day)) }
  }

  @Test func ifNoneMatchStarCreatesAMissingDayAndIs412WhenTheDayHasAnEntry() throws {
    let created = try put("2026-11-20", #"{"score": 6, "reason": "mine"}"#, ["If-None-Match": "*"])
    #expect(created.status == 201)
    let other = try put("2026-11-20", #"{"score": 2, "reason": "other"}"#, ["If-None-Match": "*"])
    #expect(other.status == 412)
    #expect(other.headers["etag"] == created.headers["etag"])
    let entry = try #require(try other.json() as? [String: Any])["entry"] as? [String: Any]
    #expect(entry?["reason"] as? String == "mine")
    #expect(try stored("2026-11-20")?.reason == "mine")
    #expect(try stored("2026-11-20")?.score.value == 6)
  }

  @Test func anIfMatchListHoldingTheCurrentVersionIsAccepted() throws {
    var current = try #require(try put("2026-11-21", #"{"score": 1}"#).headers["etag"])
    let stale = #""1764446400000-0000000000000000""#
    for (score, list) in [
      (2, { "\(stale), \($0)" }), (3, { "\($0),\(stale)" }), (4, { "\(stale) ,  \($0)" }),
    ] as [(Int, (String) -> String)] {
      let saved = try put("2026-11-21", #"{"score": \#(score)}"#, ["If-Match": list(current)])
      #expect(saved.status == 200, "\(list(current))")
      current = try #require(saved.headers["etag"])
    }
    let neither = try put("2026-11-21", #"{"score": 9}"#, ["If-Match": "\(stale), \"x\""])
    #expect(neither.status == 409)
    #expect(try stored("2026-11-21")?.score.value == 4)
  }

  @Test func aReplayedIdenticalPutIsASuccessNotAConflict() throws {
    let body = #"{"score": 8, "words": ["calm"], "tags": ["sea"], "reason": "once"}"#
    let first = try put("2026-11-22", body, ["If-None-Match": "*"])
    #expect(first.status == 201)
    let version = try #require(first.headers["etag"])
    // The answer was lost: the outbox sends the same item again, with the same condition.
    let again = try put("2026-11-22", body, ["If-None-Match": "*"])
    #expect(again.status == 200, "\(again.text)")
    #expect(again.headers["etag"] == version, "nothing was written again")
    let edited = try put("2026-11-22", #"{"score": 9, "reason": "twice"}"#, ["If-Match": version])
    #expect(edited.status == 200)
    let replayed = try put("2026-11-22", #"{"score": 9, "reason": "twice"}"#, ["If-Match": version])
    #expect(replayed.status == 200, "\(replayed.text)")
    #expect(replayed.headers["etag"] == edited.headers["etag"])
    // A different body over the old version is still a conflict.
    let stale = try put("2026-11-22", #"{"score": 3}"#, ["If-Match": version])
    #expect(stale.status == 409)
    let kept = try #require(try stored("2026-11-22"))
    #expect(kept.score.value == 9)
    #expect(kept.reason == "twice")
    #expect(kept.words == ["calm"])
    #expect(kept.tags == ["sea"])
  }
}
