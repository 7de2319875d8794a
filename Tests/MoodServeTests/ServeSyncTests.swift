import Foundation
import MoodApp
import MoodCore
import MoodServe
import MoodSystem
import Synchronization
import TestSupport
import Testing

/// `mood serve` keeping its journal in step with the sync folder: a real server on a real port,
/// a real folder watched with inotify, and another computer's journal writing into it.
@Suite struct ServeSyncTests {
  /// Changes are taken as they come; the slow poll is out of the way, so that what these tests
  /// see is the watch and the saves telling the sync thread, not the poll.
  static let watching: ServeSync.Timing = {
    var timing = ServeSync.Timing()
    timing.poll = .seconds(3600)
    return timing
  }()

  /// The day's entry as the server's API answers it; `nil` while it has none.
  private func served(_ day: String, by server: SyncServer) throws -> [String: Any]? {
    let answer = try server.get("/api/entries/\(day)?missing=null")
    #expect(answer.status == 200)
    #expect(answer.headers["cache-control"] == "no-store", "never answered from a cache")
    // `null` for a day without an entry: a fragment, not an object.
    return try JSONSerialization.jsonObject(with: answer.body, options: .fragmentsAllowed)
      as? [String: Any]
  }

  @Test func aDayLoggedOnTheOtherComputerShowsInTheAPIWithoutAnyoneAsking() throws {
    let folder = try SyncFolderFixture()
    let laptop = try OtherComputer("laptop", folder: folder)
    let server = try SyncServer("desktop", folder: folder, timing: Self.watching)
    // The server's first sync, at its start, has found nothing yet.
    #expect(try waitUntil { server.app.syncing?.status.runs ?? 0 >= 1 })
    #expect(try served("2026-11-20", by: server) == nil)

    try laptop.save(6, reason: "Rain all day", on: "2026-11-20")
    try laptop.sync()
    #expect(try waitUntil { try served("2026-11-20", by: server) != nil })
    let entry = try #require(try served("2026-11-20", by: server))
    #expect(entry["score"] as? Int == 6)
    #expect(entry["reason"] as? String == "Rain all day")

    // And again: the watch goes on after the first change.
    try laptop.save(8, on: "2026-11-20")
    try laptop.sync()
    #expect(try waitUntil { try served("2026-11-20", by: server)?["score"] as? Int == 8 })
  }

  @Test func aSaveOnTheServerReachesTheFolderWithoutAnotherSync() throws {
    let folder = try SyncFolderFixture()
    let laptop = try OtherComputer("laptop", folder: folder)
    let server = try SyncServer("desktop", folder: folder, timing: Self.watching)
    #expect(try waitUntil { server.app.syncing?.status.runs ?? 0 >= 1 })
    let runs = try #require(server.app.syncing?.status.runs)

    let saved = try server.send("PUT", "/api/entries/2026-11-21", body: #"{"score":4}"#)
    #expect(saved.status == 201)
    // The save told the sync thread, which sealed it into the folder: the laptop finds it.
    #expect(
      try waitUntil {
        try laptop.sync()
        return try laptop.journal.entry(on: Day(parsing: "2026-11-21"))?.score.value == 4
      })
    // The run is counted once it ends, which may be after the laptop already read its files.
    #expect(waitUntil { (server.app.syncing?.status.runs ?? 0) > runs })
  }

  @Test func theWatchSurvivesTheFolderRemovedAndMadeAgain() throws {
    let folder = try SyncFolderFixture()
    let laptop = try OtherComputer("laptop", folder: folder)
    let log = Mutex<[String]>([])
    let server = try SyncServer(
      "desktop", folder: folder, timing: Self.watching,
      log: { line in log.withLock { $0.append(line) } })
    try laptop.save(6, on: "2026-11-20")
    try laptop.sync()
    #expect(try waitUntil { try served("2026-11-20", by: server) != nil })

    // The drive unmounted, or the folder removed and shared again: everything in it goes.
    try FileManager.default.removeItem(atPath: folder.path)
    #expect(try waitUntil { server.app.syncing?.status.failure != nil })
    #expect(try served("2026-11-20", by: server)?["score"] as? Int == 6, "the journal stays")
    try FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: false)
    try laptop.save(7, on: "2026-11-22")
    try laptop.sync()
    #expect(try waitUntil { try served("2026-11-22", by: server) != nil })
    #expect(server.app.syncing?.status.failure == nil)
    // Each failure said once, naming the folder, then that it works again.
    let lines = log.withLock { $0 }
    #expect(lines.count >= 2, "\(lines)")
    for line in lines.dropLast() {
      #expect(line.contains("the sync with the other computers failed"), "\(line)")
      #expect(line.contains(folder.path), "\(line)")
    }
    #expect(lines.last == "mood serve: the sync with the other computers works again")
  }
}

/// The sync thread's schedule, with a sync the test controls: one at a time, however many
/// changes come while it runs; a failure said once and tried again.
@Suite struct ServeSyncScheduleTests {
  /// A sync the test holds until it lets it go, counting how many run at once.
  final class HeldSync: Sendable {
    struct State {
      var running = 0
      var mostAtOnce = 0
      var started = 0
      var finished = 0
      var held = true
      var failing = 0
    }
    let state = ConditionLock(State())

    func run() throws {
      let failing = state.withLock { locked in
        locked.state.running += 1
        locked.state.started += 1
        locked.state.mostAtOnce = max(locked.state.mostAtOnce, locked.state.running)
        locked.broadcast()
        while locked.state.held { locked.wait() }
        locked.state.running -= 1
        locked.state.finished += 1
        locked.broadcast()
        if locked.state.failing > 0 {
          locked.state.failing -= 1
          return true
        }
        return false
      }
      if failing { throw SyncProblem() }
    }

    /// Waits, for at most a minute, until `condition` holds.
    func wait(_ condition: (State) -> Bool) -> Bool {
      let deadline = ContinuousClock.now + .seconds(60)
      return state.withLock { locked in
        while !condition(locked.state) {
          guard locked.wait(until: deadline) else { return condition(locked.state) }
        }
        return true
      }
    }

    func release() {
      state.withLock { locked in
        locked.state.held = false
        locked.broadcast()
      }
    }

    var snapshot: State { state.withLock { $0.state } }
  }

  struct SyncProblem: Error, CustomStringConvertible {
    var description: String { "the folder is on a drive not mounted" }
  }

  @Test func savesAndChangesWhileASyncRunsMakeOneMoreAfterItNeverASecondAtOnce() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-sync-folder")
    try FileManager.default.createDirectory(
      atPath: folder.file("laptop"), withIntermediateDirectories: false)
    let held = HeldSync()
    var timing = ServeSync.Timing()
    timing.quiet = .milliseconds(50)
    timing.poll = .seconds(3600)
    let sync = try ServeSync(
      messages: .load(.english), timing: timing, log: { _ in },
      place: { [path = folder.path] in ServeSync.Place(folder: path, own: "desktop") },
      sync: { try held.run() })
    defer { sync.stop() }
    // The first sync, at the start, is held.
    #expect(held.wait { $0.started == 1 })
    for index in 0..<20 {
      sync.nudge()
      try Data("batch".utf8).write(to: URL(fileURLWithPath: folder.file("laptop/b\(index)")))
    }
    held.release()
    #expect(held.wait { $0.finished >= 2 }, "what came meanwhile is synced after")
    #expect(held.snapshot.mostAtOnce == 1)
    #expect(try waitUntil { sync.status.runs >= 2 })
  }

  @Test func aFailingSyncIsSaidOnceTriedAgainLaterAndItsEndSaid() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-sync-folder")
    let held = HeldSync()
    held.state.withLock { $0.state.failing = 3 }
    held.release()
    var timing = ServeSync.Timing()
    timing.firstRetry = .milliseconds(20)
    timing.poll = .seconds(3600)
    let lines = Mutex<[String]>([])
    let sync = try ServeSync(
      messages: .load(.english), timing: timing,
      log: { line in lines.withLock { $0.append(line) } },
      place: { [path = folder.path] in ServeSync.Place(folder: path, own: "desktop") },
      sync: { try held.run() })
    defer { sync.stop() }
    #expect(held.wait { $0.finished == 4 }, "three failures, each tried again, then it works")
    #expect(try waitUntil { lines.withLock { $0.count } == 2 })
    #expect(
      lines.withLock { $0 } == [
        "Warning: mood serve: the sync with the other computers failed, and is tried again in "
          + "1 s: the folder is on a drive not mounted",
        "mood serve: the sync with the other computers works again",
      ])
    #expect(sync.status.failure == nil)
    #expect(sync.status.lastSync != nil)
  }

  @Test func aSaveJustBeforeTheServerStopsIsSyncedBeforeItEnds() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-sync-folder")
    let held = HeldSync()
    held.release()
    var timing = ServeSync.Timing()
    timing.quiet = .seconds(3600)
    timing.longest = .seconds(3600)
    timing.poll = .seconds(3600)
    let sync = try ServeSync(
      messages: .load(.english), timing: timing, log: { _ in },
      place: { [path = folder.path] in ServeSync.Place(folder: path, own: "desktop") },
      sync: { try held.run() })
    #expect(held.wait { $0.finished == 1 })
    sync.nudge()
    sync.stop()
    #expect(held.snapshot.finished == 2)
  }
}
