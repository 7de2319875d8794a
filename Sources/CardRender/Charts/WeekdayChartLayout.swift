import MoodCore
import Stats

/// The mean score of each weekday laid out: seven columns on a 0-10 scale in the week's order
/// for the locale, each in the colour of its rounded mean, the mean above it, the weekday and its
/// number of logged days under it, over light grid lines at 0, 5 and 10 so the height of a
/// column reads against the whole scale. The range's mean is in the subtitle: a rule across the
/// columns would run through their labels.
struct WeekdayChartLayout: Sendable, Equatable {
  /// One weekday's column.
  struct Column: Sendable, Equatable {
    /// Which weekday the column counts.
    let weekday: Weekday
    /// Its logged days and their scores.
    let tally: ScoreTally
    /// The column; zero high for a weekday without a logged day.
    let bar: Rect
    /// The column's colour: its rounded mean's score colour.
    let color: HexColor
    /// The column's edge, when its colour alone is under 3:1 on the paper.
    let edge: HexColor?
    /// The mean above the column, `–` for no day.
    let value: PlacedText
    /// The weekday's name under the baseline.
    let name: PlacedText
    /// The number of logged days under the name.
    let days: PlacedText
  }

  /// Seven columns, the locale's first weekday first.
  let columns: [Column]
  /// The grid lines across the columns at `gridScores`, labelled left of them.
  let gridLines: [LineChartLayout.ScoreTick]
  /// The scores of the grid lines: the ends and the middle of the scale a mean lies on.
  static let gridScores = [0, 5, 10]
  /// The y of the baseline the columns stand on.
  let baseline: Double
  /// The baseline's ends.
  let baselineSpan: ClosedRange<Double>
  /// The corner radius of the columns.
  let cornerRadius: Double

  init(weekdays: WeekdayScores, in rect: Rect, context: ChartContext) {
    let u = context.metrics.unit, palette = context.palette, locale = context.locale
    let size = context.metrics.labelSize
    let rows = weekdays.week(startingOn: context.firstWeekday)
    let names = rows.map {
      context.text(
        locale.weekdayAbbreviation($0.weekday), size: size, weight: .bold, color: palette.text)
    }
    let counts = rows.map {
      context.text(
        locale.dayCount($0.tally.days), size: context.metrics.tickSize,
        color: palette.secondaryText)
    }
    let values = rows.map { row in
      context.text(
        row.tally.mean.map(locale.decimal) ?? "–", size: size * 0.9, weight: .bold,
        color: row.tally.days == 0 ? palette.secondaryText : palette.text)
    }
    let nameHeight = names.map(\.metrics.height).max() ?? 0
    let countHeight = counts.map(\.metrics.height).max() ?? 0
    let valueHeight = values.map(\.metrics.height).max() ?? 0
    let baseline = rect.maxY - nameHeight - countHeight - 14 * u
    self.baseline = baseline
    let left = ChartAxes.scoreLabelColumn(context: context)
    let plot = Rect(
      x: rect.x + left, y: rect.y, width: rect.width - left, height: baseline - rect.y)
    baselineSpan = plot.x...plot.maxX
    let y = LinearScale(domain: 0...10, start: baseline, end: rect.y + valueHeight + 8 * u)
    gridLines = WeekdayChartLayout.gridScores.map { score in
      let label = context.text(
        String(score), size: context.metrics.tickSize, color: palette.secondaryText)
      let position = y.position(Double(score))
      return LineChartLayout.ScoreTick(
        score: score, y: position,
        label: label.moved(
          x: plot.x - 10 * u - label.metrics.width, y: position - label.metrics.height / 2))
    }
    let band = plot.width / 7
    let width = min(band * 0.62, 140 * u)
    cornerRadius = min(10 * u, width / 4)
    columns = rows.enumerated().map { index, row in
      let center = plot.x + (Double(index) + 0.5) * band
      let top = row.tally.mean.map { y.position($0) } ?? baseline
      let bar = Rect(x: center - width / 2, y: top, width: width, height: baseline - top)
      let value = values[index], name = names[index], count = counts[index]
      let score = Int((row.tally.mean ?? 1).rounded())
      return Column(
        weekday: row.weekday, tally: row.tally, bar: bar, color: palette.color(ofScore: score),
        edge: palette.outline(ofScore: score),
        value: value.moved(
          x: center - value.metrics.width / 2, y: top - 6 * u - value.metrics.height),
        name: name.moved(x: center - name.metrics.width / 2, y: baseline + 10 * u),
        days: count.moved(
          x: center - count.metrics.width / 2, y: baseline + 10 * u + nameHeight + 4 * u))
    }
  }
}
