import MoodCore
import Stats

/// The report's first page: what a clinician reads in two minutes. The range and the days
/// logged; the numbers in tiles (the low days among them); the score line with its 7-day
/// average and the mean of each week (each month, over a longer range); the most chosen words
/// and tags; the three largest with-and-without differences, in counts and means; the habits'
/// rates; and the entries the person marked to talk about. It always fits one page: the chart
/// gives up height first, then the marked entries their reasons' lines, then the last entries
/// (counted in a line that sends the reader to the table).
extension ReportLayout {
  /// The chart's height on the first page, in points: as tall as `tallestSummaryChart` when
  /// there is room, never lower than `lowestSummaryChart`.
  static let tallestSummaryChart = 190.0
  static let lowestSummaryChart = 110.0
  /// The most lines of a marked entry's reason on the first page; the table has it whole.
  static let discussReasonLines = 3
  /// The most weeks or months the first page lists: the 13 months a year's range can touch, so
  /// a report of up to a year lists every one; past it the newest, and a line says how many
  /// earlier ones the chart shows.
  static let summaryPeriods = 13
  /// The most words and tags the first page names.
  static let summaryItems = 5
  /// Type sizes of the first page, in points.
  static let sectionSize = 11.0
  static let summaryTextSize = ReportFlow.bodyTextSize

  /// Lays out the first page of `model` at the top of `flow`.
  static func placeSummary(of model: ReportModel, in flow: inout ReportFlow) {
    let locale = model.options.locale
    let palette = flow.palette
    let margin = flow.margin, content = flow.content
    let gap = ReportFlow.gap
    let size = ReportLayout.summaryTextSize

    // MARK: Title, range, numbers

    let title = flow.text(locale.reportTitle, size: 22, weight: .bold)
    flow.add(title.moved(x: margin, y: flow.y))
    flow.y += title.metrics.height + 2
    let range = flow.text(
      locale.reportRange(model.range, sinceSession: model.sinceSession), size: 12,
      width: content, color: palette.secondaryText)
    flow.add(range.moved(x: margin, y: flow.y))
    flow.y += range.metrics.height + 4
    if model.options.redactsReasons {
      let note = flow.text(locale.reasonsLeftOut, size: 9, color: palette.secondaryText)
      flow.add(note.moved(x: margin, y: flow.y))
      flow.y += note.metrics.height
    }
    flow.y += 10
    placeTiles(numbers(of: model), in: &flow)
    flow.y += gap

    // MARK: The blocks under the chart, measured before the chart takes what is left

    func heading(_ string: String) -> PlacedText {
      flow.text(string, size: ReportLayout.sectionSize, weight: .bold)
    }
    let summary = model.summary
    let periodsHeading = heading(locale.periodsTitle(weeks: summary.periodsAreWeeks))
    let periods = periodCells(summary, locale: locale, flow: flow)

    let half = (content - gap) / 2
    let separator = locale.listSeparator
    func top(_ items: [Distribution.Item], tags: Bool) -> String {
      let named = items.prefix(ReportLayout.summaryItems).map {
        locale.itemCount(tags ? "#" + $0.label : $0.label, $0.count)
      }
      return named.isEmpty ? locale.nothingYet : named.joined(separator: separator)
    }
    let lists = [
      (
        heading(locale.topWords),
        flow.text(top(model.words.items, tags: false), size: size, width: half)
      ),
      (
        heading(locale.topTags),
        flow.text(top(model.tags.items, tags: true), size: size, width: half)
      ),
    ]
    let listsHeight =
      lists.map { $0.0.metrics.height + 3 + $0.1.metrics.height }.max() ?? 0

    let patternsHeading = heading(locale.strongestPatterns)
    let patternLines =
      summary.patterns.isEmpty
      ? [flow.text(locale.nothingYet, size: size, width: content)]
      : summary.patterns.map {
        flow.text("• " + locale.patternLine($0), size: size, width: content)
      }
    let patternsNote = flow.text(
      locale.strongestPatternsNote, size: 8, width: content, color: palette.secondaryText)
    let patternsHeight =
      patternsHeading.metrics.height + 3 + patternLines.map { $0.metrics.height + 2 }.reduce(0, +)
      + patternsNote.metrics.height

    let habitsHeading = heading(locale.reportHabits)
    let habitLines = model.habits.map { habit in
      let name = [habit.icon, habit.name].compactMap { $0 }.joined(separator: " ")
      return flow.text(name + " · " + locale.habitRate(habit), size: size, width: half, maxLines: 1)
    }
    let habitRows = (habitLines.count + 1) / 2
    let habitLineHeight = habitLines.map(\.metrics.height).max() ?? 0
    let habitsHeight =
      habitLines.isEmpty
      ? 0 : habitsHeading.metrics.height + 3 + Double(habitRows) * (habitLineHeight + 2)

    let fixed =
      periodsHeading.metrics.height + 4 + ReportLayout.lowestSummaryChart + 6 + periods.height + gap
      + listsHeight + gap + patternsHeight + gap + (habitsHeight > 0 ? habitsHeight + gap : 0)
    let discuss = discussBlock(
      summary.discussed, room: flow.room - fixed, withReasons: !model.options.redactsReasons,
      locale: locale, flow: flow)
    let chartHeight = min(
      ReportLayout.tallestSummaryChart,
      ReportLayout.lowestSummaryChart + max(0, flow.room - fixed - discuss.height))

    // MARK: Week by week

    flow.add(periodsHeading.moved(x: margin, y: flow.y))
    flow.y += periodsHeading.metrics.height + 4
    let chartScale = content / Double(ReportModel.chartWidth)
    let chart = model.summaryChartRow(height: Int(chartHeight / chartScale))
    var row = flow.laidOut(chart)
    if row.height > chartHeight {
      // A chart laid out taller than asked (its type at the print minimum) is drawn narrower.
      row = flow.laidOut(chart, share: chartHeight / row.height)
    }
    flow.put(row, gap: 6)
    for cell in periods.cells {
      let panel = Rect(
        x: cell.panel.x + margin, y: cell.panel.y + flow.y, width: cell.panel.width,
        height: cell.panel.height)
      flow.edit { $0.panels.append(panel) }
      for text in cell.texts {
        flow.add(text.moved(x: text.origin.x + margin, y: text.origin.y + flow.y))
      }
    }
    for text in periods.notes {
      flow.add(text.moved(x: text.origin.x + margin, y: text.origin.y + flow.y))
    }
    flow.y += periods.height + gap

    // MARK: Words and tags, side by side

    for (index, list) in lists.enumerated() {
      let x = margin + Double(index) * (half + gap)
      flow.add(list.0.moved(x: x, y: flow.y))
      flow.add(list.1.moved(x: x, y: flow.y + list.0.metrics.height + 3))
    }
    flow.y += listsHeight + gap

    // MARK: With and without

    flow.add(patternsHeading.moved(x: margin, y: flow.y))
    flow.y += patternsHeading.metrics.height + 3
    for line in patternLines {
      flow.add(line.moved(x: margin, y: flow.y))
      flow.y += line.metrics.height + 2
    }
    flow.add(patternsNote.moved(x: margin, y: flow.y))
    flow.y += patternsNote.metrics.height + gap

    // MARK: Habits, two columns

    if !habitLines.isEmpty {
      flow.add(habitsHeading.moved(x: margin, y: flow.y))
      flow.y += habitsHeading.metrics.height + 3
      for (index, line) in habitLines.enumerated() {
        flow.add(
          line.moved(
            x: margin + Double(index % 2) * (half + gap),
            y: flow.y + Double(index / 2) * (habitLineHeight + 2)))
      }
      flow.y += Double(habitRows) * (habitLineHeight + 2) + gap
    }

    // MARK: To talk about

    for text in discuss.texts {
      flow.add(text.moved(x: text.origin.x + margin, y: text.origin.y + flow.y))
    }
    flow.y += discuss.height
  }

  /// The first page's numbers: the days logged, the mean, the lowest and highest, and the low
  /// days.
  private static func numbers(of model: ReportModel) -> [(String, String)] {
    let locale = model.options.locale
    let series = model.series
    return [
      (locale.daysLoggedLabel, "\(series.daysLogged) / \(series.elapsedDays)"),
      (locale.meanLabel, series.mean.map(locale.decimal) ?? ReportLayout.none),
      (
        locale.extremesLabel,
        series.minimum.flatMap { low in series.maximum.map { "\(low) – \($0)" } }
          ?? ReportLayout.none
      ),
      (locale.lowDaysLabel, locale.dayCount(model.summary.lowDays)),
    ]
  }

  /// The appendix's numbers: the median, the current streak when the range ends today, and
  /// the longest streak.
  static func appendixNumbers(of model: ReportModel) -> [(String, String)] {
    let locale = model.options.locale
    var numbers = [
      (locale.medianLabel, model.series.median.map(ReportLayout.median) ?? ReportLayout.none)
    ]
    if model.showsCurrentStreak {
      numbers.append((locale.currentStreakLabel, locale.dayCount(model.streak.current)))
    }
    numbers.append((locale.longestStreakLabel, locale.dayCount(model.streak.longest)))
    return numbers
  }

  /// What a tile shows for a number a range without entries does not have.
  static let none = "–"

  /// The most tiles in a row.
  static let tileColumns = 4

  /// Places `numbers` in rows of up to `tileColumns` tiles, each row across the whole width,
  /// of one height, their numbers on one baseline, however their names wrap.
  private static func placeTiles(_ numbers: [(String, String)], in flow: inout ReportFlow) {
    let palette = flow.palette
    let columns = ReportLayout.tileColumns
    let tileGap = 8.0
    let tiles = numbers.indices.map { index -> (x: Double, width: Double) in
      let inRow = Double(min(columns, numbers.count - index / columns * columns))
      let width = (flow.content - (inRow - 1) * tileGap) / inRow
      return (flow.margin + Double(index % columns) * (width + tileGap), width)
    }
    let names = zip(numbers, tiles).map { number, tile in
      flow.text(number.0, size: 9, width: tile.width - 20, color: palette.secondaryText)
    }
    let values = numbers.map { _, value in
      flow.text(value, size: 16, weight: .bold, tabularFigures: true)
    }
    let nameHeight = names.map(\.metrics.height).max() ?? 0
    let valueBaseline = values.map(\.metrics.baseline).max() ?? 0
    let valueHeight = values.map { $0.metrics.height - $0.metrics.baseline }.max() ?? 0
    let tileHeight = 7 + nameHeight + 2 + valueBaseline + valueHeight + 7
    let top = flow.y
    for index in numbers.indices {
      let tileX = tiles[index].x, tileWidth = tiles[index].width
      let tileY = top + Double(index / columns) * (tileHeight + tileGap)
      flow.edit { $0.panels.append(Rect(x: tileX, y: tileY, width: tileWidth, height: tileHeight)) }
      flow.add(names[index].moved(x: tileX + 10, y: tileY + 7))
      flow.add(
        values[index].moved(
          x: tileX + 10,
          y: tileY + 7 + nameHeight + 2 + valueBaseline - values[index].metrics.baseline))
    }
    let rows = (numbers.count + columns - 1) / columns
    flow.y = top + Double(rows) * tileHeight + Double(rows - 1) * tileGap
  }

  /// The cells of the weeks' (or months') means, in rows across the page, and the line counting
  /// the earlier ones left out, placed relative to the top-left of the block.
  private static func periodCells(
    _ summary: ReportSummary, locale: CardLocale, flow: ReportFlow
  ) -> (cells: [(panel: Rect, texts: [PlacedText])], notes: [PlacedText], height: Double) {
    let palette = flow.palette
    let shown = summary.periods.suffix(ReportLayout.summaryPeriods)
    guard !shown.isEmpty else { return ([], [], 0) }
    // Six to a row; thirteen months in two rows of seven and six.
    let columns = min(shown.count, max(6, (shown.count + 1) / 2))
    let cellGap = 6.0
    let width = (flow.content - Double(columns - 1) * cellGap) / Double(columns)
    // Months of two years each name their year: "Dec" alone could be either December.
    let withYear = Set(shown.map(\.days.first.year)).count > 1
    let contents = shown.map { period -> [PlacedText] in
      let label = locale.periodLabel(
        period.days, isWeek: summary.periodsAreWeeks, withYear: withYear)
      return [
        flow.text(label, size: 8, width: width - 8, maxLines: 1, color: palette.secondaryText),
        flow.text(
          period.tally.mean.map(locale.decimal) ?? "–", size: 13, weight: .bold,
          tabularFigures: true),
        flow.text(locale.periodDays(period.tally.days), size: 8, color: palette.secondaryText),
      ]
    }
    let heights = (0..<3).map { line in contents.map { $0[line].metrics.height }.max() ?? 0 }
    let cellHeight = 5 + heights.reduce(0, +) + 2 + 5
    var cells: [(panel: Rect, texts: [PlacedText])] = []
    for (index, texts) in contents.enumerated() {
      let x = Double(index % columns) * (width + cellGap)
      let y = Double(index / columns) * (cellHeight + cellGap)
      var lineY = y + 5
      var placed: [PlacedText] = []
      for (line, text) in texts.enumerated() {
        placed.append(text.moved(x: x + 4, y: lineY))
        lineY += heights[line] + 1
      }
      cells.append((Rect(x: x, y: y, width: width, height: cellHeight), placed))
    }
    let rows = (contents.count + columns - 1) / columns
    var height = Double(rows) * cellHeight + Double(rows - 1) * cellGap
    var notes: [PlacedText] = []
    if shown.count < summary.periods.count, let first = shown.first {
      let note = flow.text(
        locale.earlierMonths(before: first.days.first), size: 8,
        width: flow.content, color: palette.secondaryText)
      notes.append(note.moved(x: 0, y: height + 3))
      height += 3 + note.metrics.height
    }
    return (cells, notes, height)
  }

  /// The entries marked to talk about under their heading, placed relative to the top-left of
  /// the block, within `room` points when it can: each entry's day, score and words in bold,
  /// its reason under them in up to `discussReasonLines` lines, newest first. When they do not
  /// all fit, the reasons give up lines, then the oldest entries give way to a line counting
  /// them.
  private static func discussBlock(
    _ entries: [ReportEntry], room: Double, withReasons: Bool, locale: CardLocale,
    flow: ReportFlow
  ) -> (texts: [PlacedText], height: Double) {
    let size = ReportLayout.summaryTextSize
    let heading = flow.text(
      locale.discussTitle(entries.count), size: ReportLayout.sectionSize, weight: .bold)
    guard !entries.isEmpty else {
      let none = flow.text(locale.noneToDiscuss, size: size, color: flow.palette.secondaryText)
      return (
        [heading, none.moved(x: 0, y: heading.metrics.height + 3)],
        heading.metrics.height + 3 + none.metrics.height
      )
    }
    func block(lines: Int, count: Int) -> (texts: [PlacedText], height: Double) {
      var texts = [heading]
      var y = heading.metrics.height + 3
      for entry in entries.prefix(count) {
        let line =
          [
            locale.weekdayAbbreviation(Weekday(of: entry.day)) + " "
              + locale.shortDate(entry.day, withYear: false),
            "\(entry.score)/10",
          ] + (entry.words.isEmpty ? [] : [locale.wordList(entry.words)])
        let first = flow.text(
          line.joined(separator: " · "), size: size, weight: .bold, width: flow.content)
        texts.append(first.moved(x: 0, y: y))
        y += first.metrics.height + 1
        if withReasons, !entry.reason.isEmpty, lines > 0 {
          let reason = discussReason(entry.reason, lines: lines, flow: flow)
          texts.append(reason.moved(x: 10, y: y))
          y += reason.metrics.height
        }
        y += 5
      }
      if count < entries.count {
        let more = flow.text(
          locale.moreToDiscuss(entries.count - count), size: size, width: flow.content,
          color: flow.palette.secondaryText)
        texts.append(more.moved(x: 0, y: y))
        y += more.metrics.height
      }
      return (texts, y)
    }
    for lines in stride(from: ReportLayout.discussReasonLines, through: 1, by: -1) {
      let whole = block(lines: lines, count: entries.count)
      if whole.height <= room { return whole }
    }
    var count = entries.count - 1
    while count > 1, block(lines: 1, count: count).height > room { count -= 1 }
    return block(lines: 1, count: count)
  }

  /// A reason to talk about in at most `lines` lines, indented under its entry's line. A longer
  /// one is cut as the card and the sheet cut theirs (`ReasonFit`): at a word, or after a
  /// Chinese clause, with the ellipsis of its own script, where Pango's cut falls mid-word
  /// ("then spent t…") with a Latin "…" after Chinese.
  private static func discussReason(_ reason: String, lines: Int, flow: ReportFlow)
    -> PlacedText
  {
    let size = ReportLayout.summaryTextSize
    let whole = flow.text(reason, size: size, width: flow.content - 10)
    guard whole.metrics.lineCount > lines else { return whole }
    let kept = flow.text(reason, size: size, width: flow.content - 10, maxLines: lines)
    // Half a line over the lines kept: one line more never fits.
    let fit = ReasonFit(
      whole.spec, maxHeight: kept.metrics.height + size / 2, sizes: [size],
      ellipsis: CardLocale.ellipsis(ending: reason), measurer: flow.measurer)
    return PlacedText(
      spec: fit.spec, origin: whole.origin, metrics: fit.metrics, color: whole.color)
  }
}
