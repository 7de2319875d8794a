import Foundation
import MoodStore

/// A month of 31 cards: `mood batch` on one worker and on every core, beside the reference
/// program's one and two threads.
enum MonthCases {
  static func run(
    runs: Int, mood: String, reference: String?, work: String, report: inout Report
  ) throws {
    let path = work + "/month.sqlite"
    try BenchStore.create(at: path, entries: try Workload.monthEntries())
    let cores = ProcessInfo.processInfo.activeProcessorCount
    let processes = ProcessCases(
      runs: max(3, runs / 4), environment: ["MOODCARD_STORE": path, "TZ": "Etc/UTC", "HOME": work])

    var commands: [ProcessCases.Job] = []
    var names: [String] = []
    for jobs in [1, cores] {
      let folder = work + "/month-\(jobs)"
      commands.append(
        .init(command: [
          mood, "batch", "--month", "2025-03", "-o", folder, "--jobs", String(jobs), "--force",
          "--quiet",
        ]))
      names.append("`mood batch --jobs \(jobs)`")
    }
    if let reference {
      for threads in [1, 2] {
        commands.append(
          .init(command: [
            reference, "month", "--dir", work + "/ref-month-\(threads)", "--threads",
            String(threads),
          ]))
        names.append("reference C, \(threads) thread\(threads == 1 ? "" : "s")")
      }
    }
    for folder in [work + "/ref-month-1", work + "/ref-month-2"] {
      try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let timings = try processes.compare(commands)
    report.table(
      "A month of 31 cards, whole process (\(cores) cores)",
      columns: ["program", "median (10–90 %)", "per card", "peak memory", "bytes"])
    for (index, (timing, name)) in zip(timings, names).enumerated() {
      let folder =
        index < 2 ? work + "/month-\([1, cores][index])" : work + "/ref-month-\(index - 1)"
      report.row([
        name, timing.samples.summary, String(format: "%.1f ms", timing.samples.median / 31),
        String(format: "%.1f MiB", timing.peakMiB), String(folderSize(folder)),
      ])
    }
    report.note(
      String(
        format: "mood batch on %d cores / on one: %.2fx", cores,
        timings[1].samples.median / timings[0].samples.median))
  }

  private static func folderSize(_ path: String) -> Int {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return files.reduce(0) { total, file in
      total
        + (((try? FileManager.default.attributesOfItem(atPath: path + "/" + file))?[.size] as? Int)
          ?? 0)
    }
  }
}
