import MoodCore
import Stats

/// Where everything on a sheet of cards goes, in sheet units (pixels at scale 1): the title,
/// the weekday headings, and a square per day of the grid with its label and its card laid
/// out as the card itself lays it out, to be drawn smaller.
///
/// Pure: it measures text through a `TextMeasuring` and draws nothing.
struct SheetLayout: Sendable, Equatable {
  /// One day of the grid.
  struct Square: Sendable, Equatable {
    /// The day of the month the square stands for.
    let day: Day
    /// Whether the day is in the sheet's range; padding days are left blank.
    let isInRange: Bool
    /// Whether the day is after today: still to come, drawn fainter than a missed day.
    let isFuture: Bool
    /// The thumbnail's place: the card drawn at `thumbnailScale`, or an empty day's outline.
    let frame: Rect
    /// The day's number above the square.
    let label: PlacedText
    /// The day's card, with its layout at full card size, or `nil` for a day without one.
    let card: Thumbnail?
  }

  /// A card to draw scaled into a square.
  struct Thumbnail: Sendable, Equatable {
    /// The card's model.
    let model: CardModel
    /// The card's layout, in card units.
    let layout: CardLayout
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
  /// Card units to sheet units: a card's width times this is a square's width.
  let thumbnailScale: Double
  /// The sheet's colours.
  let palette: ChartPalette
  /// Texts with characters no font could draw, the cards' included.
  let warnings: [String]

  /// The sheet's margin, square width and gaps, in sheet units.
  static let margin = 56.0
  static let squareWidth = 176.0
  static let gap = 14.0

  /// Lays out `sheet`, measuring with `measurer`.
  init(sheet: CardSheet, measurer: any TextMeasuring) {
    let locale = sheet.locale
    let language = locale.languageCode
    let palette = ChartPalette(theme: sheet.theme)
    let margin = SheetLayout.margin, gap = SheetLayout.gap, width = SheetLayout.squareWidth
    let height = (width * Double(sheet.size.height) / Double(sheet.size.width)).rounded()
    let sheetWidth = 2 * margin + 7 * width + 6 * gap
    func placed(_ spec: TextSpec, x: Double, y: Double, color: HexColor) -> PlacedText {
      PlacedText(
        spec: spec, origin: Point(x: x, y: y), metrics: measurer.measure(spec), color: color)
    }

    let titleText =
      sheet.isWholeMonth
      ? locale.monthTitle(sheet.range.first.month, year: sheet.range.first.year)
      : locale.rangeText(sheet.range)
    title = placed(
      TextSpec(titleText, size: 46, weight: .bold, alignment: .left, language: language),
      x: margin, y: margin, color: palette.text)
    let cards = sheet.weeks.joined().compactMap(\.card)
    var summary = locale.daysLogged(cards.count, of: sheet.elapsedDays)
    if !cards.isEmpty {
      summary +=
        "  ·  " + locale.mean(Double(cards.map(\.score).reduce(0, +)) / Double(cards.count))
    }
    subtitle = placed(
      TextSpec(summary, size: 21, alignment: .left, language: language),
      x: margin, y: title.frame.maxY + 6, color: palette.secondaryText)

    let headingY = subtitle.frame.maxY + 34
    weekdays = sheet.weekdays.enumerated().map { column, weekday in
      placed(
        TextSpec(
          locale.weekdayAbbreviation(weekday).uppercased(), size: 16, weight: .bold, width: width,
          alignment: .center, language: language),
        x: margin + Double(column) * (width + gap), y: headingY, color: palette.secondaryText)
    }

    let spansMonths = sheet.range.first.month != sheet.range.last.month
    let labelSize = 17.0
    // Squares on whole units, so that their edges fall on whole pixels at every scale.
    let labelHeight =
      (measurer.measure(TextSpec("0", size: labelSize, weight: .bold)).height + 6).rounded(.up)
    var y = ((weekdays.map(\.frame.maxY).max() ?? headingY) + 12).rounded(.up)
    var squares: [Square] = []
    for week in sheet.weeks {
      for (column, cell) in week.enumerated() {
        let x = margin + Double(column) * (width + gap)
        let text =
          spansMonths && (cell.day.day == 1 || cell.day == sheet.range.first)
          ? locale.shortDate(cell.day, withYear: false) : String(cell.day.day)
        let label = placed(
          TextSpec(text, size: labelSize, weight: .bold, alignment: .left, language: language),
          x: x + 2, y: y, color: cell.card == nil ? palette.secondaryText : palette.text)
        squares.append(
          Square(
            day: cell.day, isInRange: cell.isInRange,
            isFuture: sheet.today.map { cell.day > $0 } ?? false,
            frame: Rect(x: x, y: y + labelHeight, width: width, height: height), label: label,
            card: cell.card.map {
              Thumbnail(model: $0, layout: CardLayout(model: $0, measurer: measurer))
            }))
      }
      y += labelHeight + height + gap
    }

    let footerSpec = TextSpec("MoodCard", size: 15, weight: .bold, alignment: .left)
    let footerMetrics = measurer.measure(footerSpec)
    footer = PlacedText(
      spec: footerSpec,
      origin: Point(x: sheetWidth - margin - footerMetrics.width, y: y + 14),
      metrics: footerMetrics, color: palette.secondaryText)
    bounds = Rect(x: 0, y: 0, width: sheetWidth, height: footer.frame.maxY + margin * 0.75)
    self.squares = squares
    thumbnailScale = width / Double(sheet.size.width)
    self.palette = palette

    var warnings = squares.compactMap(\.card).flatMap(\.layout.warnings)
    for text in [title, subtitle] + weekdays + squares.map(\.label)
    where text.metrics.unknownGlyphs > 0 {
      warnings.append("the sheet's \"\(text.spec.text)\" has characters no font can draw")
    }
    self.warnings = warnings
  }
}
