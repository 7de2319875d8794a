import MoodCore
import Stats

/// The with-and-without table of a report's Patterns section: one row per tag, word and habit
/// with enough days on each side, largest difference first, each with both means and both day
/// counts.
///
/// Pure: it measures through a `TextMeasuring`; `ReportLayout` pages the rows with
/// `ReportPagination` and places them. Texts are relative to the row's (or header's) top-left,
/// set in the entries table's type.
struct PatternTable: Sendable, Equatable {
  /// One item's row.
  struct Row: Sendable, Equatable {
    /// The item.
    let pattern: Pattern
    /// Its name, its kind, the two sides and the difference, left to right.
    let texts: [PlacedText]
    /// The row's height.
    let height: Double
  }

  /// The column headings.
  let header: [PlacedText]
  /// The header's height.
  let headerHeight: Double
  /// The rows, in order.
  let rows: [Row]

  /// The columns' shares of the width: item, kind, with, without, difference.
  static let shares = [0.3, 0.15, 0.21, 0.21, 0.13]

  /// Lays out the rows of `patterns` that can be compared, `width` points wide.
  init(
    patterns: Patterns, width: Double, locale: CardLocale, palette: ChartPalette,
    measurer: any TextMeasuring
  ) {
    var x = 0.0
    let columns = PatternTable.shares.map { share -> (x: Double, width: Double) in
      defer { x += width * share }
      return (x, width * share)
    }
    let padding = ReportTable.padding
    func text(
      _ string: String, column: Int, size: Double = ReportTable.textSize,
      weight: FontWeight = .regular, color: HexColor, y: Double = ReportTable.padding
    ) -> PlacedText {
      let spec = TextSpec(
        string, size: size, weight: weight, width: columns[column].width - 2 * padding,
        alignment: .left, language: locale.languageCode, lineSpacing: ReportTable.lineSpacing)
      return PlacedText(
        spec: spec, origin: Point(x: columns[column].x + padding, y: y),
        metrics: measurer.measure(spec), color: color)
    }
    header = locale.patternColumns.enumerated().map {
      text(
        $0.element, column: $0.offset, size: ReportTable.headerSize, weight: .bold,
        color: palette.secondaryText, y: 6)
    }
    headerHeight = (header.map(\.metrics.height).max() ?? 0) + 12
    rows = patterns.comparable.map { pattern in
      let texts = [
        text(locale.patternLabel(pattern), column: 0, color: palette.text),
        text(locale.patternKind(pattern.kind), column: 1, color: palette.secondaryText),
        text(locale.patternCell(pattern.with), column: 2, color: palette.text),
        text(locale.patternCell(pattern.without), column: 3, color: palette.text),
        text(
          locale.signedDecimal(pattern.difference ?? 0), column: 4, weight: .bold,
          color: palette.text),
      ]
      return Row(
        pattern: pattern, texts: texts,
        height: (texts.map(\.frame.maxY).max() ?? 0) + padding)
    }
  }
}
