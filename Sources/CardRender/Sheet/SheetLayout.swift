import MoodCore
import Stats

/// Where everything on a sheet of cards goes, in the sheet's units (points on paper, pixels to
/// post): the title, the weekday headings, and a square per day of the grid with its day
/// number and, on a logged day, a thumbnail laid out for the square: the face, the score and
/// two lines of text. Every text is at least the sheet size's minimum text size.
///
/// Pure: it measures text through a `TextMeasuring` and draws nothing.
///
/// ```swift
/// let layout = SheetLayout(sheet: sheet, measurer: fonts)
/// layout.bounds.width                         // 595 on A4
/// layout.squares.compactMap(\.thumbnail).count  // the days logged
/// ```
struct SheetLayout: Sendable, Equatable {
  /// One day of the grid.
  struct Square: Sendable, Equatable {
    /// The day the square stands for.
    let day: Day
    /// Whether the day is in the sheet's range; padding days are left blank.
    let isInRange: Bool
    /// Whether the day is after today: still to come, drawn fainter than a missed day.
    let isFuture: Bool
    /// The square: the thumbnail's, or an empty day's outline.
    let frame: Rect
    /// The day's number in the square's top-left corner.
    let label: PlacedText
    /// The day's thumbnail, or `nil` for a day without an entry.
    let thumbnail: SheetThumbnail?
  }

  /// The whole sheet.
  let bounds: Rect
  /// The month or range.
  let title: PlacedText
  /// Days logged and the mean score.
  let subtitle: PlacedText
  /// The weekday headings, in column order.
  let weekdays: [PlacedText]
  /// The squares, week by week.
  let squares: [Square]
  /// `MoodCard` in the bottom right corner.
  let footer: PlacedText
  /// The corner radius of a square.
  let cornerRadius: Double
  /// The width of the edge of a square, logged or missed.
  let edgeWidth: Double
  /// The edge of a logged day's square: the axis colour, which stands out from the paper
  /// (2.08:1 on light paper) where the tinted fill alone does not (about 1.1:1).
  let loggedEdge: HexColor
  /// The outline of a missed day, at `missedContrast` against the paper: a gap in the record
  /// shows, but in a sparse month the empty days do not outweigh the logged ones.
  let missedEdge: HexColor
  /// The contrast of a missed day's outline against the paper, below the logged edge's.
  static let missedContrast = 1.5
  /// The sheet's colours.
  let palette: ChartPalette
  /// Texts with characters no font could draw.
  let warnings: [PictureWarning]

  /// Lays out `sheet`, measuring with `measurer`.
  init(sheet: CardSheet, measurer: any TextMeasuring) {
    let locale = sheet.locale
    let language = locale.languageCode
    let palette = ChartPalette(theme: sheet.theme)
    let page = sheet.size.size
    let width = Double(page.width), height = Double(page.height)
    // Every size follows the smallest text, so paper and a picture to post look alike.
    let small = sheet.size.minimumTextSize
    let margin = width * 0.06, gap = width * 0.012
    func placed(_ spec: TextSpec, x: Double, y: Double, color: HexColor) -> PlacedText {
      PlacedText(
        spec: spec, origin: Point(x: x, y: y), metrics: measurer.measure(spec), color: color)
    }

    let titleText =
      sheet.isWholeMonth
      ? locale.monthTitle(sheet.range.first.month, year: sheet.range.first.year)
      : locale.rangeText(sheet.range)
    title = placed(
      TextSpec(titleText, size: small * 2.75, weight: .bold, alignment: .left, language: language),
      x: margin, y: margin, color: palette.text)
    let cards = sheet.weeks.joined().compactMap(\.card)
    var summary = locale.daysLogged(cards.count, of: sheet.elapsedDays)
    if !cards.isEmpty {
      summary +=
        "  ·  " + locale.mean(Double(cards.map(\.score).reduce(0, +)) / Double(cards.count))
    }
    subtitle = placed(
      TextSpec(summary, size: small * 1.25, alignment: .left, language: language),
      x: margin, y: title.frame.maxY + small * 0.25, color: palette.secondaryText)

    let column = (width - 2 * margin - 6 * gap) / 7
    let headingY = subtitle.frame.maxY + small * 2
    weekdays = sheet.weekdays.enumerated().map { index, weekday in
      placed(
        TextSpec(
          locale.weekdayAbbreviation(weekday).uppercased(), size: small, weight: .bold,
          width: column, alignment: .center, language: language),
        x: margin + Double(index) * (column + gap), y: headingY, color: palette.secondaryText)
    }

    let footerSpec = TextSpec("MoodCard", size: small, weight: .bold, alignment: .left)
    let footerMetrics = measurer.measure(footerSpec)
    footer = PlacedText(
      spec: footerSpec,
      origin: Point(
        x: width - margin - footerMetrics.width, y: height - margin * 0.75 - footerMetrics.height),
      metrics: footerMetrics, color: palette.secondaryText)

    // Squares as tall as the weeks leave room for, at most half again as tall as wide.
    let gridTop = (weekdays.map(\.frame.maxY).max() ?? headingY) + small * 0.75
    let room = footer.origin.y - small - gridTop
    let weeks = Double(sheet.weeks.count)
    let squareHeight = min((room - gap * (weeks - 1)) / weeks, column * 1.5)
    let labelSize = small * 1.2
    let inset = column * SheetThumbnail.inset
    // Day numbers stand on the baseline of the scores beside them, whose tops are inset, and
    // leave them room.
    func scoreMetrics(outOfTen: Bool) -> TextMetrics {
      measurer.measure(
        TextSpec(
          SheetThumbnail.scoreText(10, outOfTen: outOfTen),
          size: SheetThumbnail.scoreSize(small), weight: .bold, language: language))
    }
    // "10/10" when it leaves the widest day number its room beside it, as on paper; a picture
    // to post, whose type is larger for a phone, writes the score alone.
    let widestDay = measurer.measure(TextSpec("30", size: labelSize, language: language))
    let outOfTen = scoreMetrics(outOfTen: true).width + widestDay.width <= column - 2.5 * inset
    let widestScore = scoreMetrics(outOfTen: outOfTen)
    let baseline = inset * 0.6 + widestScore.baseline
    var squares: [Square] = []
    let spansMonths = sheet.range.first.month != sheet.range.last.month
    for (row, week) in sheet.weeks.enumerated() {
      for (index, cell) in week.enumerated() {
        let frame = Rect(
          x: margin + Double(index) * (column + gap),
          y: gridTop + Double(row) * (squareHeight + gap), width: column, height: squareHeight)
        let isFuture = sheet.today.map { cell.day > $0 } ?? false
        let text =
          spansMonths && (cell.day.day == 1 || cell.day == sheet.range.first)
          ? locale.shortDate(cell.day, withYear: false) : String(cell.day.day)
        let fit = FittedText(
          TextSpec(text, size: labelSize, alignment: .left, language: language),
          maxWidth: column - 2.5 * inset - widestScore.width, minimumSize: small,
          measurer: measurer)
        let label = fit.placed(
          at: Point(x: frame.x + inset, y: frame.y + baseline - fit.metrics.baseline),
          color: isFuture ? palette.axis : palette.secondaryText)
        squares.append(
          Square(
            day: cell.day, isInRange: cell.isInRange, isFuture: isFuture, frame: frame,
            label: label,
            thumbnail: cell.card.map {
              SheetThumbnail(
                $0, in: frame, label: label, outOfTen: outOfTen, minimumTextSize: small,
                palette: palette, measurer: measurer)
            }))
      }
    }
    bounds = Rect(x: 0, y: 0, width: width, height: height)
    self.squares = squares
    cornerRadius = column * 0.1
    edgeWidth = cornerRadius * 0.15
    loggedEdge = palette.axis
    missedEdge = palette.background.mixed(
      toward: palette.axis, untilContrast: SheetLayout.missedContrast, against: palette.background)
    self.palette = palette
    warnings = SheetLayout.texts(
      [title, subtitle, footer] + weekdays, squares: squares
    ).filter { $0.metrics.unknownGlyphs > 0 }.map {
      .undrawable(text: $0.spec.text, count: $0.metrics.unknownGlyphs)
    }
  }

  /// Every text on the sheet, the thumbnails' included.
  var texts: [PlacedText] {
    SheetLayout.texts([title, subtitle, footer] + weekdays, squares: squares)
  }

  /// `texts` and the texts of the squares in the range.
  private static func texts(_ texts: [PlacedText], squares: [Square]) -> [PlacedText] {
    texts + squares.filter(\.isInRange).flatMap { [$0.label] + ($0.thumbnail?.texts ?? []) }
  }
}
