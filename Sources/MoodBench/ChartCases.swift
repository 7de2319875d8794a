import CardRender
import Foundation
import MoodCore
import MoodStore
import Stats

/// The line chart of 30 days with four gaps and the bar chart of 12 words: in one process,
/// and as whole processes beside the reference C program and matplotlib.
enum ChartCases {
  static func run(
    runs: Int, mood: String, reference: String?, work: String, report: inout Report
  ) throws {
    let entries = try Workload.chartEntries()
    let range = DayRange(last: Workload.firstChartDay.adding(days: 29), count: 30)
    let vocabulary = Vocabulary(custom: [])
    let words = Distribution.words(
      in: entries, range: range, vocabulary: vocabulary, languageCode: "en", limit: 12)
    var valences: [String: Valence] = [:]
    for item in words.items { valences[item.key] = vocabulary.word(id: item.key)?.valence }
    let models = [
      (
        "line, 30 days",
        ChartModel(
          .scores(ScoreSeries(entries: entries, range: range, today: range.last)), range: range)
      ),
      ("bar, 12 words", ChartModel(.words(words, valences: valences), range: range)),
    ]

    let renderer = try ChartRenderer()
    report.table(
      "Charts in one process (fonts loaded once)",
      columns: ["chart", "PNG median (10–90 %)", "PNG bytes", "SVG median (10–90 %)", "SVG bytes"])
    for (name, model) in models {
      var sizes = [0, 0]
      let png = try measure(runs) { sizes[0] = try renderer.render(model, as: .png).data.count }
      let svg = try measure(runs) { sizes[1] = try renderer.render(model, as: .svg).data.count }
      report.row([name, png.summary, String(sizes[0]), svg.summary, String(sizes[1])])
    }

    // The same data in a store, for `mood chart` as a whole process.
    let path = work + "/charts.sqlite"
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    let store = try Store(path: path)
    try store.write { db in for entry in entries { try db.save(entry) } }
    try store.close()
    let processes = ProcessCases(
      runs: runs, environment: ["MOODCARD_STORE": path, "TZ": "Etc/UTC", "HOME": work])
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("matplotlib_charts.py").path
    let python = pythonWithMatplotlib()
    let hasMatplotlib = python != nil

    report.table(
      "One chart, whole process (file written)",
      columns: [
        "chart", "program", "median (10–90 %)", "peak memory", "bytes", "matplotlib / this",
      ])
    for (kind, moodKind, referenceKind) in [("line", "line", "line30"), ("bar", "words", "bar")] {
      for format in ["png", "svg"] {
        let out = work + "/chart-\(kind).\(format)"
        var commands: [(command: [String], output: String?)] = [
          (
            [
              mood, "chart", moodKind, "--from", "\(range.first)", "--to", "\(range.last)",
              "--limit", "12", "-o", out,
            ], out
          )
        ]
        var names = ["`mood chart \(moodKind)`"]
        if let reference {
          let refOut = work + "/ref-\(kind).\(format)"
          commands.append(([reference, referenceKind, "--\(format)", refOut], refOut))
          names.append("reference C")
        }
        var timings = try processes.compare(commands)
        if let python, hasMatplotlib {
          let plotOut = work + "/matplotlib-\(kind).\(format)"
          // matplotlib takes most of a second a run; a few runs are enough for its median.
          let slow = ProcessCases(
            runs: max(3, runs / 4), environment: ["HOME": work, "MPLBACKEND": "Agg"])
          timings += try slow.compare([([python, script, referenceKind, plotOut], plotOut)])
          names.append("matplotlib")
        }
        let matplotlib = hasMatplotlib ? timings.last?.samples.median : nil
        for (timing, name) in zip(timings, names) {
          report.row([
            "\(kind) \(format.uppercased())", name, timing.samples.summary,
            String(format: "%.1f MiB", timing.peakMiB), String(timing.bytes),
            matplotlib.map { String(format: "%.1fx", $0 / timing.samples.median) } ?? "–",
          ])
        }
      }
    }
  }

  /// The first `python3` on `PATH` that can import matplotlib (`pip install matplotlib`), or
  /// `$MOOD_BENCH_PYTHON`.
  private static func pythonWithMatplotlib() -> String? {
    let environment = ProcessInfo.processInfo.environment
    let candidates =
      [environment["MOOD_BENCH_PYTHON"]].compactMap { $0 }
      + (environment["PATH"] ?? "/usr/bin").split(separator: ":").map { "\($0)/python3" }
    return candidates.first { path in
      FileManager.default.isExecutableFile(atPath: path)
        && (try? ProcessRun.run([path, "-c", "import matplotlib"], environment: environment))?
          .status == 0
    }
  }
}
