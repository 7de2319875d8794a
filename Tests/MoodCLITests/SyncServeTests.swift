import Foundation
import TestSupport
import Testing

/// `mood serve` and sync: a save in the web app is recorded for sync, even by a server started
/// before the store began to sync; and a store inside a synced tree is warned about at start.
@Suite struct SyncServeTests {
  @Test func aWebSaveOfAServerStartedBeforeInitReachesTheOtherComputer() throws {
    let desk = try SyncComputer("desk")
    let lap = try SyncComputer("lap")
    let shared = try TemporaryDirectory(prefix: "moodcard-syncfolder")
    let keyFolder = try TemporaryDirectory(prefix: "moodcard-key")
    let key = keyFolder.file("journal.key")
    // The store's own folder is inside a Syncthing folder: warned, not refused.
    try FileManager.default.createDirectory(
      atPath: desk.folder.file(".stfolder"), withIntermediateDirectories: true)
    try desk.mood("log", "5", "--date", "2026-11-20").succeeded()
    let server = try ServeProcess(store: desk.store, environment: desk.environment)
    try desk.mood("sync", "init", shared.path, "--name", "desk", "--key-file", key).exitedZero()
    let saved = try RawHTTP.send(
      port: server.port, "PUT", "/api/entries/2026-11-24", headers: try server.pageHeaders(),
      body: Data(#"{"score": 9, "reason": "saved in the web app"}"#.utf8))
    #expect(saved.status == 201)
    let stopped = server.stop()
    #expect(stopped.status == 0)
    #expect(
      stopped.stderr.contains(
        "Warning: the store \(desk.store) is inside \(desk.folder.path), which Syncthing syncs"),
      "\(stopped.stderr)")
    try desk.mood("sync").succeeded()
    try lap.mood("sync", "join", shared.path, "--key-file", key, "--name", "lap").succeeded()
    #expect(try lap.mood("show", "2026-11-24").succeeded().stdout.contains("saved in the web app"))
  }
}

extension CommandResult {
  /// This result, once checked that its run exited 0, whatever it warned.
  fileprivate func exitedZero(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try #require(status == 0, "exit status \(status): \(stderr)", sourceLocation: sourceLocation)
  }
}
