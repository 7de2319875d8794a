import Foundation
import MoodCore
import SnapshotSupport
import Stats
import TestSupport
import Testing

@testable import CardRender

/// The files a chart is written as: PNG, SVG and PDF from one drawing routine, at the default
/// size or the size asked for, reproducible.
@Suite struct ChartOutputTests {
  private func renderer() throws -> ChartRenderer { ChartRenderer(fonts: try CardFixtures.fonts()) }

  private func model(
    _ kind: ChartKind, days: Int = 30, theme: CardTheme = .light, width: Int? = nil,
    height: Int? = nil
  ) -> ChartModel {
    ChartFixtures.model(
      kind, ChartFixtures.sample(days: days, .full),
      options: ChartOptions(theme: theme, width: width, height: height))
  }

  @Test(arguments: ChartKind.allCases)
  func svgRasterizedByLibrsvgMatchesThePNG(kind: ChartKind) throws {
    let renderer = try renderer()
    let model = model(kind, theme: kind == .calendar ? .dark : .light)
    assertMatches(
      of: try renderer.render(model, as: .svg).data, as: .rasterized(.svg),
      reference: try renderer.render(model, as: .png).data, named: "\(kind)-svg")
  }

  @Test(arguments: [ChartKind.line, .year, .weekdays, .patterns])
  func pdfRasterizedByPopplerMatchesThePNG(kind: ChartKind) throws {
    let renderer = try renderer()
    let model = model(kind, days: 366, theme: .dark)
    assertMatches(
      of: try renderer.render(model, as: .pdf).data, as: .rasterized(.pdf),
      reference: try renderer.render(model, as: .png).data, named: "\(kind)-pdf")
  }

  @Test(arguments: CardFormat.allCases)
  func theSameChartGivesTheSameBytes(format: CardFormat) throws {
    let first = try renderer().render(model(.line), as: format)
    let second = try renderer().render(model(.line), as: format)
    #expect(first.data == second.data)
    #expect(first.warnings.isEmpty)
  }

  @Test func theDefaultSizeDependsOnTheKindAndBarChartsGrowWithTheirBars() throws {
    #expect(model(.line).size == (1200, 675))
    #expect(model(.calendar).size == (1000, 1000))
    #expect(model(.year).size == (1600, 1200))
    #expect(model(.scores).size == (1200, 700))
    #expect(model(.habits, days: 7).size == (1200, 430))  // 3 habits, at least 420
    #expect(model(.words, days: 366).size == (1200, 730))  // 8 words
    let image = try SnapshotImage(png: renderer().render(model(.habits, days: 7), as: .png).data)
    #expect((image.width, image.height) == (1200, 430))
  }

  @Test func aSizeAskedForIsTheSizeOfThePicture() throws {
    let renderer = try renderer()
    let png = try renderer.render(model(.calendar, width: 700, height: 900), as: .png)
    let image = try SnapshotImage(png: png.data)
    #expect((image.width, image.height) == (700, 900))
    let svg = try renderer.render(model(.line, width: 800, height: 320), as: .svg)
    let text = String(decoding: svg.data, as: UTF8.self)
    #expect(text.contains("width=\"800px\"") && text.contains("height=\"320px\""))
  }

  @Test(arguments: [(100, 675), (1200, 5000)])
  func aSizeOutsideTheLimitsIsRejectedNamingIt(width: Int, height: Int) throws {
    #expect(throws: RenderError.invalidChartSize(width: width, height: height)) {
      try renderer().render(model(.line, width: width, height: height), as: .png)
    }
    #expect(
      "\(RenderError.invalidChartSize(width: width, height: height))"
        == "chart size \(width) x \(height) is outside 320...4000 pixels on a side")
  }

  @Test func aChartIsWrittenAtomicallyLikeACard() throws {
    let folder = try TemporaryDirectory(prefix: "moodcard-chart")
    let file = folder.url.appendingPathComponent("week.pdf")
    try Data("old".utf8).write(to: file)
    let chart = try renderer().render(model(.scores, days: 7), as: .pdf)
    try chart.write(to: file)
    #expect(try Data(contentsOf: file) == chart.data)
    #expect(chart.data.starts(with: Data("%PDF".utf8)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["week.pdf"])
  }
}
