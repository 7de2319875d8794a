import MoodCore

/// The one drawing routine of reports: draws a page of a `ReportLayout` on any `Canvas`. Charts
/// are drawn by `ChartPainter`, the routine of `mood chart`, scaled into their frames.
enum ReportPainter {
  static func draw(_ page: ReportPage, of layout: ReportLayout, on canvas: any Canvas) {
    let palette = layout.palette
    canvas.fill(
      .rect(Rect(x: 0, y: 0, width: layout.width, height: layout.height)),
      with: .solid(RGBA(HexColor(red: 0xFF, green: 0xFF, blue: 0xFF))))
    for panel in page.panels {
      canvas.fill(.roundedRect(panel, radius: 6), with: .solid(RGBA(palette.background)))
    }
    page.texts.forEach { text($0, on: canvas) }
    for chart in page.charts {
      canvas.drawing(in: chart.frame, scale: chart.scale) { framed in
        ChartPainter.draw(chart.layout, on: framed)
      }
    }
    if let table = page.table { draw(table, palette: palette, on: canvas) }
    if let first = page.footer.first {
      let rule = first.origin.y - 6
      canvas.stroke(
        .polyline([
          Point(x: first.origin.x, y: rule), Point(x: layout.width - first.origin.x, y: rule),
        ]), color: RGBA(palette.grid), lineWidth: 0.75)
    }
    page.footer.forEach { text($0, on: canvas) }
  }

  private static func draw(
    _ table: ReportPage.TablePart, palette: ChartPalette, on canvas: any Canvas
  ) {
    canvas.fill(.roundedRect(table.header, radius: 4), with: .solid(RGBA(palette.background)))
    table.headings.forEach { text($0, on: canvas) }
    for placed in table.rows {
      let frame = placed.frame
      canvas.drawing(in: frame, scale: 1) { framed in
        let row = placed.row
        [row.date, row.weekday].compactMap { $0 }.forEach { text($0, on: framed) }
        framed.fill(
          .circle(center: row.disc.center, radius: row.disc.width / 2),
          with: .solid(RGBA(row.discColor)))
        if let edge = row.discOutline {
          framed.stroke(
            .circle(center: row.disc.center, radius: row.disc.width / 2 - 0.4),
            color: RGBA(edge), lineWidth: 0.8)
        }
        text(row.score, on: framed)
        [row.words, row.tags, row.reason].compactMap { $0 }.forEach { text($0, on: framed) }
      }
      canvas.stroke(
        .polyline([Point(x: frame.x, y: frame.maxY), Point(x: frame.maxX, y: frame.maxY)]),
        color: RGBA(palette.grid), lineWidth: 0.5)
    }
  }

  private static func text(_ placed: PlacedText, on canvas: any Canvas) {
    canvas.draw(placed.spec, at: placed.origin, color: RGBA(placed.color))
  }
}
