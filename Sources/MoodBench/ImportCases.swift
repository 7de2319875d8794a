import Foundation

/// `mood import` of a ten-year Daylio backup (3,653 entries, 30 activities; the fixture
/// `Tests/Fixtures/daylio-backup/ten-years.daylio`, made by its `make-backups.py`): the dry
/// run (the zip, the base64 JSON, the day rule and the whole transaction, rolled back), the
/// import into a store that does not exist yet (each run removes it first, so every run does the
/// same work, the change feed included), and the same import again, which skips every day.
/// Target: under 1 s and 64 MiB.
enum ImportCases {
  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    let backup = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/Fixtures/daylio-backup/ten-years.daylio").path
    let dry = work + "/import-dry.sqlite"
    let fresh = work + "/import-fresh.sqlite"
    let again = work + "/import-again.sqlite"
    for store in [dry, fresh, again] {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: store + suffix)
      }
    }
    let environment = [
      "MOODCARD_NOW": "2026-11-29T20:00:00Z", "TZ": "Etc/UTC", "PATH": "/usr/bin:/bin",
    ]
    let importing = [mood, "import", backup, "--tz", "UTC"]
    let first = try ProcessRun.run(importing + ["--store", again], environment: environment)
    guard first.status == 0 else { throw BenchError("mood import exited with \(first.status)") }
    let runner = ProcessCases(runs: runs, environment: environment)
    report.table(
      "Import of a ten-year Daylio backup (3,653 entries, 30 activities; target < 1 s, < 64 MiB)",
      columns: ["command", "median (10–90 %)", "peak memory"])
    // The shell removes the store ($0), then becomes `mood` (exec), whose time and memory are
    // measured.
    let removing = "rm -f \"$0\" \"$0-wal\" \"$0-shm\" && exec \"$@\""
    let timings = try runner.compare([
      .init(command: importing + ["--dry-run", "--store", dry]),
      .init(command: ["/bin/sh", "-c", removing, fresh] + importing + ["--store", fresh]),
      .init(command: importing + ["--store", again]),
    ])
    let names = [
      "`mood import ten-years.daylio --dry-run`",
      "`mood import ten-years.daylio` into a new store",
      "`mood import ten-years.daylio` again (every day skipped)",
    ]
    for (name, timing) in zip(names, timings) {
      report.row([name, timing.samples.summary, String(format: "%.1f MiB", timing.peakMiB)])
    }
  }
}
