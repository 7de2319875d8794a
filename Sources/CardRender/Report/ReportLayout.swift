import FoundationEssentials
import MoodCore
import MoodSystem
import Stats

/// Where everything in a report goes, page by page: the first page's title, range and numbers,
/// the charts (laid out by `ChartLayout`, as `mood chart` lays them out, small ones two to a
/// row, each scaled to its frame and printed with no text under
/// `ReportPaper.minimumTextSize`), the Patterns section (a sentence on what its numbers are,
/// the weekday and patterns charts and the with-and-without table), then the entries table
/// flowing across pages under a repeated header, and a footer with the range and the page
/// number on every page.
///
/// Pure: it measures through a `TextMeasuring` and decides; nothing is drawn. Blocks flow top
/// to bottom; one that does not fit the rest of a page starts the next.
///
/// ```swift
/// let layout = ReportLayout(model: model, measurer: fonts)
/// layout.pages.count                    // 5
/// layout.pages[4].table?.rows.count     // the entries on the fifth page
/// ```
struct ReportLayout: Sendable, Equatable {
  /// The page's width, in points.
  let width: Double
  /// The page's height, in points.
  let height: Double
  /// The colours: the light chart palette, so the report prints as the charts do.
  let palette: ChartPalette
  /// The entries table, measured.
  let table: ReportTable
  /// The Patterns section's with-and-without table, measured.
  let patternTable: PatternTable
  /// The pages, in order.
  let pages: [ReportPage]

  /// The page margins and the gap between blocks, in points.
  static let margin = 40.0
  static let footerHeight = 30.0
  static let gap = 14.0
  /// The least share of its height a row of charts is laid out at to fit the rest of a page.
  static let shortestRow = 0.8

  /// Lays out the report of `model`, measuring text with `measurer`.
  init(model: ReportModel, measurer: any TextMeasuring) {
    let paper = model.options.paper.size
    width = Double(paper.width)
    height = Double(paper.height)
    let palette = ChartPalette(theme: .light)
    self.palette = palette
    let locale = model.options.locale
    let language = locale.languageCode
    let margin = ReportLayout.margin
    let content = Double(paper.width) - 2 * margin
    // The lowest a block may reach, above the footer.
    let bottom = Double(paper.height) - margin - ReportLayout.footerHeight

    func text(
      _ string: String, size: Double, weight: FontWeight = .regular, width: Double? = nil,
      color: HexColor, at origin: Point
    ) -> PlacedText {
      let spec = TextSpec(
        string, size: size, weight: weight, width: width, alignment: .left, language: language,
        lineSpacing: 0.15)
      return PlacedText(spec: spec, origin: origin, metrics: measurer.measure(spec), color: color)
    }

    var pages = [ReportPage()]
    var y = margin
    /// Moves to a new page when `height` does not fit below `y` on this one.
    func makeRoom(_ height: Double) {
      if y + height > bottom, y > margin {
        pages.append(ReportPage())
        y = margin
      }
    }

    // MARK: First page: title, range and numbers

    let title = text(
      locale.reportTitle, size: 22, weight: .bold, color: palette.text,
      at: Point(x: margin, y: y))
    y = title.frame.maxY + 2
    let range = text(
      locale.reportRange(model.range, sinceSession: model.sinceSession), size: 12,
      color: palette.secondaryText,
      at: Point(x: margin, y: y))
    y = range.frame.maxY + 14
    pages[0].texts += [title, range]

    let series = model.series
    let none = "–"
    var numbers: [(String, String)] = [
      (locale.daysLoggedLabel, "\(series.daysLogged) / \(series.elapsedDays)"),
      (locale.meanLabel, series.mean.map(locale.decimal) ?? none),
      (locale.medianLabel, series.median.map(ReportLayout.median) ?? none),
      (
        locale.extremesLabel,
        series.minimum.flatMap { low in series.maximum.map { "\(low) – \($0)" } } ?? none
      ),
    ]
    if model.showsCurrentStreak {
      numbers.append((locale.currentStreakLabel, locale.dayCount(model.streak.current)))
    }
    numbers.append((locale.longestStreakLabel, locale.dayCount(model.streak.longest)))
    // Rows of up to three tiles, each row across the whole width (five tiles are three and two
    // wider ones), of one height, their numbers on one baseline, however their names wrap.
    let columns = 3
    let tileGap = 8.0
    let tiles = numbers.indices.map { index -> (x: Double, width: Double) in
      let inRow = Double(min(columns, numbers.count - index / columns * columns))
      let width = (content - (inRow - 1) * tileGap) / inRow
      return (margin + Double(index % columns) * (width + tileGap), width)
    }
    let names = zip(numbers, tiles).map { number, tile in
      text(
        number.0, size: 9, width: tile.width - 20, color: palette.secondaryText,
        at: .init(x: 0, y: 0))
    }
    let values = numbers.map { _, value in
      text(value, size: 16, weight: .bold, color: palette.text, at: .init(x: 0, y: 0))
    }
    let nameHeight = names.map(\.metrics.height).max() ?? 0
    let valueBaseline = values.map(\.metrics.baseline).max() ?? 0
    let valueHeight = values.map { $0.metrics.height - $0.metrics.baseline }.max() ?? 0
    let tileHeight = 8 + nameHeight + 2 + valueBaseline + valueHeight + 8
    for index in numbers.indices {
      let tileX = tiles[index].x, tileWidth = tiles[index].width
      let tileY = y + Double(index / columns) * (tileHeight + tileGap)
      var name = names[index], number = values[index]
      name.origin = Point(x: tileX + 10, y: tileY + 8)
      number.origin = Point(
        x: tileX + 10, y: tileY + 8 + nameHeight + 2 + valueBaseline - number.metrics.baseline)
      pages[0].panels.append(Rect(x: tileX, y: tileY, width: tileWidth, height: tileHeight))
      pages[0].texts += [name, number]
    }
    let rows = (numbers.count + columns - 1) / columns
    y += Double(rows) * tileHeight + Double(rows - 1) * tileGap + 10
    var note = locale.reportScaleNote
    if model.options.redactsReasons { note += "\n" + locale.reasonsLeftOut }
    let notes = text(
      note, size: 9, width: content, color: palette.secondaryText, at: Point(x: margin, y: y))
    pages[0].texts.append(notes)
    y = notes.frame.maxY + ReportLayout.gap

    // MARK: Charts

    /// A row of charts laid out side by side across the content width, each printed with no
    /// text under the paper's minimum, and the height the row takes.
    func laidOut(_ row: ReportModel.ChartRow) -> (charts: [ReportPage.Chart], height: Double) {
      let gap = ReportLayout.gap
      let width = (content - gap * Double(row.columns - 1)) / Double(row.columns)
      let charts = row.charts.enumerated().map { index, model in
        var model = model
        let scale = width / Double(model.size.width)
        model.options.typeScale = .print(minimumSize: ReportPaper.minimumTextSize / scale)
        let layout = ChartLayout(model: model, measurer: measurer)
        return ReportPage.Chart(
          layout: layout,
          frame: Rect(
            x: margin + Double(index) * (width + gap), y: 0, width: width,
            height: layout.bounds.height * scale),
          scale: scale)
      }
      return (charts, charts.map(\.frame.height).max() ?? 0)
    }
    /// Places a row of charts. A row that misses the rest of the page by a little is laid out
    /// that much lower, down to `shortestRow` of its height, rather than leave the room empty.
    func place(_ charts: ReportModel.ChartRow) {
      var row = laidOut(charts)
      let room = bottom - y
      if row.height > room, row.height * ReportLayout.shortestRow <= room, y > margin,
        charts.canBeLower
      {
        row = laidOut(charts.lower(by: room / row.height))
      }
      makeRoom(row.height)
      for chart in row.charts {
        var frame = chart.frame
        frame.y = y
        pages[pages.count - 1].charts.append(
          ReportPage.Chart(layout: chart.layout, frame: frame, scale: chart.scale))
      }
      y += row.height + ReportLayout.gap
    }
    model.chartRows.forEach(place)

    // MARK: Patterns: a heading and what the numbers are, kept with the weekday chart

    let patternRows = model.patternChartRows
    let patternsHeading = text(
      locale.patternsTitle, size: 13, weight: .bold, color: palette.text, at: .init(x: 0, y: 0))
    let patternsNote = text(
      locale.patternsNote(leftOut: model.patterns.leftOutCount), size: 8, width: content,
      color: palette.secondaryText, at: .init(x: 0, y: 0))
    let introHeight = patternsHeading.metrics.height + 6 + patternsNote.metrics.height + 10
    if let first = patternRows.first {
      makeRoom(
        introHeight + laidOut(first).height * (first.canBeLower ? ReportLayout.shortestRow : 1))
    }
    pages[pages.count - 1].texts += [
      patternsHeading.moved(x: margin, y: y),
      patternsNote.moved(x: margin, y: y + patternsHeading.metrics.height + 6),
    ]
    y += introHeight
    patternRows.forEach(place)
    let patternTable = PatternTable(
      patterns: model.patterns, width: content, locale: locale, palette: palette,
      measurer: measurer)
    self.patternTable = patternTable
    for (index, rows) in ReportPagination.pages(
      rowHeights: patternTable.rows.map(\.height), headerHeight: patternTable.headerHeight,
      firstPageRoom: bottom - y, pageRoom: bottom - margin
    ).enumerated() where !rows.isEmpty {
      if index > 0 {
        pages.append(ReportPage())
        y = margin
      }
      pages[pages.count - 1].panels.append(
        Rect(x: margin, y: y, width: content, height: patternTable.headerHeight))
      pages[pages.count - 1].texts += patternTable.header.map {
        $0.moved(x: $0.origin.x + margin, y: $0.origin.y + y)
      }
      y += patternTable.headerHeight
      for row in patternTable.rows[rows] {
        pages[pages.count - 1].texts += row.texts.map {
          $0.moved(x: $0.origin.x + margin, y: $0.origin.y + y)
        }
        y += row.height
      }
      y += ReportLayout.gap
    }

    // MARK: Entries table

    let table = ReportTable(
      entries: model.entries, width: content, withReasons: !model.options.redactsReasons,
      locale: locale, palette: palette, measurer: measurer)
    self.table = table
    let heading = text(
      locale.entriesTitle(model.entries.count), size: 13, weight: .bold, color: palette.text,
      at: .init(x: 0, y: 0))
    let headingHeight = heading.metrics.height + 8
    func placeHeading() {
      pages[pages.count - 1].texts.append(
        PlacedText(
          spec: heading.spec, origin: Point(x: margin, y: y), metrics: heading.metrics,
          color: heading.color))
      y += headingHeight
    }
    if table.rows.isEmpty {
      let message = text(
        locale.noEntries, size: 10, color: palette.secondaryText, at: .init(x: 0, y: 0))
      makeRoom(headingHeight + message.metrics.height)
      placeHeading()
      pages[pages.count - 1].texts.append(
        PlacedText(
          spec: message.spec, origin: Point(x: margin, y: y), metrics: message.metrics,
          color: message.color))
    } else {
      let parts = ReportPagination.pages(
        rowHeights: table.rows.map(\.height), headerHeight: table.headerHeight,
        firstPageRoom: bottom - y - headingHeight,
        pageRoom: bottom - margin - headingHeight)
      for (index, rows) in parts.enumerated() {
        // An empty first part means the table starts on the next page.
        guard !rows.isEmpty else { continue }
        if index > 0 {
          pages.append(ReportPage())
          y = margin
        }
        placeHeading()
        let header = Rect(x: margin, y: y, width: content, height: table.headerHeight)
        let headings = table.header.map {
          PlacedText(
            spec: $0.spec, origin: Point(x: $0.origin.x + margin, y: $0.origin.y + y),
            metrics: $0.metrics, color: $0.color)
        }
        y = header.maxY
        var placed: [ReportPage.PlacedRow] = []
        for row in table.rows[rows] {
          placed.append(
            ReportPage.PlacedRow(
              frame: Rect(x: margin, y: y, width: content, height: row.height), row: row))
          y += row.height
        }
        pages[pages.count - 1].table = ReportPage.TablePart(
          header: header, headings: headings, rows: placed)
      }
    }

    // MARK: Footers

    let footerY = Double(paper.height) - margin - 8
    let rangeText = locale.reportTitle + " · " + locale.rangeText(model.range)
    for index in pages.indices {
      let left = text(
        rangeText, size: 8.5, color: palette.secondaryText, at: Point(x: margin, y: footerY))
      var right = text(
        locale.pageNumber(index + 1, of: pages.count), size: 8.5, color: palette.secondaryText,
        at: Point(x: 0, y: footerY))
      right.origin.x = margin + content - right.metrics.width
      pages[index].footer = [left, right]
    }
    self.pages = pages
  }

  /// `7`, or `6.5` for a median between two scores.
  static func median(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : NumberText.fixed(value, decimals: 1)
  }

  /// Texts with characters no font can draw, one warning each.
  var warnings: [PictureWarning] {
    pages.flatMap(\.allTexts).filter { $0.metrics.unknownGlyphs > 0 }.map {
      .undrawable(text: $0.spec.text, count: $0.metrics.unknownGlyphs)
    }
  }
}
