import Stats

extension CardRenderer {
  /// Where everything on `sheet` goes.
  func layout(_ sheet: CardSheet) -> SheetLayout {
    SheetLayout(sheet: sheet, measurer: fonts)
  }

  /// Records the drawing calls for `sheet` on `canvas`, as the file formats would make them.
  func draw(_ sheet: CardSheet, on canvas: any Canvas) {
    SheetPainter.draw(layout(sheet), on: canvas)
  }

  /// The sheet in words: its range, then each logged day with its score, in its language.
  public func altText(for sheet: CardSheet) -> AltText {
    let locale = sheet.locale
    let title = locale.sheetAltTitle(locale.rangeText(sheet.range))
    let days = sheet.weeks.joined().compactMap { cell in
      cell.card.map { locale.dayScore(locale.shortDate(cell.day, withYear: false), $0.score) }
    }
    return AltText(
      title: title,
      description: locale.sentences([
        title, days.joined(separator: locale.listSeparator),
      ]),
      language: locale.languageCode)
  }

  /// Draws `sheet` as one file in `format`: the calendar of its range with a thumbnail of
  /// each logged day. On paper a PDF or SVG is the paper's size in points and a PNG has 300
  /// pixels an inch; to post, the picture's pixels; a PNG, and a picture to post in every
  /// format, are `sheet.scale` times as large.
  /// - Returns: the file's bytes, and warnings about characters no font could draw.
  /// - Throws: `RenderError.invalidScale` or `RenderError.cairo`.
  public func render(_ sheet: CardSheet, as format: CardFormat) throws -> RenderedCard {
    guard CardOptions.scales.contains(sheet.scale) else {
      throw RenderError.invalidScale(sheet.scale)
    }
    let (layout, fonts) = try typesetter.layOut(
      { SheetLayout(sheet: sheet, measurer: $0) }, warnings: \.warnings)
    let first = sheet.range.first
    let isPicture = format == .png || sheet.size.paper == nil
    let pixels = isPicture ? sheet.size.pixels(scale: sheet.scale) : sheet.size.size
    // The layout's whole points are a hair off the paper's size (A4 is 595.28 x 841.89): it is
    // scaled to fill the width, and the last pixel or two of the bottom margin fall outside.
    let scale = max(
      Double(pixels.width) / layout.bounds.width, Double(pixels.height) / layout.bounds.height)
    return try typesetter.draw(
      format: format, width: pixels.width, height: pixels.height, scale: scale,
      alt: altText(for: sheet), pdfDate: "\(first)T00:00:00Z",
      dotsPerInch: format == .png ? sheet.size.dotsPerInch.map { $0 * sheet.scale } : nil,
      fonts: fonts, warnings: layout.warnings
    ) { canvas in SheetPainter.draw(layout, on: canvas) }.finish()
  }
}
