import Foundation

// The MoodCard benchmark: `make bench`, or `swift run -c release mood-bench [--runs N]`.
// Speed is measured here, on a release build, never in the tests.

let arguments = CommandLine.arguments.dropFirst()
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 20
let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().path
let mood = ProcessInfo.processInfo.environment["MOOD"] ?? buildFolder + "/mood"
let work = FileManager.default.temporaryDirectory.appendingPathComponent("moodcard-bench").path
try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)

var report = Report()
report.note("mood-bench: \(runs) runs a case; mood at \(mood)")

// MARK: - list and stats over ten years of entries

let store = work + "/ten-years.sqlite"
try TenYearStore.create(at: store)
let environment = [
  "MOODCARD_STORE": store, "MOODCARD_NOW": "2026-11-29T20:00:00Z", "TZ": "Etc/UTC",
]
report.table(
  "Whole process on a store of ten years (3,653 entries)",
  columns: ["command", "median (10–90 %)", "per day of range", "peak memory"])
// `stats` takes at most 366 days; `list` shows how both grow up to the whole ten years.
for (command, ranges) in [("stats", [30, 90, 366]), ("list", [30, 366, 3660])] {
  for days in ranges {
    var samples = Samples()
    var peak = 0.0
    for _ in 0..<runs {
      let run = try ProcessRun.run(
        [mood, command, "--days", String(days), "--json"], environment: environment)
      guard run.status == 0 else { throw BenchError("mood \(command) exited \(run.status)") }
      samples.add(run.milliseconds)
      peak = max(peak, run.peakMiB)
    }
    report.row([
      "`mood \(command) --days \(days) --json`", samples.summary,
      String(format: "%.3f ms", samples.median / Double(days)), String(format: "%.1f MiB", peak),
    ])
  }
}
