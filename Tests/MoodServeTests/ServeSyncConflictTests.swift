import Foundation
import MoodApp
import MoodCore
import MoodServe
import TestSupport
import Testing

/// The Data page's sync panel over a real server and port: the computers, the value that lost
/// a concurrent edit by what a person calls it, and restoring it, through the same use cases as
/// `mood sync status`, `conflicts` and `conflicts restore`.
@Suite struct ServeSyncConflictTests {
  let folder: SyncFolderFixture
  let laptop: OtherComputer
  let server: SyncServer

  init() throws {
    folder = try SyncFolderFixture()
    laptop = try OtherComputer("laptop", folder: folder)
    server = try SyncServer("desktop", folder: folder, timing: ServeSyncTests.watching)
  }

  private func panel() throws -> [String: Any] {
    let answer = try server.get("/api/sync")
    #expect(answer.status == 200)
    #expect(answer.headers["cache-control"] == "no-store")
    return try #require(try answer.json() as? [String: Any])
  }

  private func conflicts() throws -> [[String: Any]] {
    try #require(try panel()["conflicts"] as? [[String: Any]])
  }

  private func score(on day: String) throws -> Int? {
    let answer = try server.get("/api/entries/\(day)")
    return (try? answer.json() as? [String: Any])?["score"] as? Int
  }

  /// The laptop's 3 and the server's 9 for one day, neither seeing the other's: the 9, made
  /// later, shows; the 3 lost.
  private func makeConflict() throws {
    try laptop.save(5, on: "2026-11-20")
    try laptop.sync()
    #expect(try waitUntil { try score(on: "2026-11-20") == 5 })
    try laptop.save(3, on: "2026-11-20")
    #expect(try server.send("PUT", "/api/entries/2026-11-20", body: #"{"score":9}"#).status == 200)
    #expect(
      try waitUntil {
        try laptop.sync()
        return try conflicts().count == 1
      })
  }

  @Test func thePanelNamesTheComputersAndTheValueThatLost() throws {
    try makeConflict()
    let panel = try panel()
    #expect(panel["configured"] as? Bool == true)
    #expect(panel["device"] as? String == "desktop")
    #expect(panel["folder"] as? String == folder.path)
    let devices = try #require(panel["devices"] as? [[String: Any]])
    #expect(devices.map { $0["name"] as? String } == ["desktop", "laptop"])
    #expect(devices.map { $0["thisComputer"] as? Bool } == [true, false])
    #expect(devices.allSatisfy { $0["lastChange"] is String })
    #expect(panel["warnings"] as? [String] == [])
    let conflict = try #require(try conflicts().first)
    #expect(conflict["item"] as? String == "2026-11-20")
    #expect(conflict["kind"] as? String == "entry")
    #expect(conflict["day"] as? String == "2026-11-20")
    #expect(conflict["field"] as? String == "score")
    #expect(conflict["value"] as? Int == 3)
    #expect(conflict["device"] as? String == "laptop")
    #expect(conflict["winner"] as? Int == 9)
    #expect(conflict["winnerDevice"] as? String == "desktop")
    #expect((conflict["at"] as? String)?.hasSuffix("Z") == true)
  }

  @Test func restoringTheValueShowsItHereAndOnTheOtherComputer() throws {
    try makeConflict()
    let restored = try server.send(
      "POST", "/api/sync/restore", body: #"{"item":"2026-11-20","field":"score","device":"laptop"}"#
    )
    #expect(restored.status == 200)
    #expect(try score(on: "2026-11-20") == 3)
    #expect(try conflicts().isEmpty)
    // The restore told the sync thread, which sent it: the laptop shows it after its sync.
    #expect(
      try waitUntil {
        try laptop.sync()
        return try laptop.journal.entry(on: Day(parsing: "2026-11-20"))?.score.value == 3
      })

    // Nothing lost there any more: a second restore is refused, saying what was asked.
    let again = try server.send(
      "POST", "/api/sync/restore", body: #"{"item":"2026-11-20","field":"score","device":"laptop"}"#
    )
    #expect(again.status == 404)
    let message = try #require((try again.json() as? [String: String])?["error"])
    #expect(message.contains("2026-11-20") && message.contains("score"), "\(message)")
  }

  @Test func aRestoreOfAFieldThatIsNoneOrWithoutTheTokenIsRefusedAndWritesNothing() throws {
    try makeConflict()
    let refused = try server.send(
      "POST", "/api/sync/restore", body: #"{"item":"2026-11-20","field":"mood","device":"laptop"}"#)
    #expect(refused.status == 400 || refused.status == 422)
    let message = try #require((try refused.json() as? [String: String])?["error"])
    #expect(message.contains("mood") && message.contains("score"), "\(message)")
    #expect(!message.contains("SELECT") && !message.contains("sync_heads"))

    // Without the page's CSRF token (another site's form): refused before the route.
    let forged = try RawHTTP.send(
      port: server.port, "POST", "/api/sync/restore",
      headers: [
        "Cookie": "moodcard-\(server.port)=\(server.session)", "Content-Type": "application/json",
      ], body: Data(#"{"item":"2026-11-20","field":"score","device":"laptop"}"#.utf8))
    #expect(forged.status == 403)
    #expect(try conflicts().count == 1)
    #expect(try score(on: "2026-11-20") == 9)
  }
}
