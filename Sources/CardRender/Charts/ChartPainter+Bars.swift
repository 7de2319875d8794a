import MoodCore

/// The day bars, the weekday columns and the patterns' diverging bars, and the axes and mean
/// rule they share with the score line.
extension ChartPainter {
  /// Grid lines and labels of the score ticks, the baseline, and the date ticks under it.
  static func axes(
    plot: Rect, yTicks: [LineChartLayout.ScoreTick], xTicks: [DateTicks.Placed],
    palette: ChartPalette, unit: Double, on canvas: any Canvas
  ) {
    for tick in yTicks {
      canvas.stroke(
        .polyline([Point(x: plot.x, y: tick.y), Point(x: plot.maxX, y: tick.y)]),
        color: RGBA(palette.grid), lineWidth: 1 * unit)
      text(tick.label, on: canvas)
    }
    canvas.stroke(
      .polyline([Point(x: plot.x, y: plot.maxY), Point(x: plot.maxX, y: plot.maxY)]),
      color: RGBA(palette.axis), lineWidth: 1.5 * unit)
    for tick in xTicks {
      canvas.stroke(
        .polyline([Point(x: tick.x, y: plot.maxY), Point(x: tick.x, y: plot.maxY + 6 * unit)]),
        color: RGBA(palette.axis), lineWidth: 1.5 * unit)
      text(tick.label, on: canvas)
    }
  }

  /// The line columns stand on.
  static func baseline(
    at y: Double, across span: ClosedRange<Double>, palette: ChartPalette, unit: Double,
    on canvas: any Canvas
  ) {
    canvas.stroke(
      .polyline([Point(x: span.lowerBound, y: y), Point(x: span.upperBound, y: y)]),
      color: RGBA(palette.axis), lineWidth: 1.5 * unit)
  }

  /// The mean as a dashed rule from `x0` to `x1`, and its label.
  static func meanRule(
    _ mean: LineChartLayout.MeanRule, from x0: Double, to x1: Double, palette: ChartPalette,
    unit: Double, on canvas: any Canvas
  ) {
    canvas.stroke(
      .dashedLine(y: mean.y, from: x0, to: x1, dash: 10 * unit, gap: 8 * unit),
      color: RGBA(palette.secondaryText, alpha: 0.8), lineWidth: 1.5 * unit)
    text(mean.label, on: canvas)
  }

  static func draw(
    _ days: DayBarChartLayout, palette: ChartPalette, unit: Double, on canvas: any Canvas
  ) {
    let plot = days.plot
    axes(
      plot: plot, yTicks: days.yTicks, xTicks: days.xTicks, palette: palette, unit: unit,
      on: canvas)
    for bar in days.bars {
      if let score = bar.score {
        canvas.fill(
          .roundedRect(bar.frame, radius: days.cornerRadius),
          with: .solid(RGBA(palette.color(ofScore: score))))
        if let edge = palette.outline(ofScore: score) {
          canvas.stroke(
            .roundedRect(bar.frame.insetBy(0.75 * unit), radius: days.cornerRadius),
            color: RGBA(edge), lineWidth: 1.5 * unit)
        }
      } else {
        // A day still to come is fainter than a day without an entry, as on the calendar.
        canvas.stroke(
          .roundedRect(bar.frame.insetBy(days.outlineWidth / 2), radius: days.cornerRadius),
          color: RGBA(bar.isFuture ? palette.grid : palette.axis), lineWidth: days.outlineWidth)
      }
    }
    if let mean = days.mean {
      meanRule(mean, from: plot.x, to: plot.maxX, palette: palette, unit: unit, on: canvas)
    }
    // The scores go over the rule, so a rule through a score never strikes it out.
    days.bars.compactMap(\.label).forEach { text($0, on: canvas) }
  }

  static func draw(
    _ weekdays: WeekdayChartLayout, palette: ChartPalette, unit: Double, on canvas: any Canvas
  ) {
    for line in weekdays.gridLines {
      canvas.stroke(
        .polyline([
          Point(x: weekdays.baselineSpan.lowerBound, y: line.y),
          Point(x: weekdays.baselineSpan.upperBound, y: line.y),
        ]), color: RGBA(palette.grid), lineWidth: 1 * unit)
      text(line.label, on: canvas)
    }
    for column in weekdays.columns where column.bar.height > 0 {
      let radius = min(weekdays.cornerRadius, column.bar.height / 2)
      canvas.fill(.roundedRect(column.bar, radius: radius), with: .solid(RGBA(column.color)))
      if let edge = column.edge {
        canvas.stroke(
          .roundedRect(column.bar.insetBy(0.75 * unit), radius: radius), color: RGBA(edge),
          lineWidth: 1.5 * unit)
      }
    }
    baseline(
      at: weekdays.baseline, across: weekdays.baselineSpan, palette: palette, unit: unit,
      on: canvas)
    for column in weekdays.columns {
      text(column.value, on: canvas)
      text(column.name, on: canvas)
      text(column.days, on: canvas)
    }
  }

  static func draw(
    _ patterns: PatternChartLayout, palette: ChartPalette, unit: Double, on canvas: any Canvas
  ) {
    patterns.headings.forEach { text($0, on: canvas) }
    for row in patterns.rows where row.bar.width > 0 {
      let radius = min(row.bar.height / 4, row.bar.width / 2)
      canvas.fill(.roundedRect(row.bar, radius: radius), with: .solid(RGBA(row.color)))
      if let edge = row.edge, row.bar.width > 1.5 * unit {
        canvas.stroke(
          .roundedRect(row.bar.insetBy(0.75 * unit), radius: radius), color: RGBA(edge),
          lineWidth: 1.5 * unit)
      }
    }
    canvas.stroke(
      .polyline([
        Point(x: patterns.zero, y: patterns.zeroSpan.lowerBound),
        Point(x: patterns.zero, y: patterns.zeroSpan.upperBound),
      ]), color: RGBA(palette.axis), lineWidth: 1.5 * unit)
    for row in patterns.rows {
      text(row.label, on: canvas)
      text(row.value, on: canvas)
      text(row.with, on: canvas)
      text(row.without, on: canvas)
    }
    if let note = patterns.note { text(note, on: canvas) }
  }
}
