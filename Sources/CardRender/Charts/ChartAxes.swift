import MoodCore
import Stats

/// The axes the score line and the day bars share: dates under the plot, scores beside it, and
/// the mean as a labelled rule.
enum ChartAxes {
  /// The days of a range across a plot, with their date ticks under it.
  struct TimeAxis {
    /// A band per day.
    let days: DayScale
    /// The date ticks, their labels under `plotBottom`.
    let ticks: [DateTicks.Placed]
    /// The plot's lower edge, above the tick labels.
    let plotBottom: Double
  }

  /// A plot of days against scores: its box, its date axis, and the mean's label right of it.
  struct TimePlot {
    /// The area the days are drawn in, above the date labels.
    let plot: Rect
    /// The days and their ticks.
    let axis: TimeAxis
    /// The mean's label, when there is a mean.
    let meanLabel: PlacedText?
  }

  /// The plot of `series` in `rect`: score labels on the left, the mean's label on the right,
  /// dates below. The days keep `inset(bandWidth)` free inside the plot at either end, given
  /// the width each day's band would have without it (the bars keep their first one clear of
  /// the score labels).
  static func timePlot(
    _ series: ScoreSeries, in rect: Rect, context: ChartContext,
    inset: (_ bandWidth: Double) -> Double = { _ in 0 }
  ) -> TimePlot {
    let u = context.metrics.unit
    let left = scoreLabelColumn(context: context)
    let meanLabel = meanLabel(series.mean, context: context)
    let right = meanLabel.map { $0.metrics.width + 14 * u } ?? 8 * u
    let plotX = rect.x + left, plotWidth = rect.width - left - right
    let ends = inset(plotWidth / Double(series.range.count))
    let axis = timeAxis(
      range: series.range, daysX: plotX + ends, daysWidth: plotWidth - 2 * ends, in: rect,
      context: context)
    return TimePlot(
      plot: Rect(x: plotX, y: rect.y, width: plotWidth, height: axis.plotBottom - rect.y),
      axis: axis, meanLabel: meanLabel)
  }

  /// The width a score label takes left of the plot, and the gap beside it.
  static func scoreLabelColumn(context: ChartContext) -> Double {
    let spec = TextSpec("10", size: context.metrics.tickSize, language: context.language)
    return context.measurer.measure(spec).width + 12 * context.metrics.unit
  }

  /// The mean's label, right of the plot: `mean 6.7`.
  static func meanLabel(_ mean: Double?, context: ChartContext) -> PlacedText? {
    mean.map {
      context.text(
        context.locale.mean($0), size: context.metrics.tickSize, weight: .bold,
        color: context.palette.secondaryText)
    }
  }

  /// Date ticks for `range` between `daysX` and `daysX + daysWidth`, labels at the bottom of
  /// `rect`, as many as fit without touching.
  static func timeAxis(
    range: DayRange, daysX: Double, daysWidth: Double, in rect: Rect,
    context: ChartContext
  ) -> TimeAxis {
    let u = context.metrics.unit
    let days = DayScale(range: range, x: daysX, width: daysWidth)
    let ticks = DateTicks.fitted(
      scale: days, bounds: rect.x...(rect.maxX), top: 0, locale: context.locale,
      firstWeekday: context.firstWeekday, minimumGap: context.metrics.tickSize,
      color: context.palette.secondaryText,
      spec: { TextSpec($0, size: context.metrics.tickSize, language: context.language) },
      measurer: context.measurer)
    let labelHeight = ticks.map(\.label.metrics.height).max() ?? 0
    let plotBottom = rect.maxY - labelHeight - 10 * u
    return TimeAxis(
      days: days,
      ticks: ticks.map {
        DateTicks.Placed(
          tick: $0.tick, x: $0.x,
          label: $0.label.moved(x: $0.label.origin.x, y: plotBottom + 10 * u))
      }, plotBottom: plotBottom)
  }

  /// The labelled scores left of a plot starting at `plotX`, as many as fit.
  static func scoreTicks(_ y: LinearScale, plotX: Double, context: ChartContext)
    -> [LineChartLayout.ScoreTick]
  {
    let u = context.metrics.unit, size = context.metrics.tickSize
    let labelHeight = context.measurer.measure(
      TextSpec("10", size: size, language: context.language)
    ).height
    return ScoreTicks.ticks(
      length: abs(y.position(1) - y.position(10)), labelHeight: labelHeight, minimumGap: 4 * u
    ).map { score in
      let label = context.text(String(score), size: size, color: context.palette.secondaryText)
      let position = y.position(Double(score))
      return LineChartLayout.ScoreTick(
        score: score, y: position,
        label: label.moved(
          x: plotX - 10 * u - label.metrics.width, y: position - label.metrics.height / 2))
    }
  }

  /// The mean as a rule across `plot`, its label right of the plot and kept within `top` and the
  /// plot's bottom; `nil` without a mean.
  static func meanRule(
    _ value: Double?, label: PlacedText?, y: LinearScale, plot: Rect, top: Double,
    context: ChartContext
  ) -> LineChartLayout.MeanRule? {
    guard let value, let label else { return nil }
    let position = y.position(value)
    let labelTop = min(
      max(position - label.metrics.height / 2, top), plot.maxY - label.metrics.height)
    return LineChartLayout.MeanRule(
      value: value, y: position,
      label: label.moved(x: plot.maxX + 12 * context.metrics.unit, y: labelTop))
  }
}
