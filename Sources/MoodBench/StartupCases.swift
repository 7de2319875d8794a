import Foundation
import MoodStore

/// Start-up: whole processes that draw nothing. `mood --version` and `mood list` (which opens
/// the store read-only) beside the reference C program's usage message, which loads the same
/// C libraries and exits, and gnuplot's `--version`.
enum StartupCases {
  static func run(
    runs: Int, mood: String, reference: String?, work: String, report: inout Report
  ) throws {
    let path = work + "/startup.sqlite"
    try BenchStore.create(at: path, entries: try Workload.chartEntries())
    let processes = ProcessCases(
      runs: runs, environment: ["MOODCARD_STORE": path, "TZ": "Etc/UTC", "HOME": work])
    var jobs = [
      ProcessCases.Job(command: [mood, "--version"]),
      ProcessCases.Job(command: [mood, "list", "--from", "2025-03-08", "--to", "2025-03-14"]),
    ]
    var names = ["`mood --version`", "`mood list`, 7 days of 26 entries"]
    if let reference {
      jobs.append(.init(command: [reference], status: 2))
      names.append("reference C, usage message")
    }
    if let gnuplot = Peers.gnuplot {
      jobs.append(.init(command: [gnuplot, "--version"]))
      names.append("`gnuplot --version`")
    }
    let timings = try processes.compare(jobs)
    report.table(
      "Start-up: whole processes that draw nothing",
      columns: ["program", "median (10–90 %)", "peak memory", "this / mood --version"])
    for (timing, name) in zip(timings, names) {
      report.row([
        name, timing.samples.summary, String(format: "%.1f MiB", timing.peakMiB),
        String(format: "%.2fx", timing.samples.median / timings[0].samples.median),
      ])
    }
  }
}
