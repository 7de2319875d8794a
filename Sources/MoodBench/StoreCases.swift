import Foundation

/// `mood stats` and `mood list` as whole processes on a store of ten years of daily entries.
enum StoreCases {
  static func run(runs: Int, mood: String, work: String, report: inout Report) throws {
    let tenYears = work + "/ten-years.sqlite"
    try TenYearStore.create(at: tenYears)
    let storeRuns = ProcessCases(
      runs: runs,
      environment: [
        "MOODCARD_STORE": tenYears, "MOODCARD_NOW": "2026-11-29T20:00:00Z", "TZ": "Etc/UTC",
      ])
    report.table(
      "Whole process on a store of ten years (3,653 entries)",
      columns: ["command", "median (10–90 %)", "per day of range", "peak memory"])
    // `stats` at the ranges people ask most; `list` shows how both grow up to the whole ten years.
    var medians: [String: Double] = [:]
    for (command, ranges) in [("stats", [30, 90, 366]), ("list", [30, 366, 3660])] {
      for days in ranges {
        let timing = try storeRuns.compare([
          .init(command: [mood, command, "--days", String(days), "--json"])
        ])[0]
        medians["\(command) \(days)"] = timing.samples.median
        report.row([
          "`mood \(command) --days \(days) --json`", timing.samples.summary,
          String(format: "%.3f ms", timing.samples.median / Double(days)),
          String(format: "%.1f MiB", timing.peakMiB),
        ])
      }
    }
    // `stats` reads its range only (its streaks are counted within it), so it costs about
    // what `list` costs for the same range (target: at most 1.3x).
    if let stats = medians["stats 30"], let list = medians["list 30"] {
      report.note(
        String(format: "mood stats --days 30 / mood list --days 30: %.2fx", stats / list))
    }
  }
}
