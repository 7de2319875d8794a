import Foundation

/// Sync through a folder, as whole `mood` processes: a computer joining another's ten years,
/// the folder those years take, and what recording a change for sync adds to a `mood log`.
/// Each computer is a store and a state folder of its own (the sync configuration lives in the
/// state folder, never in the store).
enum SyncCases {
  private typealias Computer = SyncComputer

  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    let root = work + "/sync"
    try? FileManager.default.removeItem(atPath: root)
    let folder = root + "/folder"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let laptop = Computer("laptop", root: root)
    try TenYearStore.create(at: laptop.store, habits: 5)
    let key = root + "/journal.key"
    let started = try ProcessRun.run(
      [mood, "sync", "init", folder, "--name", "laptop", "--key-file", key],
      environment: laptop.environment)
    guard started.status == 0 else { throw BenchError("mood sync init exited \(started.status)") }

    report.table(
      "Sync: another computer's ten years (3,653 days, five habits with their completions)",
      columns: ["case", "median (10–90 %)", "peak memory", "target"])
    report.row([
      "`mood sync init` on the ten years (records them, writes a snapshot)",
      String(format: "%.0f ms", started.milliseconds), String(format: "%.1f MiB", started.peakMiB),
      "",
    ])
    report.row([
      "the folder after `init`: the ten years, compacted",
      String(format: "%.2f MB", Double(try bytes(under: folder)) / 1_000_000), "", "< 2 MB",
    ])
    var joins = Samples()
    var joinPeak = 0.0
    for index in 0..<max(3, runs / 4) {
      let desktop = Computer("desktop-\(index)", root: root)
      let joined = try ProcessRun.run(
        [mood, "sync", "join", folder, "--key-file", key, "--name", "desktop-\(index)"],
        environment: desktop.environment)
      guard joined.status == 0 else { throw BenchError("mood sync join exited \(joined.status)") }
      joins.add(joined.milliseconds)
      joinPeak = max(joinPeak, joined.peakMiB)
    }
    report.row([
      "`mood sync join` into an empty store", joins.summary,
      String(format: "%.1f MiB", joinPeak), "< 1 s, < 64 MiB",
    ])

    // A save with sync against the same save without: the plain store is a copy of the synced
    // one with no sync configuration (it is keyed by the store's path), so both hold the same.
    let plain = Computer("plain", root: root)
    try FileManager.default.copyItem(atPath: laptop.store, toPath: plain.store)
    var saves = 0
    func log(_ computer: Computer, day: String) throws -> Double {
      saves += 1
      let run = try ProcessRun.run(
        [
          mood, "log", String(1 + saves % 10), "--date", day, "--words", "calm,tired",
          "--reason", "Save \(saves)",
        ], environment: computer.environment)
      guard run.status == 0 else { throw BenchError("mood log exited \(run.status)") }
      return run.milliseconds
    }
    func compare(_ label: String) throws {
      var synced = Samples(), unsynced = Samples()
      for _ in 0..<runs {
        unsynced.add(try log(plain, day: "2026-11-28"))
        synced.add(try log(laptop, day: "2026-11-28"))
      }
      report.row([
        "`mood log` \(label): with sync / without", "\(synced.summary) / \(unsynced.summary)",
        "", String(format: "adds %.1f ms (< 5 ms)", synced.median - unsynced.median),
      ])
    }
    try compare("with nothing waiting to be sealed")
    // 300 more days changed (score, words, reason): some 900 fields wait for the next sync.
    for offset in 1...300 {
      _ = try log(laptop, day: TenYearStore.today.adding(days: -offset - 1).description)
    }
    try compare("with 900 fields waiting to be sealed")
  }

  /// The bytes of the files under `path`.
  private static func bytes(under path: String) throws -> Int {
    let files = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
    return try files.reduce(0) { total, file in
      let attributes = try FileManager.default.attributesOfItem(atPath: path + "/" + file)
      return total
        + (attributes[.type] as? FileAttributeType == .typeRegular
          ? attributes[.size] as? Int ?? 0 : 0)
    }
  }
}
