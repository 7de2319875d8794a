import MoodCore
import Stats

/// Horizontal bars, one row each: the label on the left, fitted to its column (shrunk, then
/// ellipsized), the bar, and its value. Words and tags are sorted most used first, as their
/// `Distribution` is; habits keep the person's order and draw each bar on a full-length track.
struct BarChartLayout: Sendable, Equatable {
  /// One bar and its texts.
  struct Row: Sendable, Equatable {
    /// The word's, tag's or habit's name, left of the bar.
    let label: PlacedText
    /// The full-length track behind the bar (habits: 100%), if any.
    let track: Rect?
    /// The bar; zero wide for a zero value.
    let bar: Rect
    /// The bar's colour.
    let color: HexColor
    /// The value: a count, or done/eligible and a percentage.
    let value: PlacedText
  }

  /// The rows, top to bottom.
  let rows: [Row]
  /// Rows left out because even the thinnest bars would not fit.
  let hiddenCount: Int

  /// The bars of a word or tag distribution; what was folded into "other" is told in the
  /// subtitle rather than drawn as a bar that would break the order.
  /// - Parameter colors: A bar's colour by item key; `nil` for the chart's bar colour.
  /// - Parameter prefix: Put before each label: `#` for tags, as the card writes them.
  init(
    distribution: Distribution, prefix: String = "", colors: (String) -> HexColor?,
    in rect: Rect, context: ChartContext
  ) {
    let items = distribution.items.map {
      Item(
        label: prefix + $0.label, value: Double($0.count), valueText: String($0.count),
        color: colors($0.key) ?? context.palette.line)
    }
    self.init(items: items, maximum: nil, in: rect, context: context)
  }

  /// The bars of the habits' completion rates, each in its colour, named with its emoji.
  init(habits: [HabitStats], in rect: Rect, context: ChartContext) {
    let locale = context.locale
    let items = habits.map { habit in
      Item(
        label: (habit.icon.map { $0 + " " } ?? "") + habit.name
          + (habit.isArchived ? locale.archivedSuffix : ""),
        value: habit.rate,
        valueText: "\(habit.done)/\(habit.eligible) · \(locale.percent(habit.rate))",
        color: habit.color)
    }
    self.init(items: items, maximum: 1, in: rect, context: context)
  }

  private struct Item {
    var label: String
    var value: Double
    var valueText: String
    var color: HexColor
  }

  /// - Parameter maximum: The value of a full-length bar, drawn with tracks; `nil` scales to the
  ///   largest value, without tracks.
  private init(items: [Item], maximum: Double?, in rect: Rect, context: ChartContext) {
    let u = context.metrics.unit, palette = context.palette
    // Printed, a row is never lower than its label at the type's minimum, or labels run into
    // each other (a Chinese word is taller than a Latin one).
    let least = context.metrics.minimumTextSize
    let labelLine =
      least > 0
      ? items.map {
        context.measurer.measure(TextSpec($0.label, size: least, language: context.language))
          .height
      }.max() ?? 0 : 0
    let minimumRow = max(30 * u, labelLine * 1.1)
    let capacity = max(1, Int(rect.height / minimumRow))
    let shown = Array(items.prefix(capacity))
    hiddenCount = items.count - shown.count
    let rowHeight = min(rect.height / Double(max(shown.count, 1)), 60 * u)
    let size = context.metrics.legible(min(context.metrics.labelSize, rowHeight * 0.48))

    let labels = shown.map { context.text($0.label, size: size, color: palette.text) }
    let labelColumn = min(labels.map(\.metrics.width).max() ?? 0, rect.width * 0.34)
    let values = shown.map {
      context.text($0.valueText, size: size, weight: .bold, color: palette.text)
    }
    let valueColumn = values.map(\.metrics.width).max() ?? 0
    let barX = rect.x + labelColumn + 18 * u
    let barArea = max(1, rect.maxX - barX - 12 * u - valueColumn)
    let top = maximum ?? (shown.map(\.value).max() ?? 1)
    let thickness = rowHeight * 0.56

    rows = shown.enumerated().map { index, item in
      let rowY = rect.y + Double(index) * rowHeight
      let fit = FittedText(
        labels[index].spec, maxWidth: labelColumn,
        minimumSize: context.metrics.shrunk(size), measurer: context.measurer)
      let label = fit.placed(
        at: Point(x: rect.x, y: rowY + (rowHeight - fit.metrics.height) / 2), color: palette.text)
      let length = top > 0 ? barArea * min(item.value / top, 1) : 0
      let barY = rowY + (rowHeight - thickness) / 2
      let bar = Rect(x: barX, y: barY, width: length, height: thickness)
      let valueX = maximum == nil ? bar.maxX + 10 * u : barX + barArea + 12 * u
      let value = values[index].moved(
        x: valueX, y: rowY + (rowHeight - values[index].metrics.height) / 2)
      return Row(
        label: label,
        track: maximum == nil ? nil : Rect(x: barX, y: barY, width: barArea, height: thickness),
        bar: bar, color: item.color, value: value)
    }
  }
}
