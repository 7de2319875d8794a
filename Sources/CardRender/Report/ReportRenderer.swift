import FoundationEssentials
import Stats

/// Renders report models to multi-page vector PDFs, with the fonts embedded, through the same
/// fonts, canvas and chart drawing as cards and charts.
///
/// ```swift
/// let renderer = try ReportRenderer()
/// let report = try renderer.render(model)
/// try report.write(to: URL(fileURLWithPath: "mood-report.pdf"))
/// ```
///
/// Not `Sendable`: to render in parallel, make one renderer per task.
public final class ReportRenderer: TypesettingRenderer {
  /// The fonts, and how pages are put on a surface.
  public let typesetter: Typesetter

  /// A renderer using `typesetter`.
  public init(typesetter: Typesetter) {
    self.typesetter = typesetter
  }

  /// Where everything in the report of `model` goes.
  func layout(_ model: ReportModel) -> ReportLayout {
    ReportLayout(model: model, measurer: fonts)
  }

  /// Draws `model` as a PDF: one page after another on one surface. Its metadata carries the
  /// title and the range's last day as the creation date, so the same data gives the same
  /// bytes.
  /// - Returns: the file's bytes, and warnings about characters no font could draw.
  /// - Throws: `RenderError.cairo` when cairo fails.
  public func render(_ model: ReportModel) throws -> RenderedCard {
    let (layout, fonts) = try typesetter.layOut(
      { ReportLayout(model: model, measurer: $0) }, warnings: \.warnings)
    let alt = altText(for: model)
    let data = try typesetter.drawPDF(
      pages: layout.pages.count, width: Int(layout.width), height: Int(layout.height),
      alt: alt, pdfDate: "\(model.range.last)T00:00:00Z", fonts: fonts
    ) { index, canvas in ReportPainter.draw(layout.pages[index], of: layout, on: canvas) }
    return RenderedCard(data: data, format: .pdf, altText: alt, warnings: layout.warnings)
  }

  /// The report in a title and a line: its range, the days logged and the mean, in its
  /// language; the PDF's `/Title` and `/Subject`.
  public func altText(for model: ReportModel) -> AltText {
    let locale = model.options.locale
    let series = model.series
    let title = locale.reportAltTitle(locale.rangeText(model.range))
    var summary = locale.daysLogged(series.daysLogged, of: series.elapsedDays)
    if let mean = series.mean { summary += (locale == .english ? ", " : "，") + locale.mean(mean) }
    return AltText(
      title: title, description: locale.sentences([title, summary]),
      language: locale.languageCode)
  }

  /// Records the drawing calls for page `index` (from 0) of `model` on `canvas`, as the PDF
  /// gets them.
  func draw(page index: Int, of model: ReportModel, on canvas: any Canvas) {
    let layout = layout(model)
    ReportPainter.draw(layout.pages[index], of: layout, on: canvas)
  }
}
