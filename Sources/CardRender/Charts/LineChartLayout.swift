import MoodCore
import Stats

/// The score line laid out: a 1-10 axis, date ticks, the line broken at every day without an
/// entry, lone days as dots, the moving average and the mean as a labelled rule.
struct LineChartLayout: Sendable, Equatable {
  /// A labelled score on the y axis.
  struct ScoreTick: Sendable, Equatable {
    /// The score the grid line stands for, 1...10.
    let score: Int
    /// The y of its grid line.
    let y: Double
    /// Its label, left of the plot.
    let label: PlacedText
  }

  /// The mean as a rule across the plot.
  struct MeanRule: Sendable, Equatable {
    /// The mean score.
    let value: Double
    /// Where the rule crosses the plot: `value` on the score axis.
    let y: Double
    /// Its label, right of the plot.
    let label: PlacedText
  }

  /// The area scores are drawn in.
  let plot: Rect
  /// The y axis ticks, lowest score first.
  let yTicks: [ScoreTick]
  /// The date ticks, first day first.
  let xTicks: [DateTicks.Placed]
  /// Runs of two or more consecutive logged days, each drawn as one line; a day without an
  /// entry ends a run.
  let segments: [[Point]]
  /// Logged days with no logged neighbour, drawn as dots.
  let dots: [Point]
  /// Every logged day, drawn as a small marker when days are wide enough to tell apart.
  let markers: [Point]
  /// The moving average's runs, broken where too few days of its window are logged; the
  /// series never has a lone day of it.
  let averageSegments: [[Point]]
  /// The mean rule, when any day is logged.
  let mean: MeanRule?
  /// The width of the score line.
  let lineWidth: Double
  /// The width of the moving average, drawn over the scores.
  let averageWidth: Double
  /// Whether the days are too many or too close for a line (`denseDays` or more, or under
  /// `denseBand` pixels apart): they are faint dots, under a thicker moving average.
  let isDense: Bool
  /// The fewest days of a dense chart: from about two months a daily zig-zag is a barcode,
  /// and the moving average, always shown from there, is the line to read.
  static let denseDays = ScoreSeries.averagedRangeDays
  /// The width of a day under which a chart is dense, in the chart's pixels, whatever its
  /// unit: closer dots make a barcode of a line.
  static let denseBand = 10.0
  /// The opacity of a dense chart's dots, and of its legend's.
  static let denseAlpha = 0.45
  /// The radius of the dot on every logged day.
  let markerRadius: Double

  init(series: ScoreSeries, in rect: Rect, context: ChartContext) {
    let u = context.metrics.unit
    let timePlot = ChartAxes.timePlot(series, in: rect, context: context)
    let days = timePlot.axis.days
    xTicks = timePlot.axis.ticks
    plot = timePlot.plot

    let band = days.bandWidth
    isDense =
      series.range.count >= LineChartLayout.denseDays || band < LineChartLayout.denseBand
    lineWidth = band >= 8 * u ? 3.5 * u : 2.5 * u
    averageWidth = isDense ? 4.5 * u : lineWidth * 0.8
    markerRadius = max(2.2 * u, min(5 * u, band * 0.35))
    let inset = max(markerRadius, 6 * u) + 2 * u
    let y = LinearScale(domain: 1...10, start: plot.maxY - inset, end: plot.y + inset)

    yTicks = ChartAxes.scoreTicks(y, plotX: timePlot.plot.x, context: context)

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
    averageSegments = LineChartLayout.runs(averages).lines

    mean = ChartAxes.meanRule(
      series.mean, label: timePlot.meanLabel, y: y, plot: timePlot.plot, top: rect.y,
      context: context)
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
