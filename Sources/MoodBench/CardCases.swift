import CardRender
import Foundation
import Stats

/// The card: where one card's time goes, what the PNG encodings trade, and the three formats.
enum CardCases {
  static func run(runs: Int, report: inout Report) throws {
    let model = try Workload.card()

    // The first renderer of a process pays fontconfig's and Pango's start-up once.
    let fontStart = now()
    let renderer = try CardRenderer()
    let fontStartup = now() - fontStart
    let firstStart = now()
    _ = try renderer.render(model, as: .png)
    let firstCard = now() - firstStart

    let layout = measure(runs) { _ = renderer.layout(model) }
    let drawing = try measure(runs) { _ = try renderer.drawn(model, as: .png) }
    let drawn = try renderer.drawn(model, as: .png)
    let encoding = try measure(runs) { _ = try drawn.finish() }
    renderer.typesetter.encodesOnAllCores = false
    let oneCore = try renderer.drawn(model, as: .png)
    renderer.typesetter.encodesOnAllCores = true
    let encodingOneCore = try measure(runs) { _ = try oneCore.finish() }
    let whole = try measure(runs) { _ = try renderer.render(model, as: .png) }
    let bytes = try drawn.finish().data.count

    report.table(
      "One card (1080x1350, the workload's data), in one process",
      columns: ["stage", "median (10–90 %)"])
    report.row([
      "font start-up (first renderer of the process)", String(format: "%.1f ms", fontStartup),
    ])
    report.row(["first card after it (layout, draw, encode)", String(format: "%.1f ms", firstCard)])
    report.row(["layout", layout.summary])
    report.row(["layout and drawing", drawing.summary])
    report.row(["PNG encoding (\(PNGEncoding.standard)), all cores", encoding.summary])
    report.row(["PNG encoding (\(PNGEncoding.standard)), one core", encodingOneCore.summary])
    report.row([
      "whole card, steady",
      whole.summary
        + String(format: ", %.0f images/s, %d bytes", 1000 / whole.median, bytes),
    ])

    report.table(
      "libdeflate's levels on the same card's unfiltered rows, one core",
      columns: ["encoding", "median (10–90 %)", "bytes", "bytes / the reference's"])
    let candidates = [1, 2, 3, 4, 5, 6, 7, 9, 12].map { PNGEncoding(level: $0) }
    for candidate in candidates {
      var size = 0
      let time = try measure(max(5, runs / 2)) {
        size = try oneCore.finish(pngEncoding: candidate).data.count
      }
      let marker = candidate == .standard ? " (chosen)" : ""
      report.row([
        "`\(candidate)`\(marker)", time.summary, String(size),
        String(format: "%.3fx", Double(size) / Double(Workload.referenceCardBytes)),
      ])
    }

    report.table(
      "The card in each format, in one process", columns: ["format", "median (10–90 %)", "bytes"])
    for format in [CardFormat.png, .svg, .pdf] {
      var size = 0
      let time = try measure(runs) { size = try renderer.render(model, as: format).data.count }
      report.row([format.rawValue, time.summary, String(size)])
    }
  }
}
