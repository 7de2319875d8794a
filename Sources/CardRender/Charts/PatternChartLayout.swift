import MoodCore
import Stats

/// The patterns chart laid out: for each tag, word and habit with enough days on each side,
/// a bar diverging from zero by the mean score of the days with it less that of the other days,
/// its name on the left and both means with their day counts on the right, under a heading per
/// kind.
struct PatternChartLayout: Sendable, Equatable {
  /// One item's bar and its texts.
  struct Row: Sendable, Equatable {
    /// The tag, word or habit.
    let pattern: Pattern
    /// Its name: `#work`, `Calm`, `🚶 Walk`.
    let label: PlacedText
    /// The bar from the zero line to the difference; right for a higher mean with it.
    let bar: Rect
    /// The bar's colour, faded when the item has few days on a side.
    let color: HexColor
    /// The bar's edge, when its colour alone is under 3:1 on the paper; faded with the bar.
    let edge: HexColor?
    /// Whether the item has fewer than `PatternRows.fewDays` days with it or without it, so its
    /// bar is faded.
    let isFaded: Bool
    /// The difference beyond the bar's end: `+1.2`, `−0.8`.
    let value: PlacedText
    /// The mean and day count with it: `with 5.2 · 12 days`.
    let with: PlacedText
    /// The mean and day count without it: `without 6.4 · 13 days`.
    let without: PlacedText
  }

  /// The headings of the kinds shown: `Tags`, `Mood words`, `Habits`.
  let headings: [PlacedText]
  /// The rows, top to bottom.
  let rows: [Row]
  /// The x of the zero line.
  let zero: Double
  /// The zero line's top and bottom.
  let zeroSpan: ClosedRange<Double>
  /// Items with enough days left out because their rows would not fit at this size.
  let hiddenCount: Int
  /// Under the rows, the one count of the items not drawn, for too few days on a side, past the
  /// limit or for room, naming the habits among them: `31 more not shown`,
  /// `16 more not shown, among them 📚 Read`, `3 more not shown at this size`.
  let note: PlacedText?

  /// The least space between one row's two lines of numbers and the next row's, in units.
  static let rowGap = 10.0

  /// The smallest difference a full half-width bar stands for, so a small difference is never
  /// drawn as a large one.
  static let minimumScale = 2.0

  init(rows all: PatternRows, in frame: Rect, context: ChartContext) {
    let u = context.metrics.unit, palette = context.palette, locale = context.locale
    // Rows too thin to read are left out, the smallest differences first, and the note says so.
    // Printed, the two lines of numbers keep the minimum size however thin the rows: a row is
    // never thinner than they are and a gap, or one item's numbers run into the next one's.
    let least = context.metrics.minimumTextSize
    // Measured on the lines themselves: a Chinese line (`有 8.0 · 6 天`) is taller than a digit.
    let sideLine =
      least > 0
      ? all.groups.flatMap(\.items).flatMap { item in
        [true, false].map {
          context.measurer.measure(
            TextSpec(locale.patternSide(item, with: $0), size: least, language: context.language)
          ).height
        }
      }.max() ?? 0
      : 0
    let minimumRow = max(40 * u, 2 * sideLine + PatternChartLayout.rowGap * u)
    var layoutRows = all
    var note: PlacedText?
    var rect = frame
    // The note wraps to a second line rather than lose the name of a habit.
    func place(_ rows: PatternRows) {
      let missing = rows.missing
      guard !missing.isEmpty else { return }
      let spec = TextSpec(
        locale.patternsNotShown(missing, onlyForRoom: all.notShown + all.leftOut == 0),
        size: context.metrics.tickSize, width: frame.width, maxLines: 2, alignment: .left,
        language: context.language)
      let text = PlacedText(
        spec: spec, origin: Point(x: 0, y: 0), metrics: context.measurer.measure(spec),
        color: palette.secondaryText)
      rect.height = frame.height - text.metrics.height - 8 * u
      note = text.moved(x: frame.x, y: frame.maxY - text.metrics.height)
    }
    place(all)
    while layoutRows.height * minimumRow > rect.height, layoutRows.itemCount > 1 {
      layoutRows = all.keeping(layoutRows.itemCount - 1)
      place(layoutRows)
    }
    hiddenCount = all.itemCount - layoutRows.itemCount
    self.note = note
    let rowHeight = min(rect.height / max(layoutRows.height, 1), 64 * u)
    let size = context.metrics.legible(min(context.metrics.labelSize, rowHeight * 0.42))
    let small = context.metrics.legible(min(context.metrics.tickSize, rowHeight * 0.3))
    let items = layoutRows.groups.flatMap(\.items)

    let labels = items.map {
      context.text(locale.patternLabel($0), size: size, color: palette.text)
    }
    let labelColumn = min(labels.map(\.metrics.width).max() ?? 0, rect.width * 0.28)
    let sides = items.map { item in
      (
        context.text(
          locale.patternSide(item, with: true), size: small, color: palette.secondaryText),
        context.text(
          locale.patternSide(item, with: false), size: small, color: palette.secondaryText)
      )
    }
    let numbersColumn = sides.map { max($0.0.metrics.width, $0.1.metrics.width) }.max() ?? 0
    let widestValue = context.measurer.measure(
      TextSpec("+9.9", size: size, weight: .bold, language: context.language)
    ).width
    let barLeft = rect.x + labelColumn + 18 * u
    let barRight = rect.maxX - numbersColumn - 18 * u
    let zero = (barLeft + barRight) / 2
    self.zero = zero
    let half = max(1, (barRight - barLeft) / 2 - widestValue - 10 * u)
    let largest = items.compactMap(\.difference).map(abs).max() ?? 0
    let scale = max(largest, PatternChartLayout.minimumScale)
    let thickness = rowHeight * 0.5

    var y = rect.y
    var headings: [PlacedText] = []
    var rows: [Row] = []
    var index = 0
    for group in layoutRows.groups {
      let heading = context.text(
        locale.patternHeading(group.kind), size: small, weight: .bold,
        color: palette.secondaryText)
      let headingHeight = rowHeight * 0.75
      headings.append(heading.moved(x: rect.x, y: y + headingHeight - heading.metrics.height))
      y += headingHeight
      for item in group.items {
        let difference = item.difference ?? 0
        let length = half * abs(difference) / scale
        let bar = Rect(
          x: difference >= 0 ? zero : zero - length, y: y + (rowHeight - thickness) / 2,
          width: length, height: thickness)
        let fit = FittedText(
          labels[index].spec, maxWidth: labelColumn,
          minimumSize: context.metrics.shrunk(size), measurer: context.measurer)
        let valueText = locale.signedDecimal(difference)
        let value = context.text(valueText, size: size, weight: .bold, color: palette.text)
        // A difference that rounds to 0.0 is written right of the zero line, as a positive one.
        let leftward = difference < 0 && valueText != locale.decimal(0)
        let valueX = leftward ? bar.x - 8 * u - value.metrics.width : bar.maxX + 8 * u
        let (with, without) = sides[index]
        let numbersX = rect.maxX - numbersColumn
        let score = difference >= 0 ? ChartPalette.higherMeanScore : ChartPalette.lowerMeanScore
        let isFaded = PatternRows.hasFewDays(item)
        let color = palette.color(ofScore: score), edge = palette.outline(ofScore: score)
        let numbersTop = y + (rowHeight - with.metrics.height - without.metrics.height) / 2
        rows.append(
          Row(
            pattern: item,
            label: fit.placed(
              at: Point(x: rect.x, y: y + (rowHeight - fit.metrics.height) / 2),
              color: palette.text),
            bar: bar, color: isFaded ? palette.faded(color) : color,
            edge: isFaded ? edge.map(palette.faded) : edge, isFaded: isFaded,
            value: value.moved(x: valueX, y: y + (rowHeight - value.metrics.height) / 2),
            with: with.moved(x: numbersX, y: numbersTop),
            without: without.moved(x: numbersX, y: numbersTop + with.metrics.height)))
        y += rowHeight
        index += 1
      }
    }
    self.headings = headings
    self.rows = rows
    // From the first bar's row down, below the first heading.
    zeroSpan = (rect.y + rowHeight * 0.75)...max(y, rect.y + rowHeight * 0.75)
  }
}
