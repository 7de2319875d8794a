import Foundation
import MoodCore
import MoodStore

// The MoodCard benchmark: `make bench`, or `.build/release/mood-bench [--runs N]
// [--reference PATH]` after a release build. Speed is measured here, never in the tests.

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let runs = option("--runs").flatMap(Int.init) ?? 20
/// `--only serve` runs the whole-process card and the web server alone.
let only = option("--only")
let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().path
let mood = ProcessInfo.processInfo.environment["MOOD"] ?? buildFolder + "/mood"
let reference = option("--reference")
let work = FileManager.default.temporaryDirectory.appendingPathComponent("moodcard-bench").path

do {
  try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
  var report = Report()
  report.note("mood-bench: \(runs) runs a case; mood at \(mood)")

  if only == nil { try CardCases.run(runs: runs, report: &report) }

  // MARK: - Whole processes

  let cardStore = work + "/card.sqlite"
  for suffix in ["", "-wal", "-shm"] {
    try? FileManager.default.removeItem(atPath: cardStore + suffix)
  }
  let store = try Store(path: cardStore)
  try store.write { db in
    try db.save(
      MoodEntry(
        day: Workload.day, score: Score(7), words: Workload.words, reason: Workload.reason,
        loggedAt: Date(timeIntervalSince1970: Double(Workload.day.dayNumber) * 86_400 + 72_000),
        timeZone: "Europe/London"))
  }
  try store.close()
  let processes = ProcessCases(
    runs: runs,
    environment: ["MOODCARD_STORE": cardStore, "TZ": "Etc/UTC", "HOME": work])
  var commands: [(command: [String], output: String?)] = [
    ([mood, "card", "2025-03-14", "-o", work + "/card.png"], work + "/card.png")
  ]
  if let reference {
    commands.append(([reference, "card", "--png", work + "/ref.png"], work + "/ref.png"))
  }
  let cards = try processes.compare(commands)
  report.table(
    "One card, whole process (PNG written)",
    columns: ["program", "median (10–90 %)", "peak memory", "bytes"])
  for (timing, name) in zip(cards, ["`mood card`", "reference C (moodref card)"]) {
    report.row([
      name, timing.samples.summary, String(format: "%.1f MiB", timing.peakMiB),
      String(timing.bytes),
    ])
  }
  if cards.count == 2 {
    report.note(
      String(
        format: "mood card / reference: time %.2fx, bytes %.2fx",
        cards[0].samples.median / cards[1].samples.median,
        Double(cards[0].bytes) / Double(cards[1].bytes)))
  }

  try ServeCases.run(
    runs: runs, mood: mood, store: cardStore, work: work, processCard: cards[0].samples,
    report: &report)
  if only == "serve" { exit(0) }

  try ChartCases.run(runs: runs, mood: mood, reference: reference, work: work, report: &report)
  try MonthCases.run(runs: runs, mood: mood, reference: reference, work: work, report: &report)

  // MARK: - list and stats over ten years of entries

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
  // `stats` takes at most 366 days; `list` shows how both grow up to the whole ten years.
  var medians: [String: Double] = [:]
  for (command, ranges) in [("stats", [30, 90, 366]), ("list", [30, 366, 3660])] {
    for days in ranges {
      let timing = try storeRuns.compare([
        ([mood, command, "--days", String(days), "--json"], nil)
      ])[0]
      medians["\(command) \(days)"] = timing.samples.median
      report.row([
        "`mood \(command) --days \(days) --json`", timing.samples.summary,
        String(format: "%.3f ms", timing.samples.median / Double(days)),
        String(format: "%.1f MiB", timing.peakMiB),
      ])
    }
  }
  // `stats` reads its range and the runs a streak needs beyond it, so it costs about what
  // `list` costs for the same range (target: at most 1.3x).
  if let stats = medians["stats 30"], let list = medians["list 30"] {
    report.note(String(format: "mood stats --days 30 / mood list --days 30: %.2fx", stats / list))
  }
} catch {
  FileHandle.standardError.write(Data("mood-bench: \(error)\n".utf8))
  exit(70)
}
