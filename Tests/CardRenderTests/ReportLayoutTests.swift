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

  @Test func aReportOfSixtyDaysOrMoreDrawsTheMovingAverageAsTheChartCommandDoes() {
    let shorter = ReportFixtures.model(days: 30), longer = ReportFixtures.model(days: 60)
    #expect(shorter.series.points.allSatisfy { $0.movingAverage == nil })
    #expect(longer.series.points.contains { $0.movingAverage != nil })
    // The averaged line has no lone day.
    let averaged = longer.series.points.map { $0.movingAverage != nil }
    #expect(
      averaged.indices.allSatisfy { index in
        !averaged[index] || (index > 0 && averaged[index - 1])
          || (index + 1 < averaged.count && averaged[index + 1])
      })
  }

  // MARK: - Pagination, from heights alone

  @Test func rowsFillAPageThenTheNextStartsUnderARepeatedHeader() {
    let pages = ReportPagination.pages(
      rowHeights: Array(repeating: 30, count: 10), headerHeight: 20, firstPageRoom: 110,
      pageRoom: 200)
    // 110 - 20 = 90: three rows; then 180 a page: six rows, then the last.
    #expect(pages == [0..<3, 3..<9, 9..<10])
  }

  @Test func aTableWhoseFirstRowDoesNotFitStartsOnTheNextPage() {
    let pages = ReportPagination.pages(
      rowHeights: [50, 10], headerHeight: 20, firstPageRoom: 60, pageRoom: 100)
    #expect(pages == [0..<0, 0..<2])
  }

  @Test func aRowTallerThanAPageGetsAPageOfItsOwnAndIsNeverDropped() {
    let pages = ReportPagination.pages(
      rowHeights: [10, 500, 10], headerHeight: 20, firstPageRoom: 100, pageRoom: 100)
    #expect(pages == [0..<1, 1..<2, 2..<3])
    #expect(
      ReportPagination.pages(rowHeights: [], headerHeight: 20, firstPageRoom: 100, pageRoom: 100)
        .isEmpty)
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
    let tiles = Array(page.panels.prefix(6))
    #expect(Set(tiles.map(\.height)).count == 1)
    // Each tile's number is its second text after the title and range.
    let numbers = stride(from: 3, to: 14, by: 2).map { page.texts[$0] }
    let baselines = Set(
      zip(numbers, tiles).map { number, tile in
        (number.origin.y + number.metrics.baseline - tile.y) * 100
      }.map { $0.rounded() })
    #expect(baselines.count == 1, "\(baselines)")
  }

  /// The first page's tiles of a report of November after an 80-day run of logged days through
  /// `today`: their names and numbers, and their panels.
  private func tiles(today: String) -> (texts: [String], panels: [Rect]) {
    let entries = DayRange(last: Fixtures.day(today), count: 80).map { Fixtures.entry($0, 7) }
    let model = ReportModel(
      entries: entries, habits: [], completions: [], vocabulary: ChartFixtures.vocabulary,
      range: DayRange(monthOf: Fixtures.day("2026-11-01")), today: Fixtures.day(today))
    let page = ReportLayout(model: model, measurer: fonts).pages[0]
    let count = model.showsCurrentStreak ? 6 : 5
    // After the title and range, each tile's name and number.
    return (page.texts[2..<(2 + 2 * count)].map(\.spec.text), Array(page.panels.prefix(count)))
  }

  @Test func theStreakTilesOfARangeEndingTodayCountOnlyItsDays() {
    let (texts, panels) = tiles(today: "2026-11-30")
    #expect(texts[0...1] == ["Days logged", "30 / 30"])
    #expect(texts[8...11] == ["Current streak", "30 days", "Longest streak", "30 days"])
    #expect(Set(panels.map(\.width)).count == 1)
  }

  @Test func aRangeEndingBeforeTodayHasNoCurrentStreakTileAndItsLastRowSpansThePage() {
    let (texts, panels) = tiles(today: "2026-12-10")
    #expect(!texts.contains("Current streak"))
    #expect(texts[8...9] == ["Longest streak", "30 days"])
    let content = ReportPaper.a4.size.width - 2 * Int(ReportLayout.margin)
    // Three tiles, then two wider ones, each row from margin to margin.
    for (first, last) in [(panels[0], panels[2]), (panels[3], panels[4])] {
      #expect(abs(first.x - ReportLayout.margin) < 0.01)
      #expect(abs(last.x + last.width - ReportLayout.margin - Double(content)) < 0.01)
      #expect(first.y == last.y)
    }
    #expect(panels[3].width > panels[0].width)
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
    #expect(label.spec.text.hasSuffix(locale.ellipsis))
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
    #expect(layout.table.rows.first?.reason?.spec.size == 10)
  }

  // Print type (a 10-point body) takes more pages than the 8.5 points it had; small charts two
  // to a row take fewer (5, 6 and 14 pages with every chart across the page).
  @Test(arguments: [(7, 3), (30, 5), (90, 11)])
  func pageCountsFollowTheData(days: Int, pages: Int) {
    let layout = ReportLayout(model: ReportFixtures.model(days: days), measurer: fonts)
    #expect(layout.pages.count == pages)
  }

  @Test(arguments: [7, 30, 90])
  func everyEntryIsInTheTableOnceInOrderAndEveryTablePageHasItsHeader(days: Int) throws {
    let model = ReportFixtures.model(days: days)
    let layout = ReportLayout(model: model, measurer: fonts)
    let parts = layout.pages.compactMap(\.table)
    #expect(parts.count > (days == 90 ? 2 : 0))
    let rows = parts.flatMap(\.rows)
    let entries = ReportFixtures.entries(days: days)
    #expect(rows.map(\.row.date.spec.text) == entries.map(\.day.description))
    #expect(rows.map { $0.row.reason?.spec.text ?? "" } == entries.map(\.reason))
    let bottom = layout.height - 70  // above the footer
    #expect(!parts.isEmpty && !rows.isEmpty)
    for part in parts {
      #expect(part.headings.map(\.spec.text) == ["Date", "Score", "Words", "Tags", "Reason"])
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

  @Test func theFirstPageHasTheNumbersAndTheLineChartOfTheRange() throws {
    let layout = ReportLayout(model: ReportFixtures.model(days: 30), measurer: fonts)
    let first = layout.pages[0]
    let texts = first.texts.map(\.spec.text)
    // Fixtures.month by hand: 21 of 30 days, mean 20/3, median 7, 4 to 9, streaks 0 and 9.
    for expected in [
      "Mood report", "1–30 Nov 2026 · 30 days", "Days logged", "21 / 30", "Mean score", "6.7",
      "Median score", "7", "Lowest – highest", "4 – 9", "Current streak", "0 days",
      "Longest streak", "9 days",
    ] {
      #expect(texts.contains(expected), "\(expected)")
    }
    let chart = try #require(first.charts.first)
    #expect(chart.layout.body.line != nil, "the first chart is the line chart")
    #expect(abs(chart.frame.width - (layout.width - 80)) < 0.01)
    #expect(abs(chart.layout.bounds.width * chart.scale - chart.frame.width) < 0.01)
  }

  @Test func theChartsAreTheChartsOfMoodChartEachMonthCalendared() {
    let layout = ReportLayout(model: ReportFixtures.model(days: 90), measurer: fonts)
    let titles = layout.pages.flatMap(\.charts).map(\.layout.title.spec.text)
    #expect(
      titles == [
        "Mood score", "Scores", "Mood words", "Tags", "Habits", "Mood calendar · October 2024",
        "Mood calendar · November 2024", "Mood calendar · December 2024", "Mood by weekday",
        "With and without",
      ])
    #expect(layout.pages.flatMap(\.charts).count == 10)
    for page in layout.pages {
      for chart in page.charts {
        #expect(chart.frame.maxY <= layout.height - 70)
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
    // Line, scores, words, tags, habits, then the weekdays and the patterns.
    #expect(messages.count == 7)
    // Low panels: across the page, or beside another at half its width with room for the
    // larger type.
    #expect(messages.allSatisfy { [360, 480].contains($0.layout.bounds.height) })
    let texts = layout.pages.flatMap(\.texts).map(\.spec.text)
    #expect(texts.contains("Entries (0)"))
    #expect(texts.contains("No entries in this range"))
    #expect(layout.pages.allSatisfy { $0.table == nil })
    #expect(layout.pages.count == 2)
  }

  // MARK: - Print: two small charts a row, no text under 8 points

  /// The reports the print rules are checked on: a month and 90 days in English, 90 days in
  /// Chinese on letter paper with the reasons left out, and an empty range.
  private var printed: [(String, ReportModel)] {
    let sample = Fixtures.month
    return [
      ("30 days", ReportFixtures.model(days: 30)),
      ("90 days", ReportFixtures.model(days: 90)),
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
    let pairs = [
      ("Scores", "Mood words"), ("Tags", "Habits"),
      ("Mood calendar · October", "Mood calendar · November"),
    ]
    for (left, right) in pairs {
      let a = try chart(left), b = try chart(right)
      #expect(a.frame.y == b.frame.y, "\(left) beside \(right)")
      #expect(abs(a.frame.width - half) < 0.01 && abs(b.frame.width - half) < 0.01)
      #expect(a.frame.x == 40 && abs(b.frame.x - (40 + half + 14)) < 0.01)
      #expect(a.frame.height == b.frame.height)
      #expect(!a.frame.overlaps(b.frame))
    }
    // The line and the patterns are as wide as the page; a small chart without a partner,
    // as the last month and the weekdays, keeps its half, on the left.
    for title in ["Mood score", "With and without"] {
      #expect(abs(try chart(title).frame.width - content) < 0.01, "\(title)")
    }
    for title in ["Mood calendar · December", "Mood by weekday"] {
      let alone = try chart(title)
      #expect(abs(alone.frame.width - half) < 0.01 && alone.frame.x == 40, "\(title)")
    }
    // No two charts of a page overlap.
    for page in layout.pages {
      for (index, chart) in page.charts.enumerated() {
        for other in page.charts[(index + 1)...] { #expect(!chart.frame.overlaps(other.frame)) }
      }
    }
  }

  @Test func aRowWithoutBarsIsLoweredBySomeToFitThePageAndBarsNever() {
    var lowered = 0
    for (name, model) in printed {
      let planned = (model.chartRows + model.patternChartRows).flatMap(\.charts)
      let laid = ReportLayout(model: model, measurer: fonts).pages.flatMap(\.charts)
      #expect(laid.count == planned.count, "\(name)")
      for (chart, plan) in zip(laid, planned) {
        let height = chart.layout.bounds.height, asked = Double(plan.size.height)
        let bars = [.words, .tags, .habits, .patterns].contains(plan.content.kind)
        #expect(height <= asked, "\(name)")
        #expect(height >= asked * (bars ? 1 : 0.8) - 1, "\(name) \(chart.layout.title.spec.text)")
        if height < asked { lowered += 1 }
      }
    }
    #expect(lowered > 0)
  }

  // MARK: - Patterns

  /// Every text of `layout` with the index of its page, in page order.
  private func pageTexts(_ layout: ReportLayout) -> [(page: Int, text: String)] {
    layout.pages.enumerated().flatMap { index, page in page.texts.map { (index, $0.spec.text) } }
  }

  @Test func thePatternsSectionFollowsTheChartsAndPrecedesTheEntries() throws {
    let layout = ReportLayout(model: ReportFixtures.model(days: 30), measurer: fonts)
    let texts = pageTexts(layout)
    let heading = try #require(texts.firstIndex { $0.text == "Patterns" })
    let entries = try #require(texts.firstIndex { $0.text.hasPrefix("Entries (") })
    #expect(heading < entries)
    // The last calendar is on a page no later than the heading; the two pattern charts follow.
    let charts = layout.pages.enumerated().flatMap { index, page in
      page.charts.map { (page: index, title: $0.layout.title.spec.text) }
    }
    let calendar = try #require(charts.lastIndex { $0.title.hasPrefix("Mood calendar") })
    #expect(charts[calendar].page <= texts[heading].page)
    #expect(
      charts[(calendar + 1)...].map(\.title) == [
        "Mood by weekday", "With and without",
      ])
    #expect(charts[calendar + 1].page >= texts[heading].page)
    // The sentence says what the numbers are, with their day counts, and that they are not causes.
    let note = texts[heading + 1].text
    #expect(
      note.hasPrefix(
        "These are associations in your own record, each with its number of days, not causes"))
    #expect(note.hasSuffix("Items with fewer than 3 days on a side are left out (1)."))
  }

  @Test func thePatternTableListsEveryItemWithThreeDaysASideLargestDifferenceFirst() throws {
    let layout = ReportLayout(model: ReportFixtures.model(days: 30), measurer: fonts)
    let table = layout.patternTable
    #expect(
      table.header.map(\.spec.text) == [
        "Tag, word or habit", "Kind", "With / done", "Without / not done", "Difference",
      ])
    // ChartFixtures.month by hand: happy 91/12 against 49/9 (+2.14), calm 45/8 against 95/13
    // (-1.68), Meditate 64/10 against 24/3 (-1.6), friends 22/3 against 118/18 (+0.78), family
    // 36/5 against 104/16 (+0.7), work 104/16 against 36/5 (-0.7; a tag before a word).
    #expect(
      table.rows.map { $0.texts.map(\.spec.text) } == [
        ["Happy", "Mood word", "7.6 · 12 days", "5.4 · 9 days", "+2.1"],
        ["Calm", "Mood word", "5.6 · 8 days", "7.3 · 13 days", "\u{2212}1.7"],
        ["Meditate", "Habit", "6.4 · 10 days", "8.0 · 3 days", "\u{2212}1.6"],
        ["#friends", "Tag", "7.3 · 3 days", "6.6 · 18 days", "+0.8"],
        ["#family", "Tag", "7.2 · 5 days", "6.5 · 16 days", "+0.7"],
        ["#work", "Tag", "6.5 · 16 days", "7.2 · 5 days", "\u{2212}0.7"],
      ])
    // Every row is placed on a page, in order, under a header.
    let placed = layout.pages.flatMap(\.texts).map(\.spec.text)
    #expect(placed.contains("Tag, word or habit") && placed.contains("8.0 · 3 days"))
  }

  @Test func thePatternsSectionIsInChineseWithItsHeadings() throws {
    let layout = ReportLayout(
      model: ReportFixtures.model(days: 30, options: ReportOptions(locale: .simplifiedChinese)),
      measurer: fonts)
    let texts = pageTexts(layout).map(\.text)
    #expect(texts.contains("规律"))
    #expect(texts.contains { $0.hasPrefix("以下是你自己记录中的关联，并非原因") })
    #expect(
      layout.patternTable.header.map(\.spec.text) == ["标签、心情词或习惯", "类别", "有 / 完成", "无 / 未完成", "差值"])
    #expect(
      layout.patternTable.rows.first?.texts.map(\.spec.text) == [
        "开心", "心情词", "7.6 · 12 天", "5.4 · 9 天", "+2.1",
      ])
    let titles = layout.pages.flatMap(\.charts).map(\.layout.title.spec.text)
    #expect(titles.suffix(2) == ["星期心情", "有与没有"])
  }

  @Test func redactingKeepsThePatternsAndLeavesEveryReasonOut() {
    let model = ReportFixtures.model(days: 90, options: ReportOptions(redactsReasons: true))
    let layout = ReportLayout(model: model, measurer: fonts)
    let texts = layout.pages.flatMap(\.allTexts).map(\.spec.text)
    #expect(texts.contains("Patterns") && !layout.patternTable.rows.isEmpty)
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
    #expect(texts.contains { $0.hasSuffix("\nReasons are left out of this report.") })
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
    let chartTexts = canvas.texts.filter { $0.spec.text.hasPrefix("Mood score") }
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
