import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// The structure of each chart kind, from its layout: bars, ticks, breaks, cells; and that no
/// text of any chart leaves it or overlaps another.
@Suite struct ChartLayoutTests {
  /// A dense chart's dots, blended onto the paper, keep WCAG's 3:1 for graphics on both papers.
  @Test(arguments: [CardTheme.light, .dark])
  func theDenseDotsKeepThreeToOneAgainstThePaper(theme: CardTheme) {
    let palette = ChartPalette(theme: theme)
    let dot = palette.background.mixed(with: palette.line, amount: LineChartLayout.denseAlpha)
    #expect(dot.contrastRatio(with: palette.background) >= 3, "\(dot)")
  }

  private func layout(
    _ kind: ChartKind, days: Int, _ density: ChartFixtures.Density = .full,
    options: ChartOptions = ChartOptions()
  ) throws -> ChartLayout {
    let model = ChartFixtures.model(
      kind, ChartFixtures.sample(days: days, density), options: options)
    return ChartLayout(model: model, measurer: try CardFixtures.fonts())
  }

  // MARK: - Line

  @Test func theLineBreaksAtEveryDayWithoutAnEntry() throws {
    let chart = try layout(.line, days: 7)
    let line = try #require(chart.body.line)
    // Logged 03-26, 03-27, (gap 03-28), 03-29, 03-30, 03-31, (gap 04-01).
    #expect(line.segments.map(\.count) == [2, 3])
    #expect(line.dots.isEmpty)
    #expect(line.markers.count == 5)
    let gap = try #require(line.xTicks.first { $0.tick.day == .at("2026-03-28") })
    #expect(line.segments[0].last.map { $0.x < gap.x } == true)
    #expect(line.segments[1].first.map { $0.x > gap.x } == true)
    #expect(line.yTicks.map(\.score) == Array(1...10))
    #expect(
      line.xTicks.map(\.label.spec.text) == [
        "Thu\n26 Mar", "Fri\n27", "Sat\n28", "Sun\n29", "Mon\n30", "Tue\n31", "Wed\n1 Apr",
      ])
    #expect(line.mean?.label.spec.text == "mean 6.0")
    let six = try #require(line.yTicks.first { $0.score == 6 })
    #expect(line.mean.map { abs($0.y - six.y) < 0.001 } == true)
    #expect(chart.title.spec.text == "Mood score · 26 Mar – 1 Apr 2026")
    #expect(
      chart.subtitle.spec.text
        == "5 of 7 days logged · mean 6.0 · median 6 · lowest 4, highest 8")
  }

  @Test func loneDaysAreDotsAndTheAverageBreaksWhereTheScoresDo() throws {
    let sparse = try layout(.line, days: 30, .sparse)
    let line = try #require(sparse.body.line)
    #expect(line.segments.map(\.count) == [2])
    #expect(line.dots.count == 2)

    let month = try layout(.line, days: 30)
    let full = try #require(month.body.line)
    // November: runs 4-6, 8-12, 15-23, 25-28.
    #expect(full.segments.map(\.count) == [3, 5, 9, 4])
    // The average starts on the 8th, the first day with four logged of its seven, and goes on
    // across the missed days to the end.
    #expect(full.averageSegments.map(\.count) == [23])
    #expect(month.legend.map(\.label.spec.text) == ["Score", "7-day average", "Mean"])
  }

  @Test func aLineOfSixtyDaysIsDotsUnderTheAverageWithADotSwatch() throws {
    let year = ChartFixtures.sample(days: 366, .full)
    func line(days: Int) throws -> ChartLayout {
      let range = DayRange(last: year.range.last, count: days)
      let series = ScoreSeries(
        entries: year.entries, range: range, today: year.today, movingAverage: true)
      return ChartLayout(
        model: ChartModel(.scores(series), range: range, today: year.today),
        measurer: try CardFixtures.fonts())
    }
    let fiftyNine = try line(days: 59), sixty = try line(days: 60)
    let sparse = try #require(fiftyNine.body.line), dense = try #require(sixty.body.line)
    #expect(!sparse.isDense && !sparse.segments.isEmpty)
    #expect(dense.isDense && dense.segments.isEmpty)
    #expect(fiftyNine.legend.first?.swatch == .line(fiftyNine.palette.line))
    #expect(sixty.legend.first?.swatch == .dots(sixty.palette.line))
  }

  @Test func aYearIsTickedByMonth() throws {
    let chart = try layout(.line, days: 366)
    let line = try #require(chart.body.line)
    #expect(
      line.xTicks.map(\.label.spec.text) == [
        "Jan 2024", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
      ])
    // Too dense for a line: every logged day is a dot. 35 gaps (the 10th, 20th and 30th of
    // each month; February has no 30th), and 31 December alone after the gap on the 30th.
    #expect(line.isDense)
    #expect(line.segments.isEmpty)
    #expect(line.markers.count == 366 - 35)
    #expect(line.dots.count == 1)
    #expect(line.averageWidth > line.lineWidth)
  }

  // MARK: - Bars and columns

  @Test func wordBarsAreSortedColouredByValenceAndLabelled() throws {
    let chart = try layout(.words, days: 7)
    let bars = try #require(chart.body.bars)
    #expect(bars.rows.map(\.label.spec.text) == ["Calm", "Happy", "Tired", "Anxious", "Grateful"])
    #expect(bars.rows.map(\.value.spec.text) == ["3", "2", "2", "1", "1"])
    let widths = bars.rows.map(\.bar.width)
    #expect(widths == widths.sorted(by: >))
    #expect(abs(widths[0] / widths[3] - 3) < 0.001)
    let valence = chart.palette.valenceColors
    #expect(
      bars.rows.map(\.color) == [
        valence[.pleasant], valence[.pleasant], valence[.neutral], valence[.unpleasant],
        valence[.pleasant],
      ])
    #expect(chart.legend.map(\.label.spec.text) == ["Pleasant", "Neutral", "Unpleasant"])
    for row in bars.rows {
      #expect(row.label.frame.maxX <= row.bar.x)
      #expect(row.value.frame.x >= row.bar.maxX)
    }
  }

  @Test func wordsBeyondTheLimitAreCountedInTheSubtitle() throws {
    let chart = try layout(.words, days: 366, options: ChartOptions(locale: .simplifiedChinese))
    let bars = try #require(chart.body.bars)
    #expect(bars.rows.count == 8)
    #expect(bars.rows.first?.label.spec.text == "开心")
    #expect(chart.subtitle.spec.text == "共选择 608 次 · 另有 6 个词（167 次）未列出")
  }

  @Test func aLongTagShrinksThenEllipsizesInsideItsColumn() throws {
    let long = String(repeating: "a-very-long-tag-", count: 6)
    let tags = Distribution(items: [
      .init(key: long, label: long, count: 4), .init(key: "work", label: "work", count: 2),
    ])
    let model = ChartModel(.tags(tags), range: DayRange(last: .at("2026-11-29"), count: 7))
    let chart = ChartLayout(model: model, measurer: try CardFixtures.fonts())
    let bars = try #require(chart.body.bars)
    let first = bars.rows[0].label
    #expect(first.spec.text.hasPrefix("#a-very-long-tag") && first.spec.text.hasSuffix("…"))
    #expect(first.spec.size < bars.rows[1].label.spec.size)
    #expect(first.frame.maxX <= bars.rows[0].bar.x)
    #expect(bars.rows[1].label.spec.text == "#work")
  }

  @Test func theHistogramHasTenColumnsInProportion() throws {
    let chart = try layout(.scores, days: 30)
    let columns = try #require(chart.body.columns)
    // November: 4:1, 5:3, 6:5, 7:6, 8:5, 9:1.
    #expect(columns.columns.map(\.score) == Array(1...10))
    #expect(
      columns.columns.map(\.value.spec.text) == ["0", "0", "0", "1", "3", "5", "6", "5", "1", "0"])
    let heights = columns.columns.map(\.bar.height)
    #expect(heights[0] == 0 && heights[9] == 0)
    #expect(abs(heights[6] / heights[3] - 6) < 0.001)
    #expect(columns.columns.allSatisfy { $0.bar.maxY == columns.baseline })
    #expect(columns.columns.map(\.color) == (1...10).map { chart.palette.color(ofScore: $0) })
  }

  @Test func habitBarsShowDoneOverEligibleOnAFullTrack() throws {
    let chart = try layout(.habits, days: 7)
    let bars = try #require(chart.body.bars)
    #expect(bars.rows.map(\.label.spec.text) == ["Walk", "Read", "Stretch (archived)"])
    #expect(bars.rows.map(\.value.spec.text) == ["5/7 · 71%", "3/5 · 60%", "2/7 · 29%"])
    for (row, rate) in zip(bars.rows, [5.0 / 7, 0.6, 2.0 / 7]) {
      let track = try #require(row.track)
      #expect(abs(row.bar.width / track.width - rate) < 0.001)
    }
    let habits = ChartFixtures.sample(days: 7, .full).habits
    #expect(bars.rows.map(\.color) == habits.map(\.color))
    let values = Set(bars.rows.map(\.value.frame.x))
    #expect(values.count == 1)  // one column of numbers
  }

  // MARK: - Calendars

  @Test func aMonthHasOneCellPerDayAndEmptyDaysHaveNoScore() throws {
    let chart = try layout(.calendar, days: 30)
    let calendar = try #require(chart.body.calendar)
    let month = try #require(calendar.months.first)
    #expect(month.cells.count == 30)
    #expect(month.cells.filter { $0.score == nil }.count == 9)
    #expect(month.cells.filter { $0.scoreLabel != nil }.count == 21)
    #expect(month.weekdays.map(\.spec.text) == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    // 1 November 2026 is a Sunday: the last column of the first week.
    let first = month.cells[0], second = month.cells[1]
    #expect(first.day == .at("2026-11-01") && second.frame.x < first.frame.x)
    #expect(second.frame.y > first.frame.y)
    #expect(chart.title.spec.text == "Mood calendar · November 2026")
    #expect(chart.legend.count == 11)
  }

  @Test func weeksStartOnTheLocalesFirstDay() throws {
    let sample = ChartFixtures.sample(days: 30, .full)
    let month = CalendarMonth(
      containing: .at("2026-11-01"), entries: sample.entries,
      firstWeekday: .firstOfWeek(localeIdentifier: "en-US"))
    let model = ChartModel(.month(month), range: sample.range)
    let chart = ChartLayout(model: model, measurer: try CardFixtures.fonts())
    let calendar = try #require(chart.body.calendar)
    #expect(calendar.months[0].weekdays.first?.spec.text == "Sun")
    #expect(calendar.months[0].cells[0].frame.x < calendar.months[0].cells[1].frame.x)
  }

  @Test func daysAfterTodayAreStillToComeAndNotCounted() throws {
    // Fixtures.week: today is 2026-04-01; the year 2026 has 91 days so far, 5 of them logged.
    let chart = try layout(.year, days: 7)
    let calendar = try #require(chart.body.calendar)
    let cells = calendar.months.flatMap(\.cells)
    #expect(cells.filter(\.isFuture).count == 365 - 91)
    #expect(cells.filter(\.isFuture).allSatisfy { $0.day > .at("2026-04-01") && $0.score == nil })
    #expect(chart.subtitle.spec.text == "5 of 91 days logged · mean 6.0")
    let line = try layout(.line, days: 7)
    #expect(line.subtitle.spec.text.hasPrefix("5 of 7 days logged"))
  }

  @Test func aYearInPixelsHasEveryDayOfALeapYear() throws {
    let chart = try layout(.year, days: 366, options: ChartOptions(locale: .simplifiedChinese))
    let calendar = try #require(chart.body.calendar)
    #expect(calendar.months.count == 12)
    #expect(calendar.months.map(\.cells.count).reduce(0, +) == 366)
    #expect(calendar.months.flatMap(\.cells).filter { $0.score == nil }.count == 35)
    #expect(calendar.months.map { $0.title?.spec.text ?? "" }.first == "1月")
    #expect(chart.subtitle.spec.text == "记录了 331 / 366 天 · 平均 4.8")
  }

  // MARK: - Type scale

  @Test(arguments: ChartKind.allCases)
  func printTypeHasNoTextUnderItsMinimumAndItsTicksAtIt(kind: ChartKind) throws {
    // 30 pixels: 8 points on a 1200-pixel chart printed 320 points wide.
    let minimum = 30.0
    let screen = try layout(kind, days: 30)
    var options = ChartOptions()
    options.typeScale = .print(minimumSize: minimum)
    let printed = try layout(kind, days: 30, options: options)
    #expect(!printed.texts.isEmpty, "\(kind)")
    let sizes = printed.texts.map(\.spec.size)
    #expect(sizes.allSatisfy { $0 >= minimum - 1e-9 }, "\(kind): \(sizes.min() ?? 0)")
    // Every size grows by one factor, as far as its room allows: the title keeps its lead.
    #expect(printed.title.spec.size > screen.title.spec.size, "\(kind)")
    #expect(printed.title.spec.size >= minimum * 1.5 - 1e-9, "\(kind)")
    // On a screen text follows the chart alone.
    #expect(screen.texts.map(\.spec.size).min().map { $0 < minimum } == true, "\(kind)")
  }

  @Test func aChartWhoseRangeIsSaidAroundItIsNamedAlone() throws {
    var options = ChartOptions()
    options.titleShowsRange = false
    #expect(try layout(.line, days: 7, options: options).title.spec.text == "Mood score")
    #expect(try layout(.words, days: 7, options: options).title.spec.text == "Mood words")
    // A calendar is named by its month alone.
    let calendar = try layout(.calendar, days: 7, options: options).title.spec.text
    #expect(!calendar.hasPrefix("Mood calendar") && calendar.hasSuffix(" 2026"), "\(calendar)")
  }

  @Test func printTypeLeavesTextLargeEnoughAlreadyAsItIs() throws {
    let screen = try layout(.line, days: 30)
    var options = ChartOptions()
    options.typeScale = .print(minimumSize: 10)
    let printed = try layout(.line, days: 30, options: options)
    #expect(printed == screen)
  }

  // MARK: - Empty data and fitting

  @Test(arguments: ChartKind.allCases.filter { $0 != .calendar && $0 != .year })
  func emptyDataGivesAMessageInsteadOfAxes(kind: ChartKind) throws {
    for locale in CardLocale.allCases {
      let chart = try layout(kind, days: 7, .empty, options: ChartOptions(locale: locale))
      let (panel, text) = try #require(
        chart.body.message, "\(kind) \(locale): expected the empty message, got \(chart.body)")
      let expected: [ChartKind: (String, String)] = [
        .line: ("No entries in this range", "此范围内没有记录"),
        .scores: ("No entries in this range", "此范围内没有记录"),
        .words: ("No mood words in this range", "此范围内没有心情词"),
        .tags: ("No tags in this range", "此范围内没有标签"),
        .habits: ("No habits in this range", "此范围内没有习惯"),
        .days: ("No entries in this range", "此范围内没有记录"),
        .weekdays: ("No entries in this range", "此范围内没有记录"),
        .patterns: (
          "No tag, word or habit has 3 days on each side", "没有标签、心情词或习惯在两侧各有 3 天"
        ),
      ]
      let message = try #require(expected[kind])
      #expect(text.spec.text == (locale == .english ? message.0 : message.1))
      #expect(panel.contains(text.frame))
      #expect(chart.legend.isEmpty)
    }
  }

  @Test func anEmptyCalendarKeepsItsGridOfEmptyDays() throws {
    let chart = try layout(.calendar, days: 7, .empty)
    let calendar = try #require(chart.body.calendar)
    #expect(calendar.months[0].cells.allSatisfy { $0.score == nil })
    #expect(chart.subtitle.spec.text == "No entries in this range")
  }

  @Test(arguments: ChartSnapshotTests.cases)
  func noTextLeavesTheChartOrOverlapsAnother(_ chart: ChartSnapshotTests.Case) throws {
    let layout = ChartLayout(model: chart.model, measurer: try CardFixtures.fonts())
    checkTexts(of: layout, named: chart.name)
  }

  /// The smallest and the most extreme charts: 320 pixels square, very wide and flat, very tall
  /// and narrow, and a range of one day.
  @Test(arguments: ChartKind.allCases)
  func extremeSizesAndOneDayStillFit(kind: ChartKind) throws {
    let fonts = try CardFixtures.fonts()
    for (width, height) in [(320, 320), (4000, 320), (320, 4000)] {
      for locale in CardLocale.allCases {
        let options = ChartOptions(locale: locale, width: width, height: height)
        let model = ChartFixtures.model(
          kind, ChartFixtures.sample(days: 366, .full), options: options)
        checkTexts(
          of: ChartLayout(model: model, measurer: fonts),
          named: "\(kind) \(width)x\(height) \(locale)")
      }
    }
    let week = ChartFixtures.sample(days: 7, .full)
    let oneDay = Fixtures.Sample(
      range: DayRange(last: .at("2026-03-31"), count: 1), today: week.today,
      entries: week.entries, habits: week.habits, completions: week.completions)
    checkTexts(
      of: ChartLayout(model: ChartFixtures.model(kind, oneDay), measurer: fonts),
      named: "\(kind) one day")
  }

  private func checkTexts(
    of layout: ChartLayout, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let texts = layout.texts
    #expect(
      texts.count >= 2, "\(name): the title and subtitle at least", sourceLocation: sourceLocation)
    for problem in layout.textProblems {
      Issue.record("\(name): \(problem)", sourceLocation: sourceLocation)
    }
  }
}
