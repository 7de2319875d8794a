import Foundation
import Stats

/// Renders chart models to PNG, SVG or PDF, with the same fonts, canvas and surfaces as cards.
///
/// ```swift
/// let renderer = ChartRenderer(fonts: try FontLibrary())
/// let series = ScoreSeries(entries: entries, range: week, today: today)
/// let chart = try renderer.render(ChartModel(.scores(series), range: week), as: .svg)
/// try chart.write(to: URL(fileURLWithPath: "week.svg"))
/// ```
///
/// Not `Sendable`: to render in parallel, make one renderer per task.
public final class ChartRenderer {
  /// The fonts charts are set in; loaded once, shared by every chart this renderer draws.
  public let fonts: FontLibrary

  /// A renderer using `fonts`.
  public init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  /// Where everything on the chart for `model` goes.
  public func layout(_ model: ChartModel) -> ChartLayout {
    ChartLayout(model: model, measurer: fonts)
  }

  /// Draws `model` as a file in `format`.
  /// - Returns: the file's bytes, and warnings about characters no font could draw.
  /// - Throws: `RenderError.invalidChartSize` for a side outside `ChartOptions.sizes`, or
  ///   `RenderError.cairo`.
  public func render(_ model: ChartModel, as format: CardFormat) throws -> RenderedCard {
    let size = model.size
    guard ChartOptions.sizes.contains(size.width), ChartOptions.sizes.contains(size.height) else {
      throw RenderError.invalidChartSize(width: size.width, height: size.height)
    }
    let layout = self.layout(model)
    let surface = try CairoSurface(
      format: format, width: size.width, height: size.height,
      title:
        "MoodCard \(model.content.kind.rawValue) chart \(model.range.first) to \(model.range.last)",
      pdfDate: "\(model.range.last)T00:00:00Z")
    let canvas = try CairoCanvas(surface: surface, scale: 1, fonts: fonts)
    ChartPainter.draw(layout, on: canvas)
    try canvas.close()
    return RenderedCard(data: try surface.finish(), format: format, warnings: layout.warnings)
  }

  /// Records the drawing calls for `model` on `canvas`, as the file formats would make them.
  public func draw(_ model: ChartModel, on canvas: any Canvas) {
    ChartPainter.draw(layout(model), on: canvas)
  }
}
