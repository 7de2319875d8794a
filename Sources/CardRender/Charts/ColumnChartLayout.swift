import MoodCore
import Stats

/// The score histogram laid out: one column per score 1 to 10 in the score's colour, its count
/// above it and the score below.
struct ColumnChartLayout: Sendable, Equatable {
  /// One score's column.
  struct Column: Sendable, Equatable {
    /// The score the column counts, 1...10.
    let score: Int
    /// The column; zero high for no days.
    let bar: Rect
    /// The column's colour.
    let color: HexColor
    /// The count above the column.
    let value: PlacedText
    /// The score below the baseline.
    let label: PlacedText
  }

  /// Ten columns, scores 1 to 10.
  let columns: [Column]
  /// The y of the baseline the columns stand on.
  let baseline: Double
  /// The baseline's ends.
  let baselineSpan: ClosedRange<Double>

  init(histogram: ScoreHistogram, in rect: Rect, context: ChartContext) {
    let u = context.metrics.unit, palette = context.palette
    let size = context.metrics.labelSize
    let labels = histogram.bins.map {
      context.text(String($0.score), size: size, weight: .bold, color: palette.text)
    }
    let values = histogram.bins.map {
      context.text(
        String($0.count), size: size * 0.9,
        color: $0.count == 0 ? palette.secondaryText : palette.text)
    }
    let labelHeight = labels.map(\.metrics.height).max() ?? 0
    let valueHeight = values.map(\.metrics.height).max() ?? 0
    let baseline = rect.maxY - labelHeight - 10 * u
    self.baseline = baseline
    baselineSpan = rect.x...rect.maxX
    let tallest = baseline - rect.y - valueHeight - 8 * u
    let band = rect.width / Double(histogram.bins.count)
    let width = min(band * 0.66, 120 * u)
    let most = histogram.bins.map(\.count).max() ?? 0
    columns = histogram.bins.enumerated().map { index, bin in
      let center = rect.x + (Double(index) + 0.5) * band
      let height = most > 0 ? tallest * Double(bin.count) / Double(most) : 0
      let bar = Rect(x: center - width / 2, y: baseline - height, width: width, height: height)
      let value = values[index], label = labels[index]
      return Column(
        score: bin.score, bar: bar, color: palette.color(ofScore: bin.score),
        value: value.moved(
          x: center - value.metrics.width / 2, y: bar.y - 6 * u - value.metrics.height),
        label: label.moved(x: center - label.metrics.width / 2, y: baseline + 10 * u))
    }
  }
}
