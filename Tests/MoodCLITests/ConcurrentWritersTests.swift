import Foundation
import MoodCore
import StoreTestSupport
import TestSupport
import Testing

@testable import MoodStore

/// Issue 25: `mood serve` with other `mood` processes writing beside it, as people run it. A
/// write that the server answered 2xx, or that a command printed as done, is in the store after
/// the server stops, and the store passes SQLite's integrity check.
@Suite(.serialized) struct ConcurrentWritersTests {
  /// The day `MOODCARD_NOW` falls on in every process here.
  static let today = Day.at("2026-11-29")

  /// Runs `body` on `count` threads of their own at once and waits for them all. Threads, not
  /// tasks: each blocks on sockets and child processes, and the tasks' pool has a thread a core.
  private static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) {
    let finished = DispatchGroup()
    for index in 0..<count {
      finished.enter()
      Thread {
        defer { finished.leave() }
        do { try body(index) } catch { Issue.record(error) }
      }.start()
    }
    finished.wait()
  }

  /// Requests a page load makes at once, so that the server's workers each open a connection.
  private static func openWorkerConnections(_ server: ServeProcess) {
    let port = server.port
    let cookie = server.cookie
    onThreads(6) { _ in
      let answer = try RawHTTP.send(port: port, "GET", "/api/words", headers: ["Cookie": cookie])
      #expect(answer.status == 200)
    }
  }

  private static func integrityCheck(_ path: String) throws -> [String] {
    let store = try Store(readingFrom: path)
    defer { try? store.close() }
    return try store.read { try $0.query("PRAGMA integrity_check").map { try $0.text(0) } }
  }

  @Test func aTerminalWriteThenAServerWriteBothOutliveTheStopInTwentyRuns() throws {
    for run in 1...20 {
      let store = try TemporaryStore()
      let seeded = try MoodBinary.run(
        ["log", "5", "--date", "2026-11-09", "--reason", "seed"], store: store.path)
      #expect(seeded.status == 0)
      let server = try ServeProcess(store: store.path)
      Self.openWorkerConnections(server)
      let logged = try MoodBinary.run(
        ["log", "6", "--date", "2026-11-19", "--reason", "from the terminal"], store: store.path)
      #expect(logged.status == 0, "run \(run): \(logged.stderr)")
      let saved = try RawHTTP.send(
        port: server.port, "PUT", "/api/entries/2026-11-24", headers: try server.pageHeaders(),
        body: Data(#"{"score": 9, "reason": "saved in the web app"}"#.utf8))
      #expect(saved.status == 201, "run \(run)")
      let stopped = server.stop()
      #expect(stopped.status == 0, "run \(run): \(stopped.stderr)")
      for (day, reason) in [
        ("2026-11-19", "from the terminal"), ("2026-11-24", "saved in the web app"),
      ] {
        let shown = try MoodBinary.run(["show", day], store: store.path)
        #expect(shown.status == 0 && shown.stdout.contains(reason), "run \(run), \(day)")
      }
      #expect(try Self.integrityCheck(store.path) == ["ok"], "run \(run)")
    }
  }

  /// What the other process does in a soak.
  enum Neighbour: String, CaseIterable, Sendable {
    case logAndHabits, importFile, backup, restore, wordsAdd
  }

  @Test(arguments: Neighbour.allCases)
  func everyConfirmedWriteOfWebClientsAndTerminalsIsInTheStoreAfterTheStop(
    neighbour: Neighbour
  ) throws {
    let store = try TemporaryStore()
    let scratch = try TemporaryDirectory()
    let folder = scratch.path
    #expect(try MoodBinary.run(["habit", "add", "Walk"], store: store.path).status == 0)
    let server = try ServeProcess(store: store.path)
    Self.openWorkerConnections(server)
    let headers = try server.pageHeaders()
    // 30 seconds for the terminal's own commands, as the issue asks; the other neighbours run
    // beside the same eight clients for 8 seconds each, to keep the suite well inside CI's time.
    let seconds: Double = neighbour == .logAndHabits ? 30 : 8
    let deadline = Date().addingTimeInterval(seconds)
    let ledger = Ledger()
    let port = server.port
    let path = store.path
    Self.onThreads(11) { worker in
      guard worker < 8 else {
        return try Self.runNeighbour(
          neighbour, terminal: worker - 8, store: path, folder: folder, until: deadline,
          ledger: ledger)
      }
      var round = 0
      while Date() < deadline {
        // Web clients write the days 11k + client back from today; terminals 11k + 8 + n.
        let day = Self.today.adding(days: -(11 * round + worker))
        let reason = "web \(worker) \(round)"
        let answer = try RawHTTP.send(
          port: port, "PUT", "/api/entries/\(day)", headers: headers,
          body: Data(#"{"score": \#(round % 10 + 1), "reason": "\#(reason)"}"#.utf8))
        #expect((200..<300).contains(answer.status), "\(answer.text)")
        if (200..<300).contains(answer.status) { ledger.confirm(day, reason) }
        round += 1
      }
    }
    let stopped = server.stop()
    #expect(stopped.status == 0, "\(stopped.stderr)")
    #expect(try Self.integrityCheck(store.path) == ["ok"])
    let reading = try Store(readingFrom: store.path)
    defer { try? reading.close() }
    // A restore replaces the journal by design; what it replaced is kept beside the store as
    // STORE.<time>.bak, and a confirmed write must be in the store or in one of those.
    var reasons: [Day: Set<String>] = [:]
    for file in try [store.path] + Self.keptCopies(of: store.path) {
      let copy = try Store(readingFrom: file)
      for entry in try copy.read({ try $0.entries() }) {
        reasons[entry.day, default: []].insert(entry.reason)
      }
      try copy.close()
    }
    let confirmed = ledger.entries
    #expect(confirmed.count > 100, "the soak wrote too little to prove anything")
    let missing = confirmed.filter { reasons[$0.key]?.contains($0.value) != true }
    #expect(missing.isEmpty, "\(missing.count) of \(confirmed.count) confirmed writes lost")
    let completions = try reading.read { try $0.completions() }
    let done = Set(completions.filter(\.isDone).map(\.day))
    #expect(ledger.habitDays.isSubset(of: done), "habit days marked done were lost")
    if neighbour == .logAndHabits { #expect(ledger.habitDays.count > 10) }
    if neighbour == .wordsAdd {
      let words = try reading.read { try $0.vocabulary().words.map(\.english) }
      #expect(ledger.words.count > 10)
      #expect(ledger.words.isSubset(of: Set(words)), "words added were lost")
    }
  }

  /// The `.bak` copies that restores kept beside the store at `path`.
  private static func keptCopies(of path: String) throws -> [String] {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let name = URL(fileURLWithPath: path).lastPathComponent
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix(name + ".") && $0.hasSuffix(".bak") }
      .map { folder.appendingPathComponent($0).path }
  }

  /// Runs one terminal's commands until `deadline`, recording in `ledger` what they printed as
  /// done.
  private static func runNeighbour(
    _ neighbour: Neighbour, terminal: Int, store: String, folder: String,
    until deadline: Date, ledger: Ledger
  ) throws {
    var round = 0
    while Date() < deadline {
      let day = today.adding(days: -(11 * round + 8 + terminal))
      let reason = "terminal \(terminal) \(round)"
      switch neighbour {
      case .logAndHabits:
        let logged = try MoodBinary.run(
          ["log", "\(round % 10 + 1)", "--date", "\(day)", "--reason", reason], store: store)
        #expect(logged.status == 0, "\(logged.stderr)")
        if logged.status == 0 { ledger.confirm(day, reason) }
        let marked = try MoodBinary.run(
          ["habit", "done", "walk", "--date", "\(day)"], store: store)
        #expect(marked.status == 0, "\(marked.stderr)")
        if marked.status == 0 { ledger.markDone(day) }
      case .importFile:
        let file = folder + "/import-\(terminal)-\(round).json"
        let stamp = "\(day)T12:00:00.000Z"
        let backup =
          #"{"format": "moodcard-backup", "version": 1, "habits": [], "completions": [], "#
          + #""words": [], "entries": [{"day": "\#(day)", "score": 4, "reason": "\#(reason)", "#
          + #""words": [], "tags": [], "timeZone": "Etc/UTC", "createdAt": "\#(stamp)", "#
          + #""loggedAt": "\#(stamp)", "updatedAt": "\#(stamp)"}]}"#
        try Data(backup.utf8).write(to: URL(fileURLWithPath: file))
        let imported = try MoodBinary.run(["import", file], store: store)
        #expect(imported.status == 0, "\(imported.stderr)")
        if imported.status == 0 { ledger.confirm(day, reason) }
      case .backup:
        let copy = folder + "/backup-\(terminal)-\(round).sqlite"
        let made = try MoodBinary.run(["backup", copy], store: store)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try integrityCheck(copy) == ["ok"])
      case .restore:
        guard terminal == 0 else { return }
        let copy = folder + "/restore-\(round).sqlite"
        #expect(try MoodBinary.run(["backup", copy], store: store).status == 0)
        let restored = try MoodBinary.run(["restore", copy, "--yes"], store: store)
        #expect(restored.status == 0, "\(restored.stderr)")
      case .wordsAdd:
        let word = "Word\(terminal)x\(round)"
        let added = try MoodBinary.run(
          ["words", "add", word, "--valence", "neutral"], store: store)
        #expect(added.status == 0, "\(added.stderr)")
        if added.status == 0 { ledger.addWord(word) }
      }
      round += 1
    }
  }
}

/// The writes that were confirmed, from many tasks at once.
private final class Ledger: @unchecked Sendable {
  private let lock = NSLock()
  private var confirmed: [Day: String] = [:]
  private var done: Set<Day> = []
  private var added: Set<String> = []

  func confirm(_ day: Day, _ reason: String) { lock.withLock { confirmed[day] = reason } }
  func markDone(_ day: Day) { _ = lock.withLock { done.insert(day) } }
  func addWord(_ word: String) { _ = lock.withLock { added.insert(word) } }
  var entries: [Day: String] { lock.withLock { confirmed } }
  var habitDays: Set<Day> { lock.withLock { done } }
  var words: Set<String> { lock.withLock { added } }
}
