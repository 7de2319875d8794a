import Foundation

/// `mood import` of a ten-year Daylio backup (3,653 entries, 30 activities; the fixture
/// `Tests/Fixtures/daylio-backup/ten-years.daylio`, made by its `make-backups.py`), as a dry
/// run: the zip, the base64 JSON, the day rule and the whole transaction, rolled back, so every
/// run does the same work. Target: under 1 s and 64 MiB.
enum ImportCases {
  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    let backup = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tests/Fixtures/daylio-backup/ten-years.daylio").path
    let store = work + "/import-ten-years.sqlite"
    try? FileManager.default.removeItem(atPath: store)
    let runner = ProcessCases(
      runs: runs,
      environment: [
        "MOODCARD_STORE": store, "MOODCARD_NOW": "2026-11-29T20:00:00Z", "TZ": "Etc/UTC",
      ])
    report.table(
      "Import of a ten-year Daylio backup (3,653 entries, 30 activities)",
      columns: ["command", "median (10–90 %)", "peak memory"])
    let timings = try runner.compare([
      .init(command: [mood, "import", backup, "--tz", "UTC", "--dry-run"])
    ])
    for timing in timings {
      report.row([
        "`mood import ten-years.daylio --dry-run`", timing.samples.summary,
        String(format: "%.1f MiB", timing.peakMiB),
      ])
    }
  }
}
