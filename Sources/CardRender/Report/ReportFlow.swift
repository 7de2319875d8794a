import MoodCore
import Stats

/// A report's pages as they fill, top to bottom: where the next block goes, and the page it
/// goes on. A block that does not fit the rest of a page starts the next; nothing is ever placed
/// below `bottom`, the footer rule.
///
/// ```swift
/// var flow = ReportFlow(paper: .a4, language: "en", palette: palette, measurer: fonts)
/// let title = flow.text("Mood report", size: 22, weight: .bold)
/// flow.makeRoom(title.metrics.height)
/// flow.add(title.moved(x: flow.margin, y: flow.y))
/// ```
struct ReportFlow {
  /// The page margins, the footer's band above the bottom margin, and the gap between blocks,
  /// in points.
  static let margin = 40.0
  static let footerHeight = 30.0
  static let gap = 14.0
  /// The report's body type, in points: the first page's lists and the table's cells. Charts
  /// drawn smaller keep their own text at `ReportPaper.minimumTextSize` or more; this does not
  /// shrink with them.
  static let bodyTextSize = 10.0
  /// The least share of its size a row of charts is drawn at to fit the rest of a page,
  /// rather than move to the next and leave the room empty.
  static let smallestChartShare = 0.8
  /// How much narrower a calendar is tried again when it missed its room.
  static let shareStep = 0.02

  let width: Double
  let height: Double
  let language: String
  let palette: ChartPalette
  let measurer: any TextMeasuring
  /// The pages so far; the last is the one being filled.
  private(set) var pages = [ReportPage()]
  /// Where the next block goes on the last page.
  var y = ReportFlow.margin

  var margin: Double { ReportFlow.margin }
  /// The width between the margins.
  var content: Double { width - 2 * ReportFlow.margin }
  /// The lowest a block may reach: the footer rule.
  var bottom: Double { height - ReportFlow.margin - ReportFlow.footerHeight }
  /// The room left on the page.
  var room: Double { bottom - y }
  /// Whether nothing is on the page yet.
  var isAtTop: Bool { y <= ReportFlow.margin }

  init(paper: ReportPaper, language: String, palette: ChartPalette, measurer: any TextMeasuring) {
    width = Double(paper.size.width)
    height = Double(paper.size.height)
    self.language = language
    self.palette = palette
    self.measurer = measurer
  }

  /// A text measured at the origin, to be placed with `moved(x:y:)`.
  func text(
    _ string: String, size: Double, weight: FontWeight = .regular, width: Double? = nil,
    maxLines: Int? = nil, color: HexColor? = nil, tabularFigures: Bool = false
  ) -> PlacedText {
    let spec = TextSpec(
      string, size: size, weight: weight, width: width, maxLines: maxLines, alignment: .left,
      language: language, lineSpacing: 0.15, tabularFigures: tabularFigures)
    return PlacedText(
      spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec),
      color: color ?? palette.text)
  }

  /// Starts a new page.
  mutating func newPage() {
    pages.append(ReportPage())
    y = ReportFlow.margin
  }

  /// Starts a new page when `height` does not fit below `y` on this one.
  mutating func makeRoom(_ height: Double) {
    if height > room, !isAtTop { newPage() }
  }

  /// Changes the page being filled.
  mutating func edit(_ change: (inout ReportPage) -> Void) {
    change(&pages[pages.count - 1])
  }

  /// Puts `text` on the page being filled.
  mutating func add(_ text: PlacedText) {
    edit { $0.texts.append(text) }
  }

  // MARK: - Charts

  /// A row of charts laid out side by side across the content width, each in its slot (the
  /// width, or half of it), printed with no text under the paper's minimum, and the height the
  /// row takes. With a `share` under 1 the charts are that much narrower, each centred in its
  /// slot: the calendars only, in a row that has one beside another chart, which keeps its size
  /// (its labels need their width).
  ///
  /// The weekday chart beside a calendar is drawn as tall as the calendar, so that its 0-10
  /// columns are not a low strip over an empty block: the row is no taller for it. With
  /// `height`, every chart of the row is drawn that tall (`growWeekdays`).
  func laidOut(
    _ row: ReportModel.ChartRow, share: Double = 1, height rowHeight: Double? = nil
  ) -> LaidOutRow {
    let gap = ReportFlow.gap
    let slot = (content - gap * Double(row.columns - 1)) / Double(row.columns)
    func chart(_ model: ChartModel, at index: Int, height: Double? = nil) -> ReportPage.Chart {
      var model = model
      let narrows = row.canBeLower || ReportModel.ChartRow.isCalendar(model)
      let width = slot * (narrows ? share : 1)
      let scale = width / Double(model.size.width)
      model.options.typeScale = .print(minimumSize: ReportPaper.minimumTextSize / scale)
      if let height { model.options.height = Int((height / scale).rounded(.down)) }
      let layout = ChartLayout(model: model, measurer: measurer)
      return ReportPage.Chart(
        layout: layout,
        frame: Rect(
          x: margin + Double(index) * (slot + gap) + (slot - width) / 2, y: 0, width: width,
          height: layout.bounds.height * scale),
        scale: scale)
    }
    var charts = row.charts.enumerated().map { chart($1, at: $0) }
    let calendars = zip(row.charts, charts).filter { ReportModel.ChartRow.isCalendar($0.0) }
    if let tallest = rowHeight ?? calendars.map(\.1.frame.height).max() {
      charts = zip(row.charts, charts).enumerated().map { index, pair in
        let (model, laid) = pair
        guard rowHeight != nil || Self.isWeekdays(laid), laid.frame.height < tallest else {
          return laid
        }
        return chart(model, at: index, height: tallest)
      }
    }
    return (charts, charts.map(\.frame.height).max() ?? 0)
  }

  /// A row of charts laid out, and the height it takes.
  typealias LaidOutRow = (charts: [ReportPage.Chart], height: Double)

  /// `charts` as they go in `room` points: at their size (`whole`, laid out by `laidOut`), or
  /// when they miss it by up to a fifth, that much smaller: lower (bars a little thinner, type
  /// at its size), or narrower for a calendar. Never smaller where that leaves out a row the
  /// chart shows at its size (the rows of patterns, words and habits keep the type's minimum,
  /// so a lower chart holds fewer): then the row takes its whole height, or the next page.
  /// `nil` when they do not fit even so.
  func fitted(_ charts: ReportModel.ChartRow, whole: LaidOutRow, room: Double) -> LaidOutRow? {
    if whole.height <= room { return whole }
    guard whole.height * ReportFlow.smallestChartShare <= room else { return nil }
    // A narrower calendar keeps its type at the print minimum, so it does not come down in
    // proportion: it is tried a little narrower again, to the least share.
    for share in stride(
      from: room / whole.height, through: ReportFlow.smallestChartShare, by: -ReportFlow.shareStep)
    {
      let smaller = laidOut(charts, smallerBy: share)
      guard ReportFlow.hiddenRows(smaller) <= ReportFlow.hiddenRows(whole) else { return nil }
      if smaller.height <= room { return smaller }
    }
    return nil
  }

  /// `row` drawn at `share` of its size: lower where its charts can be, else narrower.
  private func laidOut(_ row: ReportModel.ChartRow, smallerBy share: Double) -> LaidOutRow {
    row.canBeLower ? laidOut(row.lower(by: share)) : laidOut(row, share: share)
  }

  /// The least height `row` is drawn at to fit a page (`fitted`): up to a fifth under its
  /// `whole` height, as far as its charts come down without leaving out a row they show at
  /// that height (a calendar keeps its type, so it does not come down in proportion).
  private func leastHeight(of row: ReportModel.ChartRow, whole: LaidOutRow) -> Double {
    var least = whole.height
    for share in stride(
      from: 1 - ReportFlow.shareStep, through: ReportFlow.smallestChartShare,
      by: -ReportFlow.shareStep)
    {
      let smaller = laidOut(row, smallerBy: share)
      guard ReportFlow.hiddenRows(smaller) <= ReportFlow.hiddenRows(whole) else { break }
      least = min(least, smaller.height)
    }
    return least
  }

  /// The rows of items the charts of `row` leave out for room: the patterns', the words' and
  /// the habits'.
  private static func hiddenRows(_ row: LaidOutRow) -> Int {
    row.charts.reduce(0) { count, chart in
      switch chart.layout.body {
      case .patterns(let patterns): return count + patterns.hiddenCount
      case .bars(let bars): return count + bars.hiddenCount
      default: return count
      }
    }
  }

  /// A row of charts as it was put on the page being filled: where its charts start among the
  /// page's, its model, its layout and its top.
  private struct PutRow {
    let first: Int
    let model: ReportModel.ChartRow
    let laid: LaidOutRow
    let top: Double
  }

  /// Whether `chart` is the weekday chart.
  private static func isWeekdays(_ chart: ReportPage.Chart) -> Bool {
    if case .weekdays = chart.layout.body { true } else { false }
  }

  /// Before the page being filled ends with room left below `onPage`, a weekday chart standing
  /// beside no calendar (which would set its height) grows into that room, up to a square
  /// panel, with the charts beside it so the panels stay even, and the rows below it move down:
  /// its 0-10 columns are no low strip (the year report's was 0-10 in 41 pt beside the words).
  /// The page holds what it held, so no page count changes.
  private mutating func growWeekdays(_ onPage: [PutRow]) {
    guard
      let put = onPage.last(where: { put in
        !put.model.charts.contains(where: ReportModel.ChartRow.isCalendar)
          && put.laid.charts.contains(where: Self.isWeekdays)
      }),
      let weekdays = put.laid.charts.first(where: Self.isWeekdays)
    else { return }
    // The room below the page's last row: the gap after it is not needed at the foot.
    let spare = room + ReportFlow.gap
    // Square at the most: its 0-10 columns about as tall as they are beside a calendar.
    let height = min(weekdays.frame.height + spare, weekdays.frame.width)
    guard height > weekdays.frame.height + 1 else { return }
    let grown = laidOut(put.model, height: height)
    let moved = grown.height - put.laid.height
    guard moved <= spare else { return }
    edit { page in
      for (offset, chart) in grown.charts.enumerated() {
        var frame = chart.frame
        frame.y = put.top
        page.charts[put.first + offset] = ReportPage.Chart(
          layout: chart.layout, frame: frame, scale: chart.scale)
      }
      let below = put.first + grown.charts.count
      for later in below..<page.charts.count {
        let chart = page.charts[later]
        var frame = chart.frame
        frame.y += moved
        page.charts[later] = ReportPage.Chart(
          layout: chart.layout, frame: frame, scale: chart.scale)
      }
    }
    y += moved
  }

  /// Puts a laid-out row of charts at `y` on the page being filled, and moves `y` below it.
  mutating func put(_ row: LaidOutRow, gap: Double = ReportFlow.gap) {
    let top = y
    edit { page in
      page.charts += row.charts.map { chart in
        var frame = chart.frame
        frame.y = top
        return ReportPage.Chart(layout: chart.layout, frame: frame, scale: chart.scale)
      }
    }
    y += row.height + gap
  }

  /// Places rows of charts one after the other. The rows that fit the rest of a page when each
  /// is drawn up to a fifth smaller (`fitted`) are drawn smaller by one share, rather than the
  /// last of them moving to the next page and leaving its room empty. A row that does not fit
  /// even so is passed over for the next page, and the later rows that fit go on this one, in
  /// their order: on Letter the words and habits go under the patterns, where the weekday chart
  /// and its calendar left a quarter of the page empty.
  mutating func place(_ rows: [ReportModel.ChartRow]) {
    let whole = rows.map { laidOut($0) }
    let heights = whole.map(\.height)
    let least = rows.indices.map { leastHeight(of: rows[$0], whole: whole[$0]) }
    // The rows not placed yet, in order, and those put on the page being filled.
    var pending = Array(rows.indices)
    var onPage: [PutRow] = []
    func endPage() {
      growWeekdays(onPage)
      newPage()
      onPage = []
    }
    while let first = pending.first {
      // The rows that go on this page at their least.
      var group: [Int] = [], taken = -ReportFlow.gap
      for row in pending {
        let more = ReportFlow.gap + least[row]
        if taken + more <= room {
          group.append(row)
          taken += more
        }
      }
      guard !group.isEmpty || isAtTop else {
        endPage()
        continue
      }
      if group.isEmpty { group = [first] }
      // Each row of the group gives the same part of what it can give (its height less its
      // least), as much as the page needs.
      let excess =
        group.map { heights[$0] }.reduce(0, +) + ReportFlow.gap * Double(group.count - 1) - room
      let give = group.map { heights[$0] - least[$0] }.reduce(0, +)
      let part = excess > 0 && give > 0 ? min(1, excess / give) : 0
      for next in group {
        pending.removeAll { $0 == next }
        // A row of bars drawn narrower may not come down to its part: then it takes the room.
        let fit =
          (part > 0
            ? fitted(
              rows[next], whole: whole[next],
              room: min(room, heights[next] - (heights[next] - least[next]) * part)) : nil)
          ?? fitted(rows[next], whole: whole[next], room: room)
        if fit == nil, !isAtTop { endPage() }
        let laid = fit ?? whole[next]
        onPage.append(
          PutRow(first: pages[pages.count - 1].charts.count, model: rows[next], laid: laid, top: y))
        put(laid)
      }
    }
  }
}
