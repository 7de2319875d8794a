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
    /// The entry's day.
    let day: Day
    /// Whether the row continues one split at the foot of the page before.
    var isContinued = false
    /// The day's date, `2026-11-02`, on one line on every row.
    let date: PlacedText
    /// The weekday beside the date; on a continued row, `(continued)` under it.
    let weekday: PlacedText?
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
      [date, score] + [weekday, words, tags, reason].compactMap { $0 }
    }

    /// The row's height with its texts: the lowest of them and the disc, and the padding.
    static func height(disc: Rect, texts: [PlacedText?]) -> Double {
      (texts.compactMap { $0?.frame.maxY } + [disc.maxY]).max().map { $0 + ReportTable.padding }
        ?? 0
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

  /// Type sizes and spacing, in points: the report's body type, nothing under 8 in print.
  static let textSize = ReportFlow.bodyTextSize
  static let headerSize = 8.5
  static let padding = 2.5
  static let discDiameter = 15.0
  /// The space between a date and its weekday.
  static let weekdayGap = 4.0
  /// The shares of the table the words and tags columns may take when reasons are shown, and
  /// the least the reason keeps: a reason is what a reader came for, and one 12-word list or
  /// 108-character tag must not squeeze every reason in the table (the review measured Reason
  /// at 19 %, under Words and Tags at 30 % each).
  static let wordsShare = 0.12...0.24
  static let tagsShare = 0.10...0.18
  static let leastReasonShare = 0.45
  /// The entry the words and tags columns are sized on: the 80th percentile of their widths,
  /// so that a few long lists wrap rather than widen the column for all.
  static let sizingPercentile = 0.8
  static let lineSpacing = 0.06

  /// Lays out the table of `entries` `width` points wide.
  init(
    entries: [ReportEntry], width: Double, withReasons: Bool, locale: CardLocale,
    palette: ChartPalette, measurer: any TextMeasuring
  ) {
    let language = locale.languageCode
    let padding = ReportTable.padding
    // Tags may hold spaces, so words and tags are listed with commas.
    let separator = locale.listSeparator
    // Columns sized by their content: the date and the score as wide as the widest, the words
    // and the tags on the 80th-percentile list within their shares, the reason the rest.
    func widths(
      _ strings: [String], size: Double = ReportTable.textSize, tabularFigures: Bool = false
    ) -> [Double] {
      strings.map {
        measurer.measure(
          TextSpec($0, size: size, language: language, tabularFigures: tabularFigures)
        ).width + 2 * padding + 2
      }
    }
    func natural(_ strings: [String], size: Double = ReportTable.textSize) -> Double {
      widths(strings, size: size).max() ?? 0
    }
    func percentile(_ strings: [String]) -> Double {
      let sorted = widths(strings.filter { !$0.isEmpty }).sorted()
      guard !sorted.isEmpty else { return 0 }
      return sorted[Int(Double(sorted.count - 1) * ReportTable.sizingPercentile)]
    }
    // Dates are set in tabular figures, every digit one width, so one measure holds them all;
    // the weekday follows on the same line, which keeps a row of one line one line high.
    let weekdayWidth =
      Weekday.allCases.map {
        measurer.measure(
          TextSpec(
            locale.weekdayAbbreviation($0), size: ReportTable.headerSize, language: language)
        ).width
      }.max() ?? 0
    // A continued row's `(continued)` stands under its date, on one line.
    let dateWidth = max(
      widths(["0000-00-00"], tabularFigures: true)[0] + ReportTable.weekdayGap + weekdayWidth,
      natural([locale.dateColumn, locale.continuedRow], size: ReportTable.headerSize))
    let scoreWidth = max(
      ReportTable.discDiameter + 2 * padding,
      natural([locale.scoreColumn], size: ReportTable.headerSize))
    // A Chinese word is never split between its characters ("开 / 心"): it moves whole.
    let wordLists = entries.map { locale.wordList($0.words) }
    let tagLists = entries.map { $0.tags.map { "#" + $0 }.joined(separator: separator) }
    let rest = width - dateWidth - scoreWidth
    var widths: [Double]
    if withReasons {
      func share(_ natural: Double, _ shares: ClosedRange<Double>) -> Double {
        min(max(natural, width * shares.lowerBound), width * shares.upperBound)
      }
      // At least as wide as the widest single word or tag with its comma, so that no item is
      // broken inside, up to the column's share.
      let wordItems = entries.flatMap { $0.words.map { CardLocale.unbroken($0) + separator } }
      let tagItems = entries.flatMap { $0.tags.map { "#" + $0 + separator } }
      var words = share(
        max(percentile(wordLists), natural(wordItems)), ReportTable.wordsShare)
      var tags = share(max(percentile(tagLists), natural(tagItems)), ReportTable.tagsShare)
      let listRoom = rest - width * ReportTable.leastReasonShare
      if words + tags > listRoom {
        let shrink = max(0, listRoom) / (words + tags)
        words *= shrink
        tags *= shrink
      }
      widths = [dateWidth, scoreWidth, words, tags, rest - words - tags]
    } else {
      let wordsNatural = natural(wordLists), tagsNatural = natural(tagLists)
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
      weight: FontWeight = .regular, color: HexColor, y: Double = ReportTable.padding,
      tabularFigures: Bool = false
    ) -> PlacedText {
      let spec = TextSpec(
        string, size: size, weight: weight, width: column.width - 2 * padding,
        alignment: .left, language: language, lineSpacing: ReportTable.lineSpacing,
        tabularFigures: tabularFigures)
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
      let date = text(
        entry.day.description, in: columns[0], color: palette.text, tabularFigures: true)
      var weekday = text(
        locale.weekdayAbbreviation(Weekday(of: entry.day)), in: columns[0],
        size: ReportTable.headerSize, color: palette.secondaryText,
        y: padding + date.metrics.baseline)
      weekday.origin.x += date.metrics.width + ReportTable.weekdayGap
      weekday.origin.y -= weekday.metrics.baseline
      let diameter = ReportTable.discDiameter
      let disc = Rect(x: columns[1].x + padding, y: padding, width: diameter, height: diameter)
      let scoreSpec = TextSpec(
        String(entry.score), size: ReportTable.textSize, weight: .bold, language: language,
        tabularFigures: true)
      let scoreMetrics = measurer.measure(scoreSpec)
      let score = PlacedText(
        spec: scoreSpec,
        origin: Point(
          x: disc.center.x - scoreMetrics.width / 2, y: disc.center.y - scoreMetrics.height / 2),
        metrics: scoreMetrics, color: palette.ink(onScore: entry.score))
      func optional(_ string: String, _ column: Int) -> PlacedText? {
        string.isEmpty ? nil : text(string, in: columns[column], color: palette.text)
      }
      let words = optional(locale.wordList(entry.words), 2)
      let tags = optional(entry.tags.map { "#" + $0 }.joined(separator: separator), 3)
      let reason = withReasons ? optional(ReportTable.keepingLastEmoji(entry.reason), 4) : nil
      return Row(
        day: entry.day, date: date, weekday: weekday, disc: disc,
        discColor: palette.color(ofScore: entry.score),
        discOutline: palette.outline(ofScore: entry.score), score: score, words: words, tags: tags,
        reason: reason,
        height: Row.height(disc: disc, texts: [date, weekday, words, tags, reason]))
    }
  }

  /// `reason` with the space before the emoji that end it made a no-break space and a word
  /// joiner between two of them (Pango breaks between any two emoji), so they never sit alone on
  /// the reason's last line ("…a long walk by the sea / 🥞"): they go down with the word before
  /// them.
  static func keepingLastEmoji(_ reason: String) -> String {
    var characters = Array(reason)
    var end = characters.count
    while end > 0, characters[end - 1].isWhitespace { end -= 1 }
    var start = end
    while start > 0, isEmoji(characters[start - 1]) { start -= 1 }
    guard start < end, start > 0, characters[start - 1] == " " else { return reason }
    characters[start - 1] = ReasonBreaks.noBreakSpace
    let emoji = characters[start..<end].map(String.init).joined(separator: "\u{2060}")
    return String(characters[..<start]) + emoji + String(characters[end...])
  }

  /// Whether `character` is drawn as an emoji: an emoji shown as one by default, or one asked
  /// for with U+FE0F (digits and "#" are emoji only then).
  private static func isEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    return scalars.contains { $0.properties.isEmojiPresentation }
      || (scalars.first?.properties.isEmoji == true && scalars.contains("\u{FE0F}"))
  }
}
