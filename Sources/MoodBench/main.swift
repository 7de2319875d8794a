import Foundation

// The MoodCard benchmark: `make bench`, or `.build/release/mood-bench [--runs N]
// [--reference PATH] [--only SECTION,...]` after a release build. Speed is measured here, never
// in the tests.

let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
  arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let runs = option("--runs").flatMap(Int.init) ?? 20
/// The sections to run, `--only startup,charts`; every one by default. `serve` compares with
/// the whole-process card, so it runs `process` too.
let sections = [
  "card", "steady", "startup", "process", "serve", "flood", "charts", "month", "store", "backup",
  "sync", "syncthing", "import", "health", "lock",
]
let chosen = option("--only").map { Set($0.split(separator: ",").map(String.init)) }
func includes(_ section: String) -> Bool {
  chosen.map {
    $0.contains(section)
      || (section == "process" && !$0.isDisjoint(with: ["serve", "lock"]))
  } ?? true
}
let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().path
let mood = ProcessInfo.processInfo.environment["MOOD"] ?? buildFolder + "/mood"
let reference = option("--reference")
let work = FileManager.default.temporaryDirectory.appendingPathComponent("moodcard-bench").path

do {
  // `--steady-card N`: the child process of the steady case, pinned to one core by its parent.
  if let count = option("--steady-card").flatMap(Int.init) {
    print(String(format: "%.3f", try SteadyCases.steadyCardMilliseconds(runs: count)))
    exit(0)
  }
  // `--apple-health FILE`: the child process of the import case, which measures it alone.
  if let path = option("--apple-health") {
    print(try AppleHealthCases.stream(path))
    exit(0)
  }
  if let unknown = chosen?.subtracting(sections).first {
    throw BenchError("--only \(unknown): the sections are \(sections.joined(separator: ", "))")
  }
  try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
  var report = Report()
  report.note("mood-bench: \(runs) runs a case; mood at \(mood)")

  if includes("card") { try CardCases.run(runs: runs, report: &report) }
  if includes("steady") { try SteadyCases.run(runs: runs, work: work, report: &report) }
  if includes("startup") {
    try StartupCases.run(runs: runs, mood: mood, reference: reference, work: work, report: &report)
  }
  if includes("process") {
    let cards = try CardProcessCases.run(
      runs: runs, mood: mood, reference: reference, work: work, report: &report)
    if includes("serve") {
      try ServeCases.run(
        runs: runs, mood: mood, store: cards.store, work: work, processCard: cards.samples,
        report: &report)
    }
    if includes("lock") {
      try LockCases.run(runs: runs, mood: mood, store: cards.store, work: work, report: &report)
    }
  }
  if includes("flood") { try FloodCases.run(runs: runs, mood: mood, work: work, report: &report) }
  if includes("charts") {
    try ChartCases.run(runs: runs, mood: mood, reference: reference, work: work, report: &report)
  }
  if includes("month") {
    try MonthCases.run(runs: runs, mood: mood, reference: reference, work: work, report: &report)
  }
  if includes("store") { try StoreCases.run(runs: runs, mood: mood, work: work, report: &report) }
  if includes("backup") {
    try BackupCases.run(runs: runs, mood: mood, work: work, report: &report)
  }
  if includes("sync") { try SyncCases.run(runs: runs, mood: mood, work: work, report: &report) }
  if includes("syncthing") {
    try SyncthingCases.run(runs: runs, mood: mood, work: work, report: &report)
  }
  if includes("import") {
    try ImportCases.run(runs: runs, mood: mood, work: work, report: &report)
  }
  if includes("health") {
    try AppleHealthCases.run(runs: runs, mood: mood, work: work, report: &report)
  }
} catch {
  FileHandle.standardError.write(Data("mood-bench: \(error)\n".utf8))
  exit(70)
}
