import Foundation
import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// Where a report puts things, without pixels: how the table pages, what every page holds, and
/// that long reasons wrap whole.
@Suite struct ReportLayoutTests {
  private let fonts: FontLibrary
  init() throws { fonts = try CardFixtures.fonts() }

  // MARK: - The score line's average, by the chart command's rule

  @Test func theReportsScoreLineAlwaysHasTheMovingAverageWithNoLoneDay() {
    let shorter = ReportFixtures.model(days: 30), longer = ReportFixtures.model(days: 60)
    #expect(shorter.series.points.contains { $0.movingAverage != nil })
    #expect(longer.series.points.contains { $0.movingAverage != nil })
    // The averaged line has no lone day.
    let averaged = longer.series.points.map { $0.movingAverage != nil }
    #expect(
      averaged.indices.allSatisfy { index in
        !averaged[index] || (index > 0 && averaged[index - 1])
          || (index + 1 < averaged.count && averaged[index + 1])
      })
  }

  // MARK: - Type sizes

  /// The review's body type of about 9.6 points: in reports of 30, 90 and 365 days, English and
  /// Chinese, the size most of the page's own text and the table's is set at is 10 points, and
  /// no text on any page, a chart's as drawn (its size times the chart's scale) included, is
  /// under 8.
  @Test(arguments: [30, 90, 365], [CardLocale.english, .simplifiedChinese])
  func theBodyTypeIsTenPointsAndNothingIsUnderEight(days: Int, locale: CardLocale) throws {
    let model = ReportFixtures.reviewModel(days: days, options: ReportOptions(locale: locale))
    let pages = ReportLayout(model: model, measurer: fonts).pages
    var characters: [Double: Int] = [:]
    for page in pages {
      let own = page.texts + (page.table?.rows.flatMap(\.row.texts) ?? [])
      for text in own { characters[text.spec.size, default: 0] += text.spec.text.count }
      let drawn =
        (page.texts + page.footer + (page.table?.headings ?? [])
        + (page.table?.rows.flatMap(\.row.texts) ?? [])).map { ($0.spec.text, $0.spec.size) }
        + page.charts.flatMap { chart in
          chart.layout.texts.map { ($0.spec.text, $0.spec.size * chart.scale) }
        }
      for (text, size) in drawn where !text.isEmpty {
        #expect(
          size >= ReportPaper.minimumTextSize - 0.001,
          "\(days) \(locale): \(size) pt \(text.prefix(30))")
      }
    }
    let body = characters.max { $0.value < $1.value }?.key
    #expect(body == 10, "\(days) \(locale): \(characters.sorted { $0.key < $1.key })")
  }

  /// The review's "…a long walk by the sea / 🥞": at every width of the reason column, no line
  /// of a table reason is an emoji alone, one emoji or two, English or Chinese; a reason with
  /// no emoji at its end is set as written.
  @Test(arguments: [
    "Pancakes with Dad, then a long walk by the sea 🥞",
    "Dinner with the whole family at last 🎉🎂", "和家人一起吃了晚饭 🥟",
  ])
  func noTableReasonLeavesAnEmojiAloneOnALine(reason: String) {
    let text = ReportTable.keepingLastEmoji(reason)
    #expect(text != reason)
    let characters = Array(text)
    var wrapped = 0
    for width in stride(from: 60.0, through: 300, by: 3) {
      let spec = TextSpec(
        text, size: ReportTable.textSize, width: width, alignment: .left, language: "en",
        lineSpacing: ReportTable.lineSpacing)
      let starts = fonts.lineStarts(spec)
      if starts.count > 1 { wrapped += 1 }
      let lines = zip(starts, starts.dropFirst() + [characters.count]).map {
        String(characters[$0..<$1]).trimmingCharacters(in: .whitespaces)
      }
      #expect(
        !lines.contains {
          !$0.isEmpty && $0.allSatisfy { $0.unicodeScalars.first!.value > 0x2000 && !$0.isLetter }
        },
        "\(width): \(lines)")
    }
    #expect(wrapped > 10)
    #expect(ReportTable.keepingLastEmoji("Tea at 10") == "Tea at 10")
    #expect(ReportTable.keepingLastEmoji("🥞") == "🥞")
  }

  /// The review's with-and-without numbers run together in a report chart drawn lower to fit
  /// (90 days, page 2): in every patterns chart of the 30- and 90-day reports, English and
  /// Chinese, each item's two lines of numbers stand apart from the next item's.
  @Test(arguments: [30, 90], [CardLocale.english, .simplifiedChinese])
  func theWithAndWithoutNumbersOfTwoItemsStandApart(days: Int, locale: CardLocale) {
    let model = ReportFixtures.reviewModel(days: days, options: ReportOptions(locale: locale))
    let charts = ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts)
      .compactMap { chart in chart.layout.body.patterns.map { (chart.layout.unit, $0) } }
    #expect(!charts.isEmpty)
    var pairs = 0
    for (unit, chart) in charts {
      for (row, next) in zip(chart.rows, chart.rows.dropFirst()) {
        let gap = next.with.frame.y - row.without.frame.maxY
        #expect(
          gap >= PatternChartLayout.rowGap * unit / 2, "\(days) \(locale): \(gap / unit) units")
        pairs += 1
      }
    }
    #expect(pairs > 2)
  }

  // MARK: - To talk about

  /// The review's "then spent t…" and a Chinese reason ended with a Latin "…": on the first
  /// page, a reason too long for its lines is cut by the layout, not by Pango (its text takes
  /// no more lines than it is given), after a whole word or Chinese clause, and ends with the
  /// ellipsis of its own script, on an English page and a Chinese one.
  @Test(arguments: [CardLocale.english, .simplifiedChinese])
  func aReasonToTalkAboutIsCutAtAWordWithItsScriptsEllipsis(locale: CardLocale) throws {
    let model = ReportFixtures.reviewModel(days: 30, options: ReportOptions(locale: locale))
    let page = try #require(ReportLayout(model: model, measurer: fonts).pages.first)
    let reasons = model.summary.discussed.map(\.reason)
    var cut: [String: String] = [:]
    for text in page.texts {
      // The line breaks and no-break spaces a cut is set with stand for the spaces it had.
      let shown = String(
        text.spec.text.map {
          $0 == ReasonBreaks.lineBreak || $0 == ReasonBreaks.noBreakSpace ? " " : $0
        })
      let ellipsis = shown.hasSuffix("……") ? "……" : shown.hasSuffix("…") ? "…" : ""
      let kept = String(shown.dropLast(ellipsis.count))
      guard
        let reason = reasons.first(where: {
          $0 == shown || (!ellipsis.isEmpty && $0.hasPrefix(kept))
        })
      else { continue }
      var unlimited = text.spec
      unlimited.maxLines = nil
      #expect(
        fonts.measure(unlimited).lineCount <= ReportLayout.discussReasonLines,
        "\(locale): left to Pango to cut: \(shown.prefix(40))")
      guard shown != reason else { continue }
      cut[reason] = shown
      let next = reason[reason.index(reason.startIndex, offsetBy: kept.count)]
      #expect(
        next.isWhitespace || next.isPunctuation,
        "\(locale): cut mid-word: …\(kept.suffix(12))|\(next)")
      let chinese = reason.unicodeScalars.contains(where: ReasonBreaks.isBrokenBetweenCharacters)
      #expect(ellipsis == (chinese ? "……" : "…"), "\(locale): \(shown.suffix(12))")
    }
    // The review store's two 500-character reasons, one English and one Chinese, are both cut.
    let long = model.summary.discussed.filter { $0.reason.count == MoodEntry.maximumReasonLength }
    #expect(long.count == 2)
    #expect(
      Set(cut.keys) == Set(long.map(\.reason)), "\(locale): \(cut.values.map { $0.suffix(12) })")
  }

  // MARK: - Rows split across pages

  /// The rows of every table part of `layout`, in order, with the index of their page.
  private func placedRows(_ layout: ReportLayout) -> [(page: Int, row: ReportPage.PlacedRow)] {
    layout.pages.enumerated().flatMap { index, page in
      (page.table?.rows ?? []).map { (index, $0) }
    }
  }

  @Test(arguments: CardLocale.allCases)
  func aRowTallerThanTheRoomLeftIsSplitAndContinuedUnderTheRepeatedHeader(locale: CardLocale)
    throws
  {
    let model = ReportFixtures.model(days: 90, options: ReportOptions(locale: locale))
    let layout = ReportLayout(model: model, measurer: fonts)
    let rows = placedRows(layout)
    let continued = rows.filter { $0.row.row.isContinued }
    #expect(!continued.isEmpty)
    for tail in continued {
      let index = try #require(rows.firstIndex { $0.row == tail.row })
      let head = rows[index - 1]
      // The head ends its page, the tail opens the next under the repeated header.
      #expect(head.row.row.day == tail.row.row.day && head.page + 1 == tail.page)
      #expect(layout.pages[tail.page].table?.rows.first == tail.row)
      #expect(tail.row.row.date.spec.text == tail.row.row.day.description)
      #expect(tail.row.row.weekday?.spec.text == locale.continuedRow)
      // Nothing of the reason is lost: the head's and the tail's lines make it whole.
      let reason = try #require(model.entries.first { $0.day == tail.row.row.day }?.reason)
      let parts = [head.row.row.reason?.spec.text, tail.row.row.reason?.spec.text].compactMap { $0 }
      #expect(
        parts.joined().filter { !$0.isWhitespace } == reason.filter { !$0.isWhitespace })
      // At least two lines on either side of a split reason of four lines or more.
      let lines = [head.row.row.reason, tail.row.row.reason].compactMap { $0?.metrics.lineCount }
      if lines.reduce(0, +) >= 2 * ReportTable.leastLinesAtSplit {
        #expect(lines.allSatisfy { $0 >= ReportTable.leastLinesAtSplit }, "\(lines)")
      }
    }
  }

  /// A row of two or three lines moves whole to the next page rather than split one line on
  /// each side; one of four lines is split two and two.
  @Test(arguments: [2, 3, 4])
  func aShortRowIsNeverSplit(lines: Int) throws {
    var reason = "Dinner"
    func table() -> ReportTable {
      ReportTable(
        entries: [
          ReportEntry(
            day: Fixtures.day("2026-11-29"), score: 9, words: ["Happy", "Loved"], tags: [],
            reason: reason, isMarkedToDiscuss: false)
        ], width: 480, withReasons: true, locale: .english,
        palette: ChartPalette(theme: .light), measurer: fonts)
    }
    while (table().rows[0].reason?.metrics.lineCount ?? 0) < lines { reason += " with friends" }
    let row = try #require(table().rows.first)
    #expect(row.reason?.metrics.lineCount == lines)
    // Room for all but the last line.
    let split = table().split(row, fitting: row.height - 2, locale: .english, measurer: fonts)
    if lines < ReportTable.fewestLinesSplit {
      #expect(split == nil)
    } else {
      let parts = try #require(split)
      #expect(parts.head.reason?.metrics.lineCount == 2)
      #expect(parts.tail.reason?.metrics.lineCount == 2)
    }
  }

  @Test func theContinuedLabelReadsAsTheIssueAsks() {
    #expect(CardLocale.english.continuedRow == "(continued)")
    #expect(CardLocale.simplifiedChinese.continuedRow == "（续）")
  }

  /// The review's "2026-11-29 (continued)" took two lines of a date column sized for a date and
  /// its weekday: a continued row keeps its date on one line and `(continued)` on one line
  /// under it, inside the column, on every paper and in every language.
  @Test(arguments: [(90, ReportPaper.a4), (30, .letter), (365, .a4)], CardLocale.allCases)
  func aContinuedDateCellNeverWraps(report: (days: Int, paper: ReportPaper), locale: CardLocale)
    throws
  {
    let (days, paper) = report
    let model = ReportFixtures.model(
      days: days, options: ReportOptions(paper: paper, locale: locale))
    let layout = ReportLayout(model: model, measurer: fonts)
    let continued = placedRows(layout).map(\.row.row).filter(\.isContinued)
    #expect(!continued.isEmpty, "no row was split to test")
    let column = layout.table.columns[0]
    for row in continued {
      let label = try #require(row.weekday)
      #expect(row.date.spec.text == row.day.description)
      #expect(row.date.metrics.lineCount == 1, "\(row.date.spec.text)")
      #expect(label.spec.text == locale.continuedRow)
      #expect(label.metrics.lineCount == 1, "\(label.spec.text)")
      #expect(label.frame.y >= row.date.frame.maxY - 0.01)
      #expect(label.frame.x >= column.x && label.frame.maxX <= column.x + column.width + 0.5)
      #expect(row.height >= label.frame.maxY)
    }
  }

  // MARK: - The table

  @Test(arguments: CardLocale.allCases)
  func aFiveHundredCharacterReasonWrapsWholeAndItsRowFitsAPage(locale: CardLocale) throws {
    let reason =
      locale == .english
      ? ReportFixtures.longReason(1)
      : String(repeating: "今天和朋友在公园散步聊了很多", count: 36).prefix(500).description
    #expect(reason.count == MoodEntry.maximumReasonLength)
    let entry = ReportEntry(
      day: .at("2026-11-02"), score: 7, words: ["Calm"], tags: ["work"], reason: reason)
    let table = ReportTable(
      entries: [entry], width: 515, withReasons: true, locale: locale,
      palette: ChartPalette(theme: .light), measurer: fonts)
    let row = try #require(table.rows.first)
    let text = try #require(row.reason)
    #expect(text.spec.text == reason)
    #expect(text.spec.maxLines == nil)
    #expect(!text.metrics.isEllipsized)
    #expect(text.metrics.lineCount >= 8)
    #expect(text.metrics.width <= (text.spec.width ?? 0) + 0.5)
    #expect(row.height >= text.frame.maxY)
    // Every column's text stays in its column.
    let columnTexts = [(row.date, 0), (row.words, 2), (row.tags, 3), (row.reason, 4)]
    for case (let placed?, let column) in columnTexts {
      let box = table.columns[column]
      #expect(placed.frame.x >= box.x && placed.frame.maxX <= box.x + box.width + 0.5)
    }
    // The row fits the room a page gives the table (the page less its margins, footer and the
    // table's title: under 160 points): it is never split or cut.
    let model = ReportFixtures.model(days: 7, options: ReportOptions(locale: locale))
    let layout = ReportLayout(model: model, measurer: fonts)
    #expect(row.height + table.headerHeight < layout.height - 160)
  }

  /// The review's table: Date 67 pt, Words and Tags 30 % each and Reason 19 %, sized by one
  /// 12-word list and one 108-character tag, and 49 of 299 dates wrapped ("2026-06-0 / 3").
  @Test(arguments: CardLocale.allCases)
  func columnsFollowTheirContentAndNoDateWraps(locale: CardLocale) throws {
    let twelve = [
      "Calm", "Grateful", "Tired", "Focused", "Anxious", "Hopeful", "Lonely", "Proud",
      "Bored", "Excited", "Relaxed", "Stressed",
    ]
    let first = try #require(Day("2026-01-01"))
    let entries = (0..<365).map { index in
      ReportEntry(
        day: first.adding(days: index), score: index % 10 + 1,
        words: index == 100 ? twelve : ["Calm", "Tired"],
        tags: index == 200 ? [String(repeating: "long-tag-", count: 12)] : ["work"],
        reason: index == 300 ? ReportFixtures.longReason(1) : "Got good news from the doctor")
    }
    let width = 515.0
    let table = ReportTable(
      entries: entries, width: width, withReasons: true, locale: locale,
      palette: ChartPalette(theme: .light), measurer: fonts)
    let shares = table.columns.map { $0.width / width }
    #expect(shares[2] <= ReportTable.wordsShare.upperBound + 1e-9, "\(shares)")
    #expect(shares[3] <= ReportTable.tagsShare.upperBound + 1e-9, "\(shares)")
    #expect(shares[4] >= ReportTable.leastReasonShare - 1e-9, "\(shares)")
    for row in table.rows {
      #expect(row.date.metrics.lineCount == 1, "\(row.date.spec.text)")
    }
    // An everyday reason takes one line; the 500-character one a page's fraction.
    #expect(table.rows[0].reason?.metrics.lineCount == 1)
    let long = try #require(table.rows[300].reason)
    #expect(long.spec.text == ReportFixtures.longReason(1) && !long.metrics.isEllipsized)
    #expect(table.rows[300].height < 842 / 2, "\(table.rows[300].height)")
  }

  // MARK: - Pages

  @Test(arguments: [CardLocale.english, .simplifiedChinese])
  func numberTilesShareOneHeightAndTheirNumbersOneBaseline(locale: CardLocale) {
    let model = ReportFixtures.model(days: 30, options: ReportOptions(locale: locale))
    let page = ReportLayout(model: model, measurer: fonts).pages[0]
    let tiles = Array(page.panels.prefix(4))
    #expect(Set(tiles.map(\.height)).count == 1)
    // Each tile's number is its second text after the title and range.
    let numbers = stride(from: 3, to: 10, by: 2).map { page.texts[$0] }
    let baselines = Set(
      zip(numbers, tiles).map { number, tile in
        (number.origin.y + number.metrics.baseline - tile.y) * 100
      }.map { $0.rounded() })
    #expect(baselines.count == 1, "\(baselines)")
  }

  /// The appendix's line of numbers of a report of November after an 80-day run of logged
  /// days through `today`.
  private func appendixNumbers(today: String) throws -> String {
    let entries = DayRange(last: Fixtures.day(today), count: 80).map { Fixtures.entry($0, 7) }
    let model = ReportModel(
      entries: entries, habits: [], completions: [], vocabulary: ChartFixtures.vocabulary,
      range: DayRange(monthOf: Fixtures.day("2026-11-01")), today: Fixtures.day(today))
    let page = ReportLayout(model: model, measurer: fonts).pages[1]
    let line = try #require(page.texts.dropFirst().first?.spec.text)
    return String(line.prefix { $0 != "\n" })
  }

  @Test func theStreaksOfARangeEndingTodayCountOnlyItsDays() throws {
    #expect(
      try appendixNumbers(today: "2026-11-30")
        == "Median score 7 · Current streak 30 days · Longest streak 30 days")
  }

  @Test func aRangeEndingBeforeTodayHasNoCurrentStreak() throws {
    #expect(
      try appendixNumbers(today: "2026-12-10") == "Median score 7 · Longest streak 30 days")
  }

  @Test(arguments: CardLocale.allCases)
  func aLongHabitNameIsCutWithTheEllipsisNotThreeFullStops(locale: CardLocale) throws {
    let sample = Fixtures.month
    let habit = try Habit(
      id: 1, name: "No phone after 10 in the evening, no laptop either", icon: "📵",
      color: Habit.defaultColors[0], isArchived: false, createdDay: sample.range.first, order: 0)
    let model = ReportModel(
      entries: sample.entries, habits: [habit],
      completions: Fixtures.completions(1, ["2026-11-02", "2026-11-03"]),
      vocabulary: ChartFixtures.vocabulary, range: sample.range, today: sample.today,
      options: ReportOptions(locale: locale))
    let charts = ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts)
    // The habits chart: the one whose bars start with the habit.
    let bars = try #require(
      charts.compactMap(\.layout.body.bars).first {
        $0.rows.first?.label.spec.text.hasPrefix("📵 No") == true
      })
    let label = bars.rows[0].label
    #expect(label.spec.text.count < habit.name.count, "\(label.spec.text)")
    // An English name ends with the Latin ellipsis on a Chinese page too.
    #expect(label.spec.text.hasSuffix("…") && !label.spec.text.hasSuffix("……"))
    #expect(!label.spec.text.contains("...") && !label.spec.text.contains(" …"))
    #expect(label.metrics.lineCount == 1 && !label.metrics.isEllipsized)
    #expect(label.frame.maxX <= bars.rows[0].bar.x)
  }

  @Test func noReportTextIsUnderEightPoints() {
    let layout = ReportLayout(model: ReportFixtures.model(days: 30), measurer: fonts)
    for page in layout.pages {
      for text in page.texts + page.footer + (page.table?.headings ?? []) {
        #expect(text.spec.size >= 8, "\(text.spec.text) at \(text.spec.size)")
      }
    }
    #expect(layout.table.rows.first?.reason?.spec.size == ReportTable.textSize)
  }

  /// The lowest point of everything on `page`, in page points.
  private func lowest(_ page: ReportPage) -> Double {
    let texts = page.texts.map(\.frame.maxY) + page.panels.map(\.maxY)
    let charts = page.charts.map(\.frame.maxY)
    let rows = page.table.map { [$0.header.maxY] + $0.rows.map(\.frame.maxY) } ?? []
    return (texts + charts + rows).max() ?? 0
  }

  @Test(arguments: [(7, 3), (30, 4), (90, 8)])
  func pageCountsFollowTheData(days: Int, pages: Int) {
    let layout = ReportLayout(model: ReportFixtures.model(days: days), measurer: fonts)
    #expect(layout.pages.count == pages)
  }

  /// The review's weekday chart was a strip (0-10 in about 35 pt) ending 120 pt above the
  /// calendar beside it: now it is as tall as the calendar, its scale over half of that, in
  /// every report of 30 and 90 days, on either paper, in either language.
  @Test(arguments: CardLocale.allCases)
  func theWeekdayChartIsAsTallAsTheCalendarBesideIt(locale: CardLocale) throws {
    for days in [30, 90] {
      for paper in ReportPaper.allCases {
        let model = ReportFixtures.reviewModel(
          days: days, options: ReportOptions(paper: paper, locale: locale))
        let pages = ReportLayout(model: model, measurer: fonts).pages
        let page = try #require(
          pages.first { $0.charts.contains { ReportLayoutTests.isWeekdays($0) } })
        let weekdays = try #require(page.charts.first { ReportLayoutTests.isWeekdays($0) })
        let beside = page.charts.filter {
          abs($0.frame.y - weekdays.frame.y) < 0.5 && !ReportLayoutTests.isWeekdays($0)
        }
        let calendar = try #require(beside.first, "\(days) days \(paper)")
        guard case .calendar = calendar.layout.body else {
          Issue.record("\(days) days \(paper): beside \(calendar.layout.title.spec.text)")
          continue
        }
        #expect(
          abs(weekdays.frame.height - calendar.frame.height) < 1,
          "\(days) days \(paper): \(weekdays.frame.height) beside \(calendar.frame.height)")
        guard case .weekdays(let columns) = weekdays.layout.body else { continue }
        let scale = (columns.gridLines[0].y - columns.gridLines[2].y) * weekdays.scale
        #expect(
          scale >= weekdays.frame.height / 2, "\(days) days \(paper): 0-10 in \(scale) pt")
      }
    }
  }

  /// The year report's weekday chart stood beside the words, which set its height: its 0-10
  /// columns were a strip of 41 pt with the page's foot left empty below. Where its page ends
  /// with room left, it grows into it (a square at most), the chart beside it with it.
  @Test(arguments: CardLocale.allCases)
  func theYearReportsWeekdayChartGrowsIntoTheRoomItsPageLeaves(locale: CardLocale) throws {
    for paper in ReportPaper.allCases {
      let model = ReportFixtures.reviewModel(
        days: 365, options: ReportOptions(paper: paper, locale: locale))
      let pages = ReportLayout(model: model, measurer: fonts).pages
      let page = try #require(
        pages.first { $0.charts.contains { ReportLayoutTests.isWeekdays($0) } })
      let weekdays = try #require(page.charts.first { ReportLayoutTests.isWeekdays($0) })
      guard case .weekdays(let columns) = weekdays.layout.body else { continue }
      let scale = (columns.gridLines[0].y - columns.gridLines[2].y) * weekdays.scale
      let lowest = page.charts.map { $0.frame.y + $0.frame.height }.max() ?? 0
      let bottom =
        ReportFlow(
          paper: paper, language: locale.languageCode, palette: ChartPalette(theme: .light),
          measurer: fonts
        ).bottom
      #expect(lowest <= bottom, "\(paper) \(locale)")
      // Tall, or as tall as the page let it be: no room it could have grown into is left.
      #expect(
        scale >= 100 || bottom - lowest < ReportFlow.gap,
        "\(paper) \(locale): 0-10 in \(scale) pt, \(bottom - lowest) pt left below")
      let beside = page.charts.filter { abs($0.frame.y - weekdays.frame.y) < 0.5 }
      #expect(beside.count == 2, "\(paper) \(locale)")
      for chart in beside {
        #expect(abs(chart.frame.height - weekdays.frame.height) < 1, "\(paper) \(locale)")
      }
    }
  }

  /// A patterns chart drawn lower to fit a page left out the rows its type's minimum no longer
  /// had room for: the review's A4 report of 90 days and of a year showed 7 of the 9 items
  /// Letter showed, and the year report 1 of its 3 habits. Each report's chart shows the items
  /// it shows at its full size, the same on A4 and Letter, in both languages.
  @Test(arguments: CardLocale.allCases)
  func thePatternsChartShowsTheSameRowsOnEveryPaperAsAtItsFullSize(locale: CardLocale) throws {
    for days in [30, 90, 365] {
      var shown: [ReportPaper: [String]] = [:]
      for paper in ReportPaper.allCases {
        let model = ReportFixtures.reviewModel(
          days: days, options: ReportOptions(paper: paper, locale: locale))
        let flow = ReportFlow(
          paper: paper, language: locale.languageCode, palette: ChartPalette(theme: .light),
          measurer: fonts)
        func items(_ chart: ReportPage.Chart?) -> [String] {
          guard case .patterns(let patterns) = chart?.layout.body else { return [] }
          return patterns.rows.map(\.pattern.label)
        }
        let full = items(flow.laidOut(model.patternChartRow).charts.first)
        let laid = ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts)
        let drawn = items(laid.first(where: ReportLayoutTests.isPatterns))
        #expect(!drawn.isEmpty && drawn == full, "\(days) days \(paper): \(drawn) of \(full)")
        shown[paper] = drawn
      }
      #expect(shown[.a4] == shown[.letter], "\(days) days")
    }
  }

  /// A words or habits chart drawn lower to fit a page let its printed labels run into each
  /// other (rows of 30 pixels under 8-point type, a Chinese word taller still). Every bar
  /// chart of the review's reports keeps its labels apart and shows the rows it shows at its
  /// size, on both papers and in both languages.
  @Test(arguments: CardLocale.allCases)
  func noBarChartOfTheReportLosesOrOverlapsARow(locale: CardLocale) throws {
    for days in [30, 90, 365] {
      for paper in ReportPaper.allCases {
        let model = ReportFixtures.reviewModel(
          days: days, options: ReportOptions(paper: paper, locale: locale))
        let flow = ReportFlow(
          paper: paper, language: locale.languageCode, palette: ChartPalette(theme: .light),
          measurer: fonts)
        var full: [String: Int] = [:]
        for row in model.chartRows {
          for chart in flow.laidOut(row).charts {
            if case .bars(let bars) = chart.layout.body {
              full[chart.layout.title.spec.text] = bars.rows.count
            }
          }
        }
        let laid = ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts)
        for chart in laid {
          guard case .bars(let bars) = chart.layout.body else { continue }
          let title = chart.layout.title.spec.text
          #expect(bars.rows.count == full[title], "\(days) days \(paper) \(title)")
          for (upper, lower) in zip(bars.rows, bars.rows.dropFirst()) {
            #expect(
              upper.label.frame.maxY <= lower.label.frame.y + 0.01,
              "\(days) days \(paper) \(title): \(upper.label.spec.text) over \(lower.label.spec.text)"
            )
          }
        }
      }
    }
  }

  static func isPatterns(_ chart: ReportPage.Chart) -> Bool {
    if case .patterns = chart.layout.body { return true }
    return false
  }

  private static func isWeekdays(_ chart: ReportPage.Chart) -> Bool {
    if case .weekdays = chart.layout.body { return true }
    return false
  }

  /// The weekday chart drawn as tall as its calendar leaves the page counts as they were (two
  /// attempts that made the 30-day report 5 pages on A4 were undone): 4 on A4, 5 on Letter,
  /// every page but the last at least 90 % used.
  @Test(arguments: CardLocale.allCases)
  func aThirtyDayReportKeepsItsPages(locale: CardLocale) {
    for (paper, count) in [(ReportPaper.a4, 4), (.letter, 5)] {
      let model = ReportFixtures.reviewModel(
        days: 30, options: ReportOptions(paper: paper, locale: locale))
      let layout = ReportLayout(model: model, measurer: fonts)
      #expect(layout.pages.count == count, "\(paper): \(layout.pages.count) pages")
      let body = layout.height - 2 * ReportFlow.margin - ReportFlow.footerHeight
      for (index, page) in layout.pages.enumerated().dropLast() {
        let used = (lowest(page) - ReportFlow.margin) / body
        #expect(used >= 0.9, "\(paper) page \(index + 1): \(Int(used * 100)) %")
      }
    }
  }

  @Test(arguments: CardLocale.allCases)
  func aThirtyDayReportTakesAtMostFourPagesEachButTheLastAtLeastThreeFifthsFull(
    locale: CardLocale
  ) {
    for model in [
      ReportFixtures.model(days: 30, options: ReportOptions(locale: locale)),
      ReportFixtures.reviewModel(days: 30, options: ReportOptions(locale: locale)),
    ] {
      let layout = ReportLayout(model: model, measurer: fonts)
      #expect(layout.pages.count <= 4, "\(layout.pages.count) pages")
      let body = layout.height - 2 * ReportFlow.margin - ReportFlow.footerHeight
      for (index, page) in layout.pages.enumerated().dropLast() {
        let used = (lowest(page) - ReportFlow.margin) / body
        #expect(used >= 0.6, "page \(index + 1): \(Int(used * 100)) %")
      }
    }
  }

  @Test func nothingIsPlacedBelowTheFooterRuleOnAnyPage() {
    let reports: [ReportModel] =
      [30, 90].flatMap { days in
        CardLocale.allCases.flatMap { locale in
          ReportPaper.allCases.map { paper in
            ReportFixtures.reviewModel(
              days: days, options: ReportOptions(paper: paper, locale: locale))
          }
        }
      } + [ReportFixtures.model(days: 90), ReportFixtures.reviewModel(days: 366)]
    for model in reports {
      let layout = ReportLayout(model: model, measurer: fonts)
      let rule = layout.height - ReportFlow.margin - ReportFlow.footerHeight
      for (index, page) in layout.pages.enumerated() {
        #expect(lowest(page) <= rule + 0.01, "page \(index + 1) of \(model.range.count) days")
        #expect(page.footer.allSatisfy { $0.frame.y >= rule })
      }
    }
  }

  @Test(arguments: [7, 30, 90])
  func everyEntryIsInTheTableOnceInOrderAndEveryTablePageHasItsHeader(days: Int) throws {
    let model = ReportFixtures.model(days: days)
    let layout = ReportLayout(model: model, measurer: fonts)
    let parts = layout.pages.compactMap(\.table)
    #expect(parts.count > (days == 90 ? 2 : 0))
    // A continued row goes on with the row before it.
    let rows = parts.flatMap(\.rows)
    let entries = ReportFixtures.entries(days: days)
    let starts = rows.filter { !$0.row.isContinued }
    #expect(starts.map(\.row.date.spec.text) == entries.map(\.day.description))
    var reasons: [String] = []
    for row in rows {
      let text = (row.row.reason?.spec.text ?? "").filter { !$0.isWhitespace }
      if row.row.isContinued { reasons[reasons.count - 1] += text } else { reasons.append(text) }
    }
    #expect(reasons == entries.map { $0.reason.filter { !$0.isWhitespace } })
    let bottom = layout.height - 70  // above the footer
    #expect(!parts.isEmpty && !rows.isEmpty)
    for part in parts {
      #expect(part.headings.map(\.spec.text) == ["Date", "Score", "Words", "Tags", "Reason"])
      #expect(part.rows.allSatisfy { $0.row.date.metrics.lineCount == 1 })
      #expect(part.rows.first?.frame.y == part.header.maxY)
      for row in part.rows {
        #expect(row.frame.y >= 40 && row.frame.maxY <= bottom)
      }
    }
  }

  @Test func everyFooterNamesTheRangeAndThePageOfTheWhole() {
    let layout = ReportLayout(model: ReportFixtures.model(days: 30), measurer: fonts)
    let count = layout.pages.count
    #expect(count >= 2)
    for (index, page) in layout.pages.enumerated() {
      #expect(
        page.footer.map(\.spec.text) == [
          "Mood report · 1–30 Nov 2026", "page \(index + 1) of \(count)",
        ])
    }
    let chinese = ReportLayout(
      model: ReportFixtures.model(days: 30, options: ReportOptions(locale: .simplifiedChinese)),
      measurer: fonts)
    #expect(
      chinese.pages[1].footer.map(\.spec.text) == [
        "心情报告 · 2026年11月1日–30日", "第 2 页，共 \(chinese.pages.count) 页",
      ])
  }

  @Test func theFirstPageHasTheNumbersTheWeeksTheListsAndTheLineChartOfTheRange() throws {
    let layout = ReportLayout(model: ReportFixtures.model(days: 30), measurer: fonts)
    let first = layout.pages[0]
    let texts = first.texts.map(\.spec.text)
    // Fixtures.month by hand: 21 of 30 days, mean 20/3, 4 to 9, no day at 3 or lower; the
    // weeks from Monday; happy 91/12 against 49/9, calm 45/8 against 95/13, Meditate 64/10
    // against 24/3.
    for expected in [
      "Mood report", "1–30 Nov 2026 · 30 days", "Days logged", "21 / 30", "Mean score", "6.7",
      "Lowest – highest", "4 – 9", "Days at 3 or lower", "0 days", "Week by week", "2–8 Nov",
      "6.2", "4 logged", "30 Nov", "Most chosen words",
      // Each count tied to its item with a no-break space.
      "Happy\u{00A0}(12), Calm\u{00A0}(8), Low\u{00A0}(1)", "Most used tags",
      "#work\u{00A0}(16), #family\u{00A0}(5), #friends\u{00A0}(3)", "With and without",
      "• Happy: mean 7.6 on 12 days with it, 5.4 on 9 days without",
      "• Calm: mean 5.6 on 8 days with it, 7.3 on 13 days without",
      "• Meditate: mean 6.4 on 10 days done, 8.0 on 3 days not done", "Habits",
      "Meditate · 11 of 16 days · 69%", "To talk about (0)", "No entry is marked to talk about.",
    ] {
      #expect(texts.contains(expected), "\(expected)")
    }
    let chart = try #require(first.charts.first)
    #expect(first.charts.count == 1)
    #expect(chart.layout.body.line != nil, "the first chart is the line chart")
    #expect(chart.layout.title.spec.text.isEmpty, "the tiles give its numbers")
    #expect(abs(chart.layout.bounds.width * chart.scale - chart.frame.width) < 0.01)
  }

  @Test func theChartsAreTheChartsOfMoodChartEachMonthCalendared() {
    let layout = ReportLayout(model: ReportFixtures.model(days: 90), measurer: fonts)
    let titles = layout.pages.flatMap(\.charts).map(\.layout.title.spec.text)
    // The first page's line has no title, nor the patterns, under the Patterns heading; the
    // spread and the tags are on the first page. The words and habits fit under the patterns,
    // the weekday chart and its calendar do not.
    #expect(
      titles == [
        "", "", "Mood words", "Habits", "Mood by weekday", "October 2024", "November 2024",
        "December 2024",
      ])
    let patterns = layout.pages.flatMap(\.charts).filter(ReportLayoutTests.isPatterns)
    #expect(patterns.count == 1 && patterns.first?.layout.title.spec.text == "")
    for page in layout.pages {
      for chart in page.charts {
        #expect(chart.frame.maxY <= layout.height - 70)
      }
    }
  }

  /// The review's "Mood calendar · November…", "September…": a calendar drawn narrower to fit
  /// its page lost its month. At every share a calendar may be drawn at, on both papers and in
  /// both languages, its title is its month, whole.
  @Test(arguments: ReportPaper.allCases, CardLocale.allCases)
  func aReportsCalendarIsTitledWithItsWholeMonthAtEveryWidth(
    paper: ReportPaper, locale: CardLocale
  ) {
    let model = ReportFixtures.model(
      days: 90, options: ReportOptions(paper: paper, locale: locale))
    let flow = ReportFlow(
      paper: paper, language: locale.languageCode, palette: ChartPalette(theme: .light),
      measurer: fonts)
    let rows = model.chartRows.filter { $0.charts.contains(where: ReportModel.ChartRow.isCalendar) }
    #expect(rows.count >= 2)
    for row in rows {
      for share in stride(from: 1.0, through: ReportFlow.smallestChartShare, by: -0.05) {
        for chart in flow.laidOut(row, share: share).charts {
          guard case .calendar = chart.layout.body else { continue }
          let title = chart.layout.title.spec.text
          #expect(!title.hasSuffix("…"), "\(paper) \(share): \(title)")
          #expect(
            model.months.contains { locale.monthTitle($0.month, year: $0.year) == title },
            "\(paper) \(share): \(title)")
        }
      }
    }
  }

  @Test func anEmptyRangeGetsLowMessagePanelsAndATableThatSaysSo() {
    let sample = Fixtures.month
    let model = ReportModel(
      entries: [], habits: [], completions: [], vocabulary: ChartFixtures.vocabulary,
      range: sample.range, today: sample.today)
    let layout = ReportLayout(model: model, measurer: fonts)
    let charts = layout.pages.flatMap(\.charts)
    let messages = charts.filter {
      if case .message = $0.layout.body { return true }
      return false
    }
    // The line, the patterns, the weekdays, the words and the habits.
    #expect(messages.count == 5)
    // Low panels: across the page, or beside another at half its width with room for the
    // larger type.
    #expect(
      messages.dropFirst().allSatisfy { $0.layout.bounds.height <= 480 },
      "\(messages.map(\.layout.bounds.height))")
    let texts = layout.pages.flatMap(\.texts).map(\.spec.text)
    #expect(texts.contains("Entries (0)"))
    #expect(texts.contains("No entries in this range"))
    #expect(layout.pages.allSatisfy { $0.table == nil })
    // The summary, the appendix's panels and calendar, then the rest and the empty table.
    #expect(layout.pages.count == 3)
    // No month calendar for a range without a week of its days in the month: none at all here
    // would be wrong, the month is whole.
    #expect(charts.contains { $0.layout.body.calendar != nil })
  }

  // MARK: - Print: two small charts a row, no text under 8 points

  /// The reports the print rules are checked on: a month and 90 days in English, 90 days in
  /// Chinese on letter paper with the reasons left out, and an empty range.
  private var printed: [(String, ReportModel)] {
    let sample = Fixtures.month
    return [
      ("30 days", ReportFixtures.model(days: 30)),
      ("90 days", ReportFixtures.model(days: 90)),
      ("review's year", ReportFixtures.reviewModel(days: 365)),
      (
        "90 days zh-Hans letter",
        ReportFixtures.model(
          days: 90,
          options: ReportOptions(
            paper: .letter, locale: .simplifiedChinese, redactsReasons: true))
      ),
      (
        "empty",
        ReportModel(
          entries: [], habits: [], completions: [], vocabulary: ChartFixtures.vocabulary,
          range: sample.range, today: sample.today)
      ),
    ]
  }

  @Test func noTextInTheReportIsSmallerThanEightPointsChartsIncluded() {
    for (name, model) in printed {
      let layout = ReportLayout(model: model, measurer: fonts)
      var sizes: [(text: String, points: Double)] = []
      for page in layout.pages {
        let own =
          page.texts + page.footer + (page.table?.headings ?? [])
          + (page.table?.rows.flatMap(\.row.texts) ?? [])
        sizes += own.map { ($0.spec.text, $0.spec.size) }
        for chart in page.charts {
          sizes += chart.layout.texts.map { ($0.spec.text, $0.spec.size * chart.scale) }
          // The larger type still fits: every text in its chart, none over another.
          let problems = chart.layout.textProblems
          #expect(problems.isEmpty, "\(name): \(chart.layout.title.spec.text): \(problems)")
        }
      }
      #expect(sizes.count > 50, "\(name)")
      let small = sizes.filter { $0.points < ReportPaper.minimumTextSize - 1e-9 }
      #expect(small.isEmpty, "\(name): \(small.prefix(5))")
      // The tick labels, the smallest text a chart sets, print at the minimum itself.
      let smallest = sizes.map(\.points).min() ?? 0
      #expect(abs(smallest - ReportPaper.minimumTextSize) < 0.01, "\(name)")
    }
  }

  @Test func smallChartsShareARowTwoByTwoAndWideOnesTakeThePage() throws {
    let layout = ReportLayout(model: ReportFixtures.model(days: 90), measurer: fonts)
    let content = layout.width - 80
    let half = (content - 14) / 2
    let charts = layout.pages.flatMap(\.charts)
    func chart(_ title: String) throws -> ReportPage.Chart {
      try #require(charts.first { $0.layout.title.spec.text.hasPrefix(title) })
    }
    let patterns = try #require(charts.first(where: ReportLayoutTests.isPatterns))
    let pairs = [
      ("Mood by weekday", "October 2024"), ("November 2024", "December 2024"),
      ("Mood words", "Habits"),
    ]
    for (left, right) in pairs {
      let a = try chart(left), b = try chart(right)
      #expect(a.frame.y == b.frame.y, "\(left) beside \(right)")
      // Half the page each, or as much as a fifth less, centred in its half, to fit the page.
      for (chart, slot) in [(a, 40.0), (b, 40 + half + 14)] {
        #expect(chart.frame.width <= half + 0.01 && chart.frame.width >= half * 0.8 - 0.01)
        #expect(abs(chart.frame.center.x - (slot + half / 2)) < 0.01)
      }
    }
    // The line and the patterns are as wide as the page, or a fifth less.
    for width in [try chart("").frame.width, patterns.frame.width] {
      #expect(width <= content + 0.01 && width >= content * 0.8 - 0.01)
    }
    // No two charts of a page overlap.
    for page in layout.pages {
      for (index, chart) in page.charts.enumerated() {
        for other in page.charts[(index + 1)...] { #expect(!chart.frame.overlaps(other.frame)) }
      }
    }
  }

  @Test func aMonthWithFewerThanAWeekOfTheRangeHasNoCalendarAndAYearIsInPixels() {
    let sample = ReportFixtures.sample(days: 90)
    func titles(_ range: DayRange) -> [String] {
      let model = ReportModel(
        entries: sample.entries, habits: [], completions: [], vocabulary: ChartFixtures.vocabulary,
        range: range, today: sample.today)
      return ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts)
        .map(\.layout.title.spec.text).filter {
          $0.hasSuffix(" 2024") || $0.hasPrefix("A year in pixels")
        }
    }
    // 26 Oct to 24 Nov: six days of October, so November alone.
    #expect(
      titles(try! DayRange(first: Fixtures.day("2024-10-26"), last: Fixtures.day("2024-11-24")))
        == ["November 2024"])
    // 25 Oct to 24 Nov: a week of October.
    #expect(
      titles(try! DayRange(first: Fixtures.day("2024-10-25"), last: Fixtures.day("2024-11-24")))
        == ["October 2024", "November 2024"])
    // Past 92 days, one year in pixels from the first month with a week in the range.
    let year = titles(DayRange(last: Fixtures.day("2024-12-31"), count: 366))
    #expect(year == ["A year in pixels · 2024"], "\(year)")
    #expect(titles(DayRange(last: Fixtures.day("2024-12-31"), count: 93)).count == 1)
  }

  @Test func aRowOfChartsIsDrawnAtMostAFifthSmallerToFitThePage() {
    var smaller = 0
    // The review's Letter report of 30 days draws its weekday row lower under the patterns.
    let letter = ReportFixtures.reviewModel(days: 30, options: ReportOptions(paper: .letter))
    for (name, model) in printed + [("review's 30 days letter", letter)] {
      let flow = ReportFlow(
        paper: model.options.paper, language: model.options.locale.languageCode,
        palette: ChartPalette(theme: .light), measurer: fonts)
      // By title: a row that fits a page's rest goes before one that does not.
      let rows = [model.patternChartRow] + model.chartRows
      let planned = Dictionary(
        uniqueKeysWithValues: rows.flatMap { row in
          flow.laidOut(row).charts.map { ($0.layout.title.spec.text, $0.frame.height) }
        })
      // A weekday chart beside no calendar, and the chart beside it, may grow into the room
      // their page leaves, up to a square.
      let growing = Set(
        rows.filter { row in
          !row.charts.contains(where: ReportModel.ChartRow.isCalendar)
            && flow.laidOut(row).charts.contains(where: ReportLayoutTests.isWeekdays)
        }
        .flatMap { flow.laidOut($0).charts.map(\.layout.title.spec.text) })
      // After the first page's score line, whose height is the room the page leaves it.
      let laid = ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts).dropFirst()
      #expect(laid.count == planned.count, "\(name)")
      for chart in laid {
        let height = chart.frame.height
        guard let asked = planned[chart.layout.title.spec.text] else {
          Issue.record("\(name): \(chart.layout.title.spec.text) was not planned")
          continue
        }
        let tallest = growing.contains(chart.layout.title.spec.text) ? chart.frame.width : asked
        #expect(height <= tallest + 0.01, "\(name) \(chart.layout.title.spec.text)")
        #expect(height >= asked * ReportFlow.smallestChartShare - 1, "\(name)")
        if height < asked - 0.01 { smaller += 1 }
      }
    }
    #expect(smaller > 0)
  }

  // MARK: - Patterns

  /// Every text of `layout` with the index of its page, in page order.
  private func pageTexts(_ layout: ReportLayout) -> [(page: Int, text: String)] {
    layout.pages.enumerated().flatMap { index, page in page.texts.map { (index, $0.spec.text) } }
  }

  @Test func thePatternsSectionOpensTheAppendixBeforeTheChartsAndTheEntries() throws {
    let layout = ReportLayout(model: ReportFixtures.model(days: 30), measurer: fonts)
    let texts = pageTexts(layout)
    let heading = try #require(texts.firstIndex { $0.text == "Patterns" })
    let entries = try #require(texts.firstIndex { $0.text.hasPrefix("Entries (") })
    #expect(heading < entries)
    // The with-and-without chart follows its heading on its page, before the other charts.
    let charts = layout.pages.enumerated().flatMap { index, page in
      page.charts.map { (page: index, title: $0.layout.title.spec.text) }
    }
    let patterns = try #require(
      layout.pages.firstIndex { $0.charts.contains(where: ReportLayoutTests.isPatterns) })
    #expect(ReportLayoutTests.isPatterns(layout.pages[patterns].charts[0]))
    #expect(charts[1].title == "" && patterns == texts[heading].page)
    #expect(charts.dropFirst(2).allSatisfy { $0.page >= texts[heading].page })
    // The sentence says what the numbers are, with their day counts, and that they are not causes.
    let note = texts[heading + 1].text
    #expect(
      note.hasPrefix(
        "These are associations in your own record, each with its number of days, not causes"))
    // The rule, without a count: the chart counts what it does not draw, once.
    #expect(note.hasSuffix("Items with fewer than 3 days on a side are left out."))
  }

  @Test func thePatternsSectionIsInChineseWithItsHeadings() throws {
    let layout = ReportLayout(
      model: ReportFixtures.model(days: 30, options: ReportOptions(locale: .simplifiedChinese)),
      measurer: fonts)
    let texts = pageTexts(layout).map(\.text)
    #expect(texts.contains("规律"))
    #expect(texts.contains { $0.hasPrefix("以下是你自己记录中的关联，并非原因") })
    let charts = layout.pages.flatMap(\.charts)
    #expect(charts.map(\.layout.title.spec.text).contains("星期心情"))
    // The patterns chart has the section's heading, not a title of its own; its legend is
    // Chinese.
    let patterns = try #require(charts.first(where: ReportLayoutTests.isPatterns))
    #expect(patterns.layout.title.spec.text.isEmpty)
    #expect(patterns.layout.legend.contains { $0.label.spec.text == "有此项时平均分较高" })
  }

  @Test func redactingKeepsThePatternsAndLeavesEveryReasonOut() {
    let model = ReportFixtures.model(days: 90, options: ReportOptions(redactsReasons: true))
    let layout = ReportLayout(model: model, measurer: fonts)
    let texts = layout.pages.flatMap(\.allTexts).map(\.spec.text)
    #expect(texts.contains("Patterns") && !model.summary.patterns.isEmpty)
    for entry in ReportFixtures.entries(days: 90) {
      #expect(!texts.contains { $0.contains(entry.reason) })
    }
  }

  @Test func theReportsPatternWordsAreNeverCausal() {
    let layout = ReportLayout(model: ReportFixtures.model(days: 90), measurer: fonts)
    let section = layout.pages.flatMap(\.allTexts).map(\.spec.text).filter {
      !$0.hasPrefix("These are associations")  // the one sentence that says "not causes"
    }
    for text in section {
      for word in ["because", "improve", "should", "leads to", "helps", "better", "worse"] {
        #expect(!text.lowercased().contains(word), "\"\(word)\" in \(text)")
      }
    }
  }

  @Test func redactingLeavesEveryReasonAndItsColumnOut() {
    let model = ReportFixtures.model(days: 30, options: ReportOptions(redactsReasons: true))
    let layout = ReportLayout(model: model, measurer: fonts)
    let texts = layout.pages.flatMap(\.allTexts).map(\.spec.text)
    let entries = ReportFixtures.entries(days: 30)
    #expect(!entries.isEmpty && entries.allSatisfy { !$0.reason.isEmpty })
    for entry in entries {
      #expect(!texts.contains { $0.contains(entry.reason) })
    }
    #expect(!texts.contains("Reason"))
    #expect(texts.contains("Reasons are left out of this report."))
    #expect(model.entries.allSatisfy { $0.reason.isEmpty })
  }

  @Test func theLayoutDrawsEachChartInsideItsFrameOnThePage() throws {
    let model = ReportFixtures.model(days: 30)
    let renderer = ReportRenderer(fonts: fonts)
    let layout = renderer.layout(model)
    let canvas = RecordingCanvas(measuringWith: fonts)
    renderer.draw(page: 0, of: model, on: canvas)
    let page = Rect(x: 0, y: 0, width: layout.width, height: layout.height)
    #expect(canvas.frames == layout.pages[0].charts.map(\.frame))
    #expect(!canvas.texts.isEmpty)
    for operation in canvas.operations {
      if case .text(_, let frame, _, _) = operation { #expect(page.contains(frame, tolerance: 1)) }
    }
    // The chart's own texts land inside its frame, at its scale.
    let frame = layout.pages[0].charts[0].frame
    let chartTexts = canvas.texts.filter { $0.spec.text == "7-day average" }
    #expect(chartTexts.count == 1)
    #expect(chartTexts.allSatisfy { frame.contains($0.frame, tolerance: 0.5) })
  }
}

/// `Canvas.drawing(in:scale:_:)` as a canvas without its own gets it: every call moved and
/// scaled onto the canvas underneath.
@Suite struct FramedCanvasTests {
  /// A canvas that implements only the drawing calls, as one written outside MoodCard might.
  private final class PlainCanvas: Canvas {
    let recorder: RecordingCanvas
    init(fonts: FontLibrary) { recorder = RecordingCanvas(measuringWith: fonts) }
    func measure(_ text: TextSpec) -> TextMetrics { recorder.measure(text) }
    func lineStarts(_ text: TextSpec) -> [Int] { recorder.lineStarts(text) }
    func fill(_ path: Path, with paint: Paint) { recorder.fill(path, with: paint) }
    func stroke(_ path: Path, color: RGBA, lineWidth: Double) {
      recorder.stroke(path, color: color, lineWidth: lineWidth)
    }
    func draw(_ text: TextSpec, at origin: Point, color: RGBA) {
      recorder.draw(text, at: origin, color: color)
    }
  }

  @Test func aCanvasWithoutFramesGetsItsCallsMovedAndScaled() throws {
    let fonts = try CardFixtures.fonts()
    let plain = PlainCanvas(fonts: fonts)
    let native = RecordingCanvas(measuringWith: fonts)
    let frame = Rect(x: 100, y: 50, width: 200, height: 100)
    let black = RGBA(HexColor(red: 0, green: 0, blue: 0))
    for canvas in [plain as any Canvas, native] {
      canvas.drawing(in: frame, scale: 0.5) { framed in
        framed.fill(
          .roundedRect(Rect(x: 20, y: 40, width: 100, height: 60), radius: 8),
          with: .solid(black))
        framed.stroke(
          .circle(center: Point(x: 200, y: 100), radius: 50), color: black,
          lineWidth: 4)
        framed.draw(TextSpec("Calm", size: 40), at: Point(x: 10, y: 10), color: black)
      }
    }
    let shapes = plain.recorder.operations.prefix(2)
    #expect(Array(shapes) == Array(native.operations.prefix(2)))
    #expect(
      plain.recorder.operations.first
        == .fill(bounds: Rect(x: 110, y: 70, width: 50, height: 30), paint: .solid(black)))
    let text = try #require(plain.recorder.texts.first)
    #expect(text.spec.size == 20)
    #expect(text.frame.x == 105 && text.frame.y == 55)
    #expect(native.frames == [frame])
  }
}
