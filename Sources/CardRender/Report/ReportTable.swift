import MoodCore
import Stats

/// The entries table of a report: its columns and its rows, each row measured whole, with
/// every text wrapped to its column (long reasons over as many lines as they need).
///
/// Pure: it measures through a `TextMeasuring`; `ReportLayout` pages the rows with
/// `ReportPagination` and places them.
struct ReportTable: Sendable, Equatable {
  /// A column: where it starts and how wide it is, relative to the table's left edge.
  struct Column: Sendable, Equatable {
    /// The left edge.
    let x: Double
    /// The width, in points.
    let width: Double
  }

  /// One row, laid out with its top-left corner at (0, 0).
  struct Row: Sendable, Equatable {
    /// The day's date, `2026-11-02`.
    let date: PlacedText
    /// The weekday under the date.
    let weekday: PlacedText
    /// The disc in the score's face colour.
    let disc: Rect
    /// The disc's colour.
    let discColor: HexColor
    /// The disc's edge, when its colour alone is too faint on the paper.
    let discOutline: HexColor?
    /// The score on the disc.
    let score: PlacedText
    /// The words, or `nil` when none was chosen.
    let words: PlacedText?
    /// The tags, or `nil` when none was given.
    let tags: PlacedText?
    /// The reason, or `nil` when none was given or reasons are left out.
    let reason: PlacedText?
    /// The row's height.
    let height: Double

    /// Every text of the row.
    var texts: [PlacedText] {
      [date, weekday, score] + [words, tags, reason].compactMap { $0 }
    }
  }

  /// The table's width.
  let width: Double
  /// The date, score, words and tags columns, and the reason column unless reasons are left out.
  let columns: [Column]
  /// The header's texts, relative to its top-left corner.
  let header: [PlacedText]
  /// The header's height.
  let headerHeight: Double
  /// The rows, in order.
  let rows: [Row]

  /// Type sizes and spacing, in points: a body of 10 points, nothing under 8 in print.
  static let textSize = 10.0
  static let headerSize = 8.5
  static let padding = 5.0
  static let discDiameter = 19.0
  /// The narrowest the words and tags columns get, as a share of the table.
  static let listShare = 0.15
  /// The widest the words and tags columns get when reasons are shown.
  static let widestListShare = 0.3
  static let lineSpacing = 0.12

  /// Lays out the table of `entries` `width` points wide.
  init(
    entries: [ReportEntry], width: Double, withReasons: Bool, locale: CardLocale,
    palette: ChartPalette, measurer: any TextMeasuring
  ) {
    let language = locale.languageCode
    let padding = ReportTable.padding
    // Tags may hold spaces, so words and tags are listed with commas.
    let separator = locale.listSeparator
    // Columns sized by their content: the date and the score as wide as they are, the words
    // and the tags as wide as their longest list within bounds, the reason the rest.
    func natural(_ strings: [String], size: Double = ReportTable.textSize) -> Double {
      (strings.map { measurer.measure(TextSpec($0, size: size, language: language)).width }.max()
        ?? 0) + 2 * padding + 2
    }
    let dateWidth = natural(
      ["2026-12-31", locale.dateColumn, locale.weekdayAbbreviation(.wednesday)])
    let scoreWidth = max(
      ReportTable.discDiameter + 2 * padding,
      natural([locale.scoreColumn], size: ReportTable.headerSize))
    let wordsNatural = natural(entries.map { $0.words.joined(separator: separator) })
    let tagsNatural = natural(entries.map { $0.tags.map { "#" + $0 }.joined(separator: separator) })
    let rest = width - dateWidth - scoreWidth
    var widths: [Double]
    if withReasons {
      func list(_ natural: Double) -> Double {
        min(max(natural, width * ReportTable.listShare), width * ReportTable.widestListShare)
      }
      let words = list(wordsNatural), tags = list(tagsNatural)
      widths = [dateWidth, scoreWidth, words, tags, rest - words - tags]
    } else {
      let words = rest * max(0.3, min(0.7, wordsNatural / max(1, wordsNatural + tagsNatural)))
      widths = [dateWidth, scoreWidth, words, rest - words]
    }
    var x = 0.0
    var columns: [Column] = []
    for columnWidth in widths {
      columns.append(Column(x: x, width: columnWidth))
      x += columnWidth
    }
    self.width = width
    self.columns = columns

    func text(
      _ string: String, in column: Column, size: Double = ReportTable.textSize,
      weight: FontWeight = .regular, color: HexColor, y: Double = ReportTable.padding
    ) -> PlacedText {
      let spec = TextSpec(
        string, size: size, weight: weight, width: column.width - 2 * padding,
        alignment: .left, language: language, lineSpacing: ReportTable.lineSpacing)
      return PlacedText(
        spec: spec, origin: Point(x: column.x + padding, y: y), metrics: measurer.measure(spec),
        color: color)
    }

    var names = [locale.dateColumn, locale.scoreColumn, locale.wordsColumn, locale.tagsColumn]
    if withReasons { names.append(locale.reasonColumn) }
    header = zip(names, columns).map { name, column in
      text(
        name, in: column, size: ReportTable.headerSize, weight: .bold,
        color: palette.secondaryText, y: 6)
    }
    headerHeight = (header.map(\.metrics.height).max() ?? 0) + 12

    rows = entries.map { entry in
      let date = text(entry.day.description, in: columns[0], color: palette.text)
      let weekday = text(
        locale.weekdayAbbreviation(Weekday(of: entry.day)), in: columns[0],
        size: ReportTable.headerSize, color: palette.secondaryText,
        y: padding + date.metrics.height + 1)
      let diameter = ReportTable.discDiameter
      let disc = Rect(x: columns[1].x + padding, y: padding, width: diameter, height: diameter)
      let scoreSpec = TextSpec(
        String(entry.score), size: ReportTable.textSize, weight: .bold, language: language)
      let scoreMetrics = measurer.measure(scoreSpec)
      let score = PlacedText(
        spec: scoreSpec,
        origin: Point(
          x: disc.center.x - scoreMetrics.width / 2, y: disc.center.y - scoreMetrics.height / 2),
        metrics: scoreMetrics, color: palette.ink(onScore: entry.score))
      func optional(_ string: String, _ column: Int) -> PlacedText? {
        string.isEmpty ? nil : text(string, in: columns[column], color: palette.text)
      }
      let words = optional(entry.words.joined(separator: separator), 2)
      let tags = optional(entry.tags.map { "#" + $0 }.joined(separator: separator), 3)
      let reason = withReasons ? optional(entry.reason, 4) : nil
      let bottom =
        ([weekday.frame.maxY, disc.maxY]
        + [words, tags, reason].compactMap {
          $0?.frame.maxY
        }).max() ?? 0
      return Row(
        date: date, weekday: weekday, disc: disc,
        discColor: palette.color(ofScore: entry.score),
        discOutline: palette.outline(ofScore: entry.score), score: score, words: words, tags: tags,
        reason: reason, height: bottom + padding)
    }
  }
}
