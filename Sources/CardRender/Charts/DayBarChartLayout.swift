import MoodCore
import Stats

/// The design's 7- and 30-day bar chart laid out: one bar per day on a 0-10 axis in the score's
/// colour, an empty outlined slot for a day without an entry (fainter for a day still to come),
/// the score above each bar when the bars are wide enough, date ticks and the mean as a rule.
package struct DayBarChartLayout: Sendable, Equatable {
  /// One day's bar or empty slot.
  struct Bar: Sendable, Equatable {
    /// The day the bar stands for; there is one bar for every day of the range.
    let day: Day
    /// Its score, or `nil` for a day without an entry.
    let score: Int?
    /// The bar, from the baseline up to the score; for a day without an entry, the low slot
    /// outlined on the baseline.
    let frame: Rect
    /// Whether the day is after today.
    let isFuture: Bool
    /// The score above the bar, when the bars are wide enough for it.
    let label: PlacedText?
  }

  /// The most days the chart draws: a quarter, so a bar stays wider than a hairline.
  package static let maximumDays = 92

  /// The smallest side of a day without an entry's slot, in units: at 92 days a bar is about
  /// 8 px wide, and a slot that size reads as a speck on the baseline, not as a missed day.
  static let minimumSlot = 10.0

  /// The share of a day's band its bar takes, at most.
  static let barShare = 0.72

  /// The least room between the plot's edge and the first or last bar, in units: with the 10
  /// units between the score labels and the plot, the first bar is at least 24 units from them.
  static let edgeGap = 14.0

  /// The area the bars stand in; its lower edge is the baseline.
  let plot: Rect
  /// The y axis ticks, lowest score first.
  let yTicks: [LineChartLayout.ScoreTick]
  /// The date ticks, first day first.
  let xTicks: [DateTicks.Placed]
  /// One bar per day of the range, in day order.
  let bars: [Bar]
  /// The mean rule, when any day is logged.
  let mean: LineChartLayout.MeanRule?
  /// The corner radius of bars and slots.
  let cornerRadius: Double
  /// The line width of an empty slot's outline.
  let outlineWidth: Double

  init(series: ScoreSeries, today: Day?, in rect: Rect, context: ChartContext) {
    let u = context.metrics.unit, palette = context.palette
    // The first bar stands clear of the score labels, as the 7-day chart's do by the room of
    // their wide bands: narrow bands (30, 90 days) leave it a hair from them otherwise.
    let timePlot = ChartAxes.timePlot(series, in: rect, context: context) { band in
      max(0, DayBarChartLayout.edgeGap * u - band * (1 - DayBarChartLayout.barShare) / 2)
    }
    let axis = timePlot.axis, plot = timePlot.plot
    xTicks = axis.ticks
    self.plot = plot

    let band = axis.days.bandWidth
    let width = min(band * DayBarChartLayout.barShare, 64 * u)
    let labelSize = context.metrics.tickSize
    let widest = context.measurer.measure(
      TextSpec("10", size: labelSize, weight: .bold, language: context.language))
    // Scores sit above their bars only when the widest one fits within a band.
    let labelled = widest.width + 4 * u <= band
    let top = plot.y + (labelled ? widest.height + 6 * u : 2 * u)
    let y = LinearScale(domain: 0...10, start: plot.maxY, end: top)
    yTicks = ChartAxes.scoreTicks(y, plotX: plot.x, context: context)
    cornerRadius = min(6 * u, width / 3)
    outlineWidth = max(1, 1.5 * u)
    // As wide as a bar, but never under `minimumSlot` unless neighbours would touch; then
    // upright, taller than wide, so it reads as an empty bar rather than a dot.
    let slotWidth = min(max(width, DayBarChartLayout.minimumSlot * u), band - 2 * u)
    let slotHeight = min(max(slotWidth, 1.4 * DayBarChartLayout.minimumSlot * u), 16 * u)

    bars = series.points.map { point in
      let center = axis.days.center(of: point.day)
      let isFuture = today.map { point.day > $0 } ?? false
      guard let score = point.score else {
        return Bar(
          day: point.day, score: nil,
          frame: Rect(
            x: center - slotWidth / 2, y: plot.maxY - slotHeight, width: slotWidth,
            height: slotHeight),
          isFuture: isFuture, label: nil)
      }
      let barTop = y.position(Double(score))
      let frame = Rect(
        x: center - width / 2, y: barTop, width: width, height: plot.maxY - barTop)
      let label =
        labelled
        ? context.text(String(score), size: labelSize, weight: .bold, color: palette.text)
        : nil
      return Bar(
        day: point.day, score: score, frame: frame, isFuture: isFuture,
        label: label.map {
          $0.moved(x: center - $0.metrics.width / 2, y: barTop - 4 * u - $0.metrics.height)
        })
    }
    mean = ChartAxes.meanRule(
      series.mean, label: timePlot.meanLabel, y: y, plot: plot, top: rect.y, context: context)
  }
}
