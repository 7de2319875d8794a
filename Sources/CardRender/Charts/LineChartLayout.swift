import MoodCore
import Stats

/// The score line laid out: a 1-10 axis, date ticks, the line broken at every day without an
/// entry, lone days as dots, the moving average and the mean as a labelled rule.
public struct LineChartLayout: Sendable, Equatable {
  /// A labelled score on the y axis.
  public struct ScoreTick: Sendable, Equatable {
    /// The score the grid line stands for, 1...10.
    public let score: Int
    /// The y of its grid line.
    public let y: Double
    /// Its label, left of the plot.
    public let label: PlacedText
  }

  /// The mean as a rule across the plot.
  public struct MeanRule: Sendable, Equatable {
    /// The mean score.
    public let value: Double
    /// The rule's y.
    public let y: Double
    /// Its label, right of the plot.
    public let label: PlacedText
  }

  /// The area scores are drawn in.
  public let plot: Rect
  /// The y axis ticks, lowest score first.
  public let yTicks: [ScoreTick]
  /// The date ticks, first day first.
  public let xTicks: [DateTicks.Placed]
  /// Runs of two or more consecutive logged days, each drawn as one line; a day without an
  /// entry ends a run.
  public let segments: [[Point]]
  /// Logged days with no logged neighbour, drawn as dots.
  public let dots: [Point]
  /// Every logged day, drawn as a small marker when days are wide enough to tell apart.
  public let markers: [Point]
  /// The moving average's runs, broken where the score line is.
  public let averageSegments: [[Point]]
  /// Moving-average values on lone days.
  public let averageDots: [Point]
  /// The mean rule, when any day is logged.
  public let mean: MeanRule?
  /// The width of the score line.
  public let lineWidth: Double
  /// The width of the moving average, drawn over the scores.
  public let averageWidth: Double
  /// Whether the days are too close for a line (about one per 5 pixels or less): they are
  /// faint dots, under a thicker moving average.
  public let isDense: Bool
  /// The radius of a lone day's dot: the same as a marker's.
  public var dotRadius: Double { markerRadius }
  /// The radius of the dot on every logged day.
  public let markerRadius: Double

  init(series: ScoreSeries, in rect: Rect, context: ChartContext) {
    let m = context.metrics, palette = context.palette, locale = context.locale
    let u = m.unit
    let tickSize = m.tickSize
    let tickSpec = { (text: String) in
      TextSpec(text, size: tickSize, language: context.language)
    }
    let yLabelWidth = context.measurer.measure(tickSpec("10")).width
    let left = yLabelWidth + 12 * u
    let meanLabel = series.mean.map {
      context.text(locale.mean($0), size: tickSize, weight: .bold, color: palette.secondaryText)
    }
    let right = meanLabel.map { $0.metrics.width + 14 * u } ?? 8 * u
    let plotX = rect.x + left, plotWidth = rect.width - left - right
    let days = DayScale(range: series.range, x: plotX, width: plotWidth)

    var ticks = DateTicks.fitted(
      scale: days, bounds: rect.x...(rect.maxX), top: 0, locale: locale,
      firstWeekday: context.firstWeekday, minimumGap: tickSize, color: palette.secondaryText,
      spec: { text in
        TextSpec(text, size: tickSize, language: context.language)
      }, measurer: context.measurer)
    let labelHeight = ticks.map(\.label.metrics.height).max() ?? 0
    let plotBottom = rect.maxY - labelHeight - 10 * u
    ticks = ticks.map {
      DateTicks.Placed(
        tick: $0.tick, x: $0.x, label: $0.label.moved(x: $0.label.origin.x, y: plotBottom + 10 * u))
    }
    xTicks = ticks
    plot = Rect(x: plotX, y: rect.y, width: plotWidth, height: plotBottom - rect.y)

    let band = days.bandWidth
    isDense = band < 5 * u
    lineWidth = band >= 8 * u ? 3.5 * u : 2.5 * u
    averageWidth = isDense ? 4.5 * u : lineWidth * 0.8
    markerRadius = max(2.2 * u, min(5 * u, band * 0.35))
    let inset = max(markerRadius, 6 * u) + 2 * u
    let y = LinearScale(domain: 1...10, start: plot.maxY - inset, end: plot.y + inset)

    let labelHeightY = context.measurer.measure(tickSpec("10")).height
    yTicks = ScoreTicks.ticks(
      length: abs(y.position(1) - y.position(10)), labelHeight: labelHeightY, minimumGap: 4 * u
    ).map { score in
      let label = context.text(String(score), size: tickSize, color: palette.secondaryText)
      let position = y.position(Double(score))
      return ScoreTick(
        score: score, y: position,
        label: label.moved(
          x: plotX - 10 * u - label.metrics.width, y: position - label.metrics.height / 2))
    }

    let scores = series.points.map { point in
      point.score.map { Point(x: days.center(of: point.day), y: y.position(Double($0))) }
    }
    let runs = LineChartLayout.runs(scores)
    // Every logged day has the same dot; a dense range is dots alone.
    segments = isDense ? [] : runs.lines
    dots = runs.dots
    markers = scores.compactMap { $0 }
    let averages = series.points.map { point in
      point.movingAverage.map { Point(x: days.center(of: point.day), y: y.position($0)) }
    }
    (averageSegments, averageDots) = LineChartLayout.runs(averages)

    if let value = series.mean, let meanLabel {
      let position = y.position(value)
      let top = min(
        max(position - meanLabel.metrics.height / 2, rect.y), plot.maxY - meanLabel.metrics.height)
      mean = MeanRule(
        value: value, y: position, label: meanLabel.moved(x: plot.maxX + 12 * u, y: top))
    } else {
      mean = nil
    }
  }

  /// Splits a day-by-day sequence at its gaps: runs of two or more points become lines, lone
  /// points become dots.
  static func runs(_ points: [Point?]) -> (lines: [[Point]], dots: [Point]) {
    var lines: [[Point]] = [], dots: [Point] = [], run: [Point] = []
    func close() {
      if run.count == 1 { dots.append(run[0]) } else if run.count > 1 { lines.append(run) }
      run = []
    }
    for point in points {
      if let point { run.append(point) } else { close() }
    }
    close()
    return (lines, dots)
  }
}
