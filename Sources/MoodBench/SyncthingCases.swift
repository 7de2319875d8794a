import Foundation
import SyncthingSupport

/// A day logged on one computer, in the other's `mood show`, with real Syncthing carrying the
/// folder at its default pace: two daemons in a network namespace the bench makes
/// (`SyncthingPair`), as a person keeps two computers in step. Computer 1 has no server: its
/// person runs `mood log`, then `mood sync`. Computer 2 runs `mood serve`, which watches the
/// folder (inotify) and takes what arrives. Both journals are the ten years.
enum SyncthingCases {
  static let title =
    "Sync through real Syncthing: a day logged on computer 1, in computer 2's `mood show`"
  /// How often computer 2's `mood show` is asked while the day travels: the figures'
  /// resolution, with the time `mood show` itself takes.
  static let pollMicroseconds: useconds_t = 50_000
  /// The longest a day may take before the bench gives up: a failure, not a figure.
  static let giveUpMilliseconds = 120_000.0

  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    if let reason = SyncthingPair.unavailable {
      report.note("\(title): **skipped, no figure**: \(reason).")
      return
    }
    let root = work + "/syncthing"
    try? FileManager.default.removeItem(atPath: root)
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let pair = try SyncthingPair(timing: .syncthingDefaults, under: root)
    defer { pair.stop() }
    let (one, two) = (
      SyncComputer("computer-1", root: root), SyncComputer("computer-2", root: root)
    )
    func run(_ arguments: [String], on computer: SyncComputer) throws {
      let done = try ProcessRun.run([mood] + arguments, environment: computer.environment)
      guard done.status == 0 else {
        throw BenchError("mood \(arguments.joined(separator: " ")) exited \(done.status)")
      }
    }
    func reached(_ device: String) -> Bool {
      Self.reached(device, from: pair.folders[device == "computer-1" ? 0 : 1], in: pair.folders)
    }

    try TenYearStore.create(at: one.store, habits: 5)
    let key = root + "/journal.key"
    try run(["sync", "init", pair.folders[0], "--name", "computer-1", "--key-file", key], on: one)
    try pair.wait(for: "computer 1's snapshot in computer 2's folder") { reached("computer-1") }
    try run(["sync", "join", pair.folders[1], "--key-file", key, "--name", "computer-2"], on: two)
    let server = try Server(
      pair.inNamespace([mood, "serve", "--port", "0"]), environment: two.environment,
      log: root + "/serve")
    defer { server.stop() }

    var sealed = Samples(), carried = Samples(), shown = Samples()
    let count = max(5, runs / 2)
    for index in 1...count {
      // Each run starts when both computers' last files have reached the other's folder.
      try pair.wait(for: "both folders in step before run \(index)") {
        reached("computer-1") && reached("computer-2")
      }
      let day = TenYearStore.today.adding(days: -index).description
      let reason = "Logged on computer 1, run \(index)"
      let own = pair.folders[0] + "/computer-1"
      let before = Set(try FileManager.default.contentsOfDirectory(atPath: own))
      let start = now()
      try run(["log", "7", "--date", day, "--reason", reason], on: one)
      try run(["sync"], on: one)
      sealed.add(now() - start)
      let batches = Set(try FileManager.default.contentsOfDirectory(atPath: own))
        .subtracting(before).filter { $0.hasSuffix(".age") }
      guard !batches.isEmpty else { throw BenchError("mood sync on computer 1 wrote no batch") }
      var arrived: Double?
      while true {
        let elapsed = now() - start
        if arrived == nil
          && batches.allSatisfy({ Self.same(own + "/" + $0, pair.folders[1] + "/computer-1/" + $0) }
          )
        {
          arrived = elapsed
        }
        if try ProgramOutput([mood, "show", day], environment: two.environment).text.contains(
          reason)
        {
          carried.add(arrived ?? elapsed)
          shown.add(elapsed)
          break
        }
        guard elapsed < giveUpMilliseconds else {
          throw BenchError(
            "run \(index): \(day) not in computer 2's mood show after \(Int(elapsed / 1000)) s "
              + "(batch in its folder: \(arrived.map { "after \(Int($0)) ms" } ?? "no"))\n"
              + server.log() + pair.logs())
        }
        usleep(pollMicroseconds)
      }
    }

    report.table(title, columns: ["step (\(count) runs)", "median", "max", "target"])
    func seconds(_ samples: Samples) -> [String] {
      [
        String(format: "%.1f s", samples.median / 1000),
        String(format: "%.1f s", samples.quantile(1) / 1000),
      ]
    }
    report.row([
      "computer 1: `mood log`, then `mood sync` (the day sealed into its folder)",
      String(format: "%.0f ms", sealed.median), String(format: "%.0f ms", sealed.quantile(1)), "",
    ])
    report.row(["Syncthing carried the batch to computer 2's folder"] + seconds(carried) + [""])
    report.row(
      ["computer 2's `mood serve` took it: the day in its `mood show`"] + seconds(shown)
        + ["< 15 s"])
    report.note(
      "Times from the start of `mood log` on computer 1; computer 2's `mood show` asked every "
        + "\(pollMicroseconds / 1000) ms. \(SyncthingPair.version), two daemons in one network "
        + "namespace, linked over 127.0.0.1 by device id and address. The folder as Syncthing "
        + "makes one: \(pair.timing). Changed from Syncthing's defaults so that nothing leaves "
        + "the namespace and no browser opens: "
        + SyncthingPair.options.map { "\($0.name) \($0.value)" }.joined(separator: ", ")
        + ". Computer 2's `mood serve` syncs once its folder has gone quiet after a change "
        + "(`ServeSync.Timing`'s defaults). Both journals hold the ten years.")
  }

  /// Whether every MoodCard file `device` wrote into its own folder `source` is in each of
  /// `folders` with the same bytes: all it wrote has arrived.
  private static func reached(_ device: String, from source: String, in folders: [String]) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: source + "/" + device)) ?? []
    let files = names.filter { $0.hasSuffix(".age") && !$0.hasPrefix(".") }
    return !files.isEmpty
      && folders.allSatisfy { folder in
        files.allSatisfy {
          same(source + "/" + device + "/" + $0, folder + "/" + device + "/" + $0)
        }
      }
  }

  /// Whether both files are there with the same bytes.
  private static func same(_ path: String, _ other: String) -> Bool {
    guard let bytes = FileManager.default.contents(atPath: path) else { return false }
    return FileManager.default.contents(atPath: other) == bytes
  }

  /// `mood serve` in the pair's namespace, its output in files: started when it has printed its
  /// address (its sync thread runs by then), stopped with SIGTERM, as a person ends it.
  private final class Server {
    private let process = Process()
    private let output: String
    private let errors: String

    init(_ command: [String], environment: [String: String], log: String) throws {
      (output, errors) = (log + ".out", log + ".err")
      for path in [output, errors] {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
          throw BenchError("cannot create \(path)")
        }
      }
      process.executableURL = URL(fileURLWithPath: command[0])
      process.arguments = Array(command.dropFirst())
      process.environment = environment
      process.standardOutput = FileHandle(forWritingAtPath: output)
      process.standardError = FileHandle(forWritingAtPath: errors)
      try process.run()
      let deadline = now() + 60_000
      while !(((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").contains("http://")) {
        guard process.isRunning, now() < deadline else {
          throw BenchError("mood serve on computer 2 did not start\n" + self.log())
        }
        usleep(50_000)
      }
    }

    /// `nsenter` forks the server and waits for it: the signal goes to its child. A server
    /// that does not end is ended with the namespace (`SyncthingPair.stop()`).
    func stop() {
      let pid = process.processIdentifier
      let children = try? String(
        contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)
      if let server = children?.split(separator: " ").first.flatMap({ pid_t($0) }) {
        kill(server, SIGTERM)
      }
      let deadline = now() + 30_000
      while process.isRunning && now() < deadline { usleep(50_000) }
    }

    /// What the server said on both streams, for a failure's message.
    func log() -> String {
      [output, errors].map { (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" }
        .joined(separator: "\n")
    }
  }
}
