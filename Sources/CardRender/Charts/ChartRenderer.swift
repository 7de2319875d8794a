import FoundationEssentials
import Stats

/// Renders chart models to PNG, SVG or PDF, with the same fonts, canvas and surfaces as cards.
///
/// ```swift
/// let renderer = try ChartRenderer()
/// let series = ScoreSeries(entries: entries, range: week, today: today)
/// let chart = try renderer.render(ChartModel(.scores(series), range: week), as: .svg)
/// try chart.write(to: URL(fileURLWithPath: "week.svg"))
/// ```
///
/// Not `Sendable`: to render in parallel, make one renderer per task.
public final class ChartRenderer: TypesettingRenderer {
  /// The fonts, and how a chart is put on a surface.
  public let typesetter: Typesetter

  /// A renderer using `typesetter`.
  public init(typesetter: Typesetter) {
    self.typesetter = typesetter
  }

  /// Where everything on the chart for `model` goes.
  func layout(_ model: ChartModel) -> ChartLayout {
    ChartLayout(model: model, measurer: fonts)
  }

  /// The chart for `model` in words, in its language: its title and the numbers a reader
  /// takes from it. The files carry it too.
  public func altText(for model: ChartModel) -> AltText {
    layout(model).altText(for: model)
  }

  /// Draws `model` as a file in `format`.
  /// - Returns: the file's bytes, and warnings about characters no font could draw.
  /// - Throws: `RenderError.invalidChartSize` for a side outside `ChartOptions.sizes`,
  ///   `.tooManyDays` for a days chart longer than its bars fit, or `.cairo`.
  public func render(_ model: ChartModel, as format: CardFormat) throws -> RenderedCard {
    try drawn(model, as: format).finish(spendingPixels: true)
  }

  /// Draws `model` on a surface for `format` without finishing the file (an SVG is written as
  /// it is drawn).
  /// - Throws: `RenderError.invalidChartSize`, `.tooManyDays` or `.cairo`.
  func drawn(_ model: ChartModel, as format: CardFormat) throws -> DrawnCard {
    let size = model.size
    guard ChartOptions.sizes.contains(size.width), ChartOptions.sizes.contains(size.height) else {
      throw RenderError.invalidChartSize(width: size.width, height: size.height)
    }
    if case .days(let series) = model.content, series.range.count > DayBarChartLayout.maximumDays {
      throw RenderError.tooManyDays(
        count: series.range.count, limit: DayBarChartLayout.maximumDays)
    }
    let (layout, fonts) = try typesetter.layOut(
      { ChartLayout(model: model, measurer: $0) }, warnings: \.warnings)
    return try typesetter.draw(
      format: format, width: size.width, height: size.height, scale: 1,
      alt: layout.altText(for: model), pdfDate: "\(model.range.last)T00:00:00Z", fonts: fonts,
      warnings: layout.warnings
    ) { canvas in ChartPainter.draw(layout, on: canvas) }
  }

  /// Records the drawing calls for `model` on `canvas`, as the file formats would make them.
  func draw(_ model: ChartModel, on canvas: any Canvas) {
    ChartPainter.draw(layout(model), on: canvas)
  }
}
