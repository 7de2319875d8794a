import FoundationEssentials
import MoodCore
import MoodSystem
import Stats

/// Where everything in a report goes, page by page. The first page is the summary a clinician
/// reads in two minutes (`ReportLayout+Summary`). The appendix follows: the other numbers, the
/// Patterns section (a sentence on what its numbers are, kept with its chart), the charts
/// (laid out by `ChartLayout`, as `mood chart` lays them out, small ones two to a row, each
/// scaled to its frame and printed with no text under `ReportPaper.minimumTextSize`), then the
/// entries table flowing
/// across pages under a repeated header, a row taller than the room left split at a line and
/// continued on the next page. A footer with the range and the page number closes every page;
/// nothing is placed below its rule.
///
/// Pure: it measures through a `TextMeasuring` and decides; nothing is drawn.
///
/// ```swift
/// let layout = ReportLayout(model: model, measurer: fonts)
/// layout.pages.count                    // 4
/// layout.pages[3].table?.rows.count     // the entries on the fourth page
/// ```
struct ReportLayout: Sendable, Equatable {
  /// The page's width, in points.
  let width: Double
  /// The page's height, in points.
  let height: Double
  /// The colours: the light chart palette, so the report prints as the charts do.
  let palette: ChartPalette
  /// The entries table, measured, each row whole.
  let table: ReportTable
  /// The pages, in order.
  let pages: [ReportPage]

  /// Lays out the report of `model`, measuring text with `measurer`.
  init(model: ReportModel, measurer: any TextMeasuring) {
    let palette = ChartPalette(theme: .light)
    let locale = model.options.locale
    var flow = ReportFlow(
      paper: model.options.paper, language: locale.languageCode, palette: palette,
      measurer: measurer)
    width = flow.width
    height = flow.height
    self.palette = palette

    ReportLayout.placeSummary(of: model, in: &flow)

    // MARK: Appendix: the other numbers

    flow.newPage()
    let appendix = flow.text(locale.reportAppendix, size: 13, weight: .bold)
    flow.add(appendix.moved(x: flow.margin, y: flow.y))
    flow.y += appendix.metrics.height + 4
    let numbers = ReportLayout.appendixNumbers(of: model).map { $0.0 + " " + $0.1 }
    let note = flow.text(
      numbers.joined(separator: " · ") + "\n" + locale.reportScaleNote, size: 8,
      width: flow.content, color: palette.secondaryText)
    flow.add(note.moved(x: flow.margin, y: flow.y))
    flow.y += note.metrics.height + ReportFlow.gap

    // MARK: Patterns: a heading and what the numbers are, kept with the chart

    let patternRow = model.patternChartRow
    let patternsHeading = flow.text(locale.patternsTitle, size: 13, weight: .bold)
    let patternsNote = flow.text(
      locale.patternsNote, size: 8, width: flow.content,
      color: palette.secondaryText)
    let introHeight = patternsHeading.metrics.height + 6 + patternsNote.metrics.height + 10
    // The heading and its note stay with the chart.
    if flow.fitted(patternRow, whole: flow.laidOut(patternRow), room: flow.room - introHeight)
      == nil
    {
      flow.newPage()
    }
    flow.add(patternsHeading.moved(x: flow.margin, y: flow.y))
    flow.add(patternsNote.moved(x: flow.margin, y: flow.y + patternsHeading.metrics.height + 6))
    flow.y += introHeight

    // MARK: The charts

    flow.place([patternRow] + model.chartRows)

    // MARK: Entries table

    let table = ReportTable(
      entries: model.entries, width: flow.content, withReasons: !model.options.redactsReasons,
      locale: locale, palette: palette, measurer: measurer)
    self.table = table
    ReportLayout.place(table, entries: model.entries.count, locale: locale, in: &flow)

    // MARK: Footers

    var pages = flow.pages
    let footerY = flow.height - flow.margin - 8
    let rangeText = locale.reportTitle + " · " + locale.rangeText(model.range)
    for index in pages.indices {
      let left = flow.text(rangeText, size: 8.5, color: palette.secondaryText)
      let right = flow.text(
        locale.pageNumber(index + 1, of: pages.count), size: 8.5, color: palette.secondaryText)
      pages[index].footer = [
        left.moved(x: flow.margin, y: footerY),
        right.moved(x: flow.margin + flow.content - right.metrics.width, y: footerY),
      ]
    }
    self.pages = pages
  }

  /// The entries table under its heading, its rows flowing across pages under a repeated
  /// header. A row taller than the room left is split at a line and continued on the next
  /// page under `2026-11-12 (continued)`; a row starts the next page only when not even its
  /// first line fits.
  private static func place(
    _ table: ReportTable, entries count: Int, locale: CardLocale, in flow: inout ReportFlow
  ) {
    let palette = flow.palette
    let heading = flow.text(locale.entriesTitle(count), size: 13, weight: .bold)
    let headingHeight = heading.metrics.height + 8
    guard !table.rows.isEmpty else {
      let message = flow.text(locale.noEntries, size: 10, color: palette.secondaryText)
      flow.makeRoom(headingHeight + message.metrics.height)
      flow.add(heading.moved(x: flow.margin, y: flow.y))
      flow.add(message.moved(x: flow.margin, y: flow.y + headingHeight))
      flow.y += headingHeight + message.metrics.height
      return
    }
    var rows: [ReportPage.PlacedRow] = []
    func put(_ row: ReportTable.Row) {
      rows.append(
        ReportPage.PlacedRow(
          frame: Rect(x: flow.margin, y: flow.y, width: table.width, height: row.height), row: row))
      flow.y += row.height
    }
    var header = Rect(x: 0, y: 0, width: 0, height: 0)
    func startPart(withHeading: Bool) {
      if withHeading {
        flow.add(heading.moved(x: flow.margin, y: flow.y))
        flow.y += headingHeight
      }
      header = Rect(x: flow.margin, y: flow.y, width: table.width, height: table.headerHeight)
      flow.y = header.maxY
      rows = []
    }
    func endPart() {
      let origin = header
      let headings = table.header.map {
        $0.moved(x: $0.origin.x + origin.x, y: $0.origin.y + origin.y)
      }
      let placed = rows
      flow.edit {
        $0.table = ReportPage.TablePart(header: origin, headings: headings, rows: placed)
      }
    }
    let firstRow = table.rows[0]
    let roomForRows = flow.room - headingHeight - table.headerHeight
    if firstRow.height > roomForRows,
      table.split(firstRow, fitting: roomForRows, locale: locale, measurer: flow.measurer) == nil
    {
      flow.newPage()
    }
    startPart(withHeading: true)
    var pending = table.rows[...]
    var current: ReportTable.Row? = nil
    while let row = current ?? pending.popFirst() {
      current = nil
      if row.height <= flow.room {
        put(row)
        continue
      }
      if let (head, tail) = table.split(
        row, fitting: flow.room, locale: locale, measurer: flow.measurer)
      {
        put(head)
        current = tail
      } else {
        current = row
      }
      endPart()
      flow.newPage()
      startPart(withHeading: false)
    }
    endPart()
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
