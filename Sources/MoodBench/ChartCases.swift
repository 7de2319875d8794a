import CardRender
import Foundation
import MoodCore
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
    try BenchStore.create(at: path, entries: entries)
    let processes = ProcessCases(
      runs: runs, environment: ["MOODCARD_STORE": path, "TZ": "Etc/UTC", "HOME": work])
    let python = Peers.python(importing: "matplotlib")
    if python == nil { report.note("matplotlib is missing: `make bench` installs it.") }
    if Peers.gnuplot == nil { report.note("gnuplot is missing: `make bench` installs it.") }

    report.table(
      "One chart, whole process (file written)",
      columns: [
        "chart", "program", "median (10–90 %)", "peak memory", "bytes", "matplotlib / this",
      ])
    for (kind, moodKind, referenceKind) in [("line", "line", "line30"), ("bar", "words", "bar")] {
      for format in ["png", "svg"] {
        let out = work + "/chart-\(kind).\(format)"
        var jobs = [
          ProcessCases.Job(
            command: [
              mood, "chart", moodKind, "--from", "\(range.first)", "--to", "\(range.last)",
              "--limit", "12", "-o", out,
            ], output: out)
        ]
        var names = ["`mood chart \(moodKind)`"]
        if let reference {
          let refOut = work + "/ref-\(kind).\(format)"
          jobs.append(
            .init(command: [reference, referenceKind, "--\(format)", refOut], output: refOut))
          names.append("reference C")
        }
        // gnuplot draws the line chart, in its svg and pngcairo terminals.
        if let gnuplot = Peers.gnuplot, kind == "line" {
          let plotOut = work + "/gnuplot-line.\(format)"
          let term = format == "svg" ? "svg" : "pngcairo"
          jobs.append(
            .init(
              command: [
                gnuplot, "-e", "term='\(term)'; out='\(plotOut)'", Peers.script("gnuplot_line.gp"),
              ], output: plotOut))
          names.append("gnuplot \(term)")
        }
        var timings = try processes.compare(jobs)
        if let python {
          let plotOut = work + "/matplotlib-\(kind).\(format)"
          // matplotlib takes most of a second a run; a few runs are enough for its median.
          let slow = ProcessCases(
            runs: max(3, runs / 4), environment: ["HOME": work, "MPLBACKEND": "Agg"])
          timings += try slow.compare([
            .init(
              command: [python, Peers.script("matplotlib_charts.py"), referenceKind, plotOut],
              output: plotOut)
          ])
          names.append("matplotlib")
        }
        let matplotlib = python != nil ? timings.last?.samples.median : nil
        for (timing, name) in zip(timings, names) {
          report.row([
            "\(kind) \(format.uppercased())", name, timing.samples.summary,
            String(format: "%.1f MiB", timing.peakMiB), String(timing.bytes),
            matplotlib.map { String(format: "%.1fx", $0 / timing.samples.median) } ?? "–",
          ])
        }
        if let index = names.firstIndex(where: { $0.hasPrefix("gnuplot") }) {
          report.note(
            String(
              format: "mood chart %@ %@ / %@: %.2fx", moodKind, format.uppercased(), names[index],
              timings[0].samples.median / timings[index].samples.median))
        }
      }
    }
  }
}
