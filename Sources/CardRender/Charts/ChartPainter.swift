import MoodCore

/// The one drawing routine of charts: draws a `ChartLayout` on any `Canvas`, the same calls
/// whatever the output format.
enum ChartPainter {
  static func draw(_ layout: ChartLayout, on canvas: any Canvas) {
    let palette = layout.palette
    canvas.fill(.rect(layout.bounds), with: .solid(RGBA(palette.background)))
    text(layout.title, on: canvas)
    text(layout.subtitle, on: canvas)
    let unit = layout.unit
    for item in layout.legend {
      swatch(item.swatch, in: item.frame, unit: unit, on: canvas)
      text(item.label, on: canvas)
    }
    switch layout.body {
    case .message(let panel, let message):
      canvas.fill(.roundedRect(panel, radius: 24 * unit), with: .solid(RGBA(palette.surface)))
      text(message, on: canvas)
    case .line(let line):
      draw(line, palette: palette, unit: unit, on: canvas)
    case .bars(let bars):
      for row in bars.rows {
        text(row.label, on: canvas)
        if let track = row.track {
          canvas.fill(
            .roundedRect(track, radius: track.height / 2), with: .solid(RGBA(palette.grid)))
        }
        if row.bar.width > 0 {
          canvas.fill(
            .roundedRect(row.bar, radius: min(row.bar.height / 2, row.bar.width / 2)),
            with: .solid(RGBA(row.color)))
        }
        text(row.value, on: canvas)
      }
    case .columns(let columns):
      for column in columns.columns where column.bar.height > 0 {
        let radius = min(8 * unit, column.bar.width / 2)
        canvas.fill(.roundedRect(column.bar, radius: radius), with: .solid(RGBA(column.color)))
        if let edge = palette.outline(ofScore: column.score) {
          canvas.stroke(
            .roundedRect(column.bar.insetBy(0.75 * unit), radius: radius), color: RGBA(edge),
            lineWidth: 1.5 * unit)
        }
      }
      baseline(
        at: columns.baseline, across: columns.baselineSpan, palette: palette, unit: unit,
        on: canvas)
      for column in columns.columns {
        text(column.value, on: canvas)
        text(column.label, on: canvas)
      }
    case .days(let days):
      draw(days, palette: palette, unit: unit, on: canvas)
    case .weekdays(let weekdays):
      draw(weekdays, palette: palette, unit: unit, on: canvas)
    case .patterns(let patterns):
      draw(patterns, palette: palette, unit: unit, on: canvas)
    case .calendar(let calendar):
      for month in calendar.months {
        if let title = month.title { text(title, on: canvas) }
        month.weekdays.forEach { text($0, on: canvas) }
        for cell in month.cells {
          if let score = cell.score {
            canvas.fill(
              .roundedRect(cell.frame, radius: calendar.cornerRadius),
              with: .solid(RGBA(palette.color(ofScore: score))))
            if let edge = palette.outline(ofScore: score) {
              canvas.stroke(
                .roundedRect(
                  cell.frame.insetBy(calendar.outlineWidth / 2), radius: calendar.cornerRadius),
                color: RGBA(edge), lineWidth: calendar.outlineWidth)
            }
          } else {
            let inset = calendar.outlineWidth / 2
            // A day still to come is fainter than a day without an entry.
            canvas.stroke(
              .roundedRect(cell.frame.insetBy(inset), radius: calendar.cornerRadius),
              color: RGBA(cell.isFuture ? palette.grid : palette.axis),
              lineWidth: calendar.outlineWidth)
          }
          if let label = cell.dayLabel { text(label, on: canvas) }
          if let label = cell.scoreLabel { text(label, on: canvas) }
        }
      }
    }
  }

  private static func draw(
    _ line: LineChartLayout, palette: ChartPalette, unit: Double, on canvas: any Canvas
  ) {
    let plot = line.plot
    axes(
      plot: plot, yTicks: line.yTicks, xTicks: line.xTicks, palette: palette, unit: unit,
      on: canvas)
    if let mean = line.mean {
      meanRule(mean, from: plot.x, to: plot.maxX, palette: palette, unit: unit, on: canvas)
    }
    // The scores, then the moving average over them: on a dense range the days are faint
    // dots and the average is the line to read.
    let color = RGBA(palette.line, alpha: line.isDense ? LineChartLayout.denseAlpha : 1)
    for segment in line.segments {
      canvas.stroke(.polyline(segment), color: color, lineWidth: line.lineWidth)
    }
    for marker in line.markers {
      canvas.fill(.circle(center: marker, radius: line.markerRadius), with: .solid(color))
    }
    let average = RGBA(palette.average)
    for segment in line.averageSegments {
      canvas.stroke(.polyline(segment), color: average, lineWidth: line.averageWidth)
    }
  }

  private static func swatch(
    _ swatch: LegendItem.Swatch, in frame: Rect, unit: Double, on canvas: any Canvas
  ) {
    let middle = frame.center.y
    switch swatch {
    case .fill(let color, let edge):
      canvas.fill(.roundedRect(frame, radius: frame.height * 0.2), with: .solid(RGBA(color)))
      if let edge {
        canvas.stroke(
          .roundedRect(frame.insetBy(0.75 * unit), radius: frame.height * 0.2),
          color: RGBA(edge), lineWidth: 1.5 * unit)
      }
    case .outline(let color):
      canvas.stroke(
        .roundedRect(frame.insetBy(0.75 * unit), radius: frame.height * 0.2), color: RGBA(color),
        lineWidth: 1.5 * unit)
    case .line(let color):
      canvas.stroke(
        .polyline([Point(x: frame.x, y: middle), Point(x: frame.maxX, y: middle)]),
        color: RGBA(color), lineWidth: 3.5 * unit)
    case .dots(let color):
      // Three dots across the box, as the faint days of a dense line are drawn.
      let radius = frame.height * 0.22
      for step in 0..<3 {
        let x = frame.x + radius + (frame.width - 2 * radius) * Double(step) / 2
        canvas.fill(
          .circle(center: Point(x: x, y: middle), radius: radius),
          with: .solid(RGBA(color, alpha: LineChartLayout.denseAlpha)))
      }
    case .dashed(let color):
      canvas.stroke(
        .dashedLine(
          y: middle, from: frame.x, to: frame.maxX, dash: frame.width / 3.5,
          gap: frame.width / 7), color: RGBA(color), lineWidth: 2 * unit)
    }
  }

  static func text(_ placed: PlacedText, on canvas: any Canvas) {
    canvas.draw(placed.spec, at: placed.origin, color: RGBA(placed.color))
  }
}
