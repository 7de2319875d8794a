import MoodCore
import Stats
import TestSupport
import Testing

@testable import CardRender

/// What the chart drawing routine draws, recorded instead of rasterized: the same calls every
/// file format gets.
@Suite struct ChartDrawingTests {
  private func record(_ model: ChartModel) throws -> (RecordingCanvas, ChartLayout) {
    let fonts = try CardFixtures.fonts()
    let canvas = RecordingCanvas(measuringWith: fonts)
    let renderer = ChartRenderer(fonts: fonts)
    renderer.draw(model, on: canvas)
    return (canvas, renderer.layout(model))
  }

  private func model(
    _ kind: ChartKind, days: Int, _ density: ChartFixtures.Density = .full,
    locale: CardLocale = .english
  ) -> ChartModel {
    ChartFixtures.model(
      kind, ChartFixtures.sample(days: days, density), options: ChartOptions(locale: locale))
  }

  private func strokes(_ canvas: RecordingCanvas, color: HexColor) -> [Rect] {
    canvas.operations.compactMap {
      if case .stroke(let bounds, let stroke, _) = $0, stroke == RGBA(color) { return bounds }
      return nil
    }
  }

  private func fills(_ canvas: RecordingCanvas, color: HexColor) -> [Rect] {
    canvas.operations.compactMap {
      if case .fill(let bounds, .solid(let fill)) = $0, fill == RGBA(color) { return bounds }
      return nil
    }
  }

  @Test func theLineIsStrokedOncePerRunOfLoggedDays() throws {
    let (canvas, layout) = try record(model(.line, days: 30))
    let palette = layout.palette
    // Runs 4-6, 8-12, 15-23, 25-28, plus the legend's line swatch.
    let lines = strokes(canvas, color: palette.line)
    #expect(lines.count == 4 + 1)
    // The average goes on across the missed days once four of seven are logged: one run from
    // the 8th, plus the legend's swatch.
    #expect(strokes(canvas, color: palette.average).count == 1 + 1)
    // One marker per logged day.
    #expect(fills(canvas, color: palette.line).count == 21)
    let ticks = canvas.texts.map(\.spec.text).filter { Int($0) != nil }
    #expect(ticks.prefix(10) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
  }

  @Test func everyLoggedDayHasTheSameDotAndADenseYearHasNoLine() throws {
    let (canvas, layout) = try record(model(.line, days: 366, .sparse))
    let line = try #require(layout.body.line)
    #expect(line.isDense)
    let faint = RGBA(layout.palette.line, alpha: LineChartLayout.denseAlpha)
    let dots = canvas.operations.compactMap { operation -> Rect? in
      if case .fill(let bounds, .solid(let fill)) = operation, fill == faint { return bounds }
      return nil
    }
    // The legend's three dots, drawn as the days are, then every day's.
    #expect(dots.count == line.markers.count + 3)
    #expect(line.markers.count > line.dots.count)
    #expect(dots.dropFirst(3).allSatisfy { abs($0.width - 2 * line.markerRadius) < 0.001 })
    // No line between the days, and none in the legend.
    #expect(strokes(canvas, color: layout.palette.line).isEmpty)
  }

  @Test func barsAreFilledOncePerItemInTheirColours() throws {
    let (canvas, layout) = try record(model(.words, days: 7))
    let valence = layout.palette.valenceColors
    let pleasant = try #require(valence[.pleasant])
    // Calm, Happy and Grateful, plus the legend swatch.
    #expect(fills(canvas, color: pleasant).count == 3 + 1)
    let texts = canvas.texts.map(\.spec.text)
    #expect(texts.starts(with: ["Mood words · 26 Mar – 1 Apr 2026", "9 choices"]))
    #expect(texts.contains("Grateful"))
  }

  @Test func histogramColumnsAreFilledOnlyForScoresThatOccur() throws {
    let (canvas, layout) = try record(model(.scores, days: 30))
    let filled = (1...10).map { fills(canvas, color: layout.palette.color(ofScore: $0)).count }
    #expect(filled == [0, 0, 0, 1, 1, 1, 1, 1, 1, 0])
  }

  @Test func emptyDaysAreOutlinedAndLoggedDaysFilled() throws {
    let (canvas, layout) = try record(model(.calendar, days: 30))
    let palette = layout.palette
    // Nine days without an entry, plus the legend's "No entry" swatch.
    #expect(strokes(canvas, color: palette.axis).count == 9 + 1)
    let filled = (1...10).map { fills(canvas, color: palette.color(ofScore: $0)).count }
    // November's days by score (4:1, 5:3, 6:5, 7:6, 8:5, 9:1), plus one legend swatch each.
    #expect(filled == [1, 1, 1, 2, 4, 6, 7, 6, 2, 1])
  }

  @Test func anEmptyChartDrawsItsMessageAndNoAxis() throws {
    let (canvas, layout) = try record(model(.line, days: 7, .empty, locale: .simplifiedChinese))
    #expect(canvas.texts.map(\.spec.text).last == "此范围内没有记录")
    #expect(strokes(canvas, color: layout.palette.axis).isEmpty)
    #expect(strokes(canvas, color: layout.palette.grid).isEmpty)
  }

  // MARK: - Days, weekdays and patterns

  @Test func aDayBarIsFilledPerLoggedDayAndAnEmptySlotOutlinedPerOtherDay() throws {
    let (canvas, layout) = try record(model(.days, days: 30))
    let palette = layout.palette
    // November's logged days by score (4:1, 5:3, 6:5, 7:6, 8:5, 9:1).
    let filled = (1...10).map { fills(canvas, color: palette.color(ofScore: $0)).count }
    #expect(filled == [0, 0, 0, 1, 3, 5, 6, 5, 1, 0])
    // Nine days without an entry, plus the legend's "No entry" swatch; none is after today.
    let days = try #require(layout.body.days)
    #expect(days.bars.count == 30)
    #expect(days.bars.filter { $0.score == nil }.count == 9)
    // The x-axis ticks and the baseline are strokes in the axis colour too.
    let slots = strokes(canvas, color: palette.axis).filter { rect in
      days.bars.contains { $0.score == nil && abs($0.frame.x - rect.x) < 2 }
    }
    #expect(slots.count == 9)
    #expect(days.bars.compactMap(\.label).count == 21)
    #expect(try #require(days.mean).value == 140.0 / 21)
  }

  /// The review's first bar of the 30- and 90-day charts 8-10 px from the score labels: at
  /// every range the first bar is at least 20 units right of the labels' right edge (the 7-day
  /// chart's half bar of gutter gives 29), and the last one inside the plot.
  @Test(arguments: [7, 30, 92])
  func theFirstBarStandsClearOfTheScoreLabels(days: Int) throws {
    let (_, layout) = try record(model(.days, days: days))
    let chart = try #require(layout.body.days)
    let first = try #require(chart.bars.first), last = try #require(chart.bars.last)
    let labels = try #require(chart.yTicks.map(\.label.frame.maxX).max())
    #expect(
      first.frame.x - labels >= 20 * layout.unit,
      "\(days) days: \((first.frame.x - labels) / layout.unit) units")
    #expect(first.frame.x > chart.plot.x && last.frame.maxX < chart.plot.maxX)
  }

  @Test func dayBarsStandOnTheBaselineAndReachTheirScore() throws {
    let (_, layout) = try record(model(.days, days: 7))
    let days = try #require(layout.body.days)
    // The week: 6, 7, -, 4, 5, 8, - (03-28 missing, today 04-01 not logged yet).
    #expect(days.bars.map(\.score) == [6, 7, nil, 4, 5, 8, nil])
    let logged = days.bars.filter { $0.score != nil }
    #expect(logged.allSatisfy { abs($0.frame.maxY - days.plot.maxY) < 0.001 })
    // Heights in proportion to the scores on a 0-10 scale.
    let unit = logged[0].frame.height / 6
    for bar in logged { #expect(abs(bar.frame.height - unit * Double(bar.score ?? 0)) < 0.001) }
  }

  @Test func daysStillToComeAreFainterSlots() throws {
    let week = ChartFixtures.sample(days: 7, .full)
    let series = ScoreSeries(entries: week.entries, range: week.range, today: week.today)
    let model = ChartModel(.days(series), range: week.range, today: .at("2026-03-30"))
    let (canvas, layout) = try record(model)
    let days = try #require(layout.body.days)
    // 03-31 and 04-01 are after this today; 03-31's score still draws.
    #expect(days.bars.map(\.isFuture) == [false, false, false, false, false, true, true])
    let future = strokes(canvas, color: layout.palette.grid).filter { rect in
      days.bars.contains { $0.isFuture && abs($0.frame.x - rect.x) < 2 }
    }
    #expect(future.count == 1)
  }

  @Test func aDaysChartRefusesMoreThanNinetyTwoDays() throws {
    let renderer = ChartRenderer(fonts: try CardFixtures.fonts())
    let year = ChartFixtures.sample(days: 366, .full)
    for count in [93, 366] {
      let range = DayRange(last: year.range.last, count: count)
      let series = ScoreSeries(entries: year.entries, range: range, today: year.today)
      #expect(throws: RenderError.tooManyDays(count: count, limit: 92)) {
        try renderer.render(ChartModel(.days(series), range: range), as: .png)
      }
    }
    let quarter = ChartFixtures.sample(days: 92, .full)
    let series = ScoreSeries(entries: quarter.entries, range: quarter.range, today: quarter.today)
    #expect(
      try !renderer.render(ChartModel(.days(series), range: quarter.range), as: .png)
        .data.isEmpty)
    #expect(
      RenderError.tooManyDays(count: 366, limit: 92).description.contains("at most 92 days"))
  }

  @Test func weekdayColumnsFollowTheLocalesWeekWithTheirDayCounts() throws {
    let month = ChartFixtures.sample(days: 30, .full)
    let weekdays = WeekdayScores(entries: month.entries, range: month.range)
    for (first, names) in [
      (Weekday.monday, ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]),
      (Weekday.sunday, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]),
    ] {
      let model = ChartModel(
        .weekdays(weekdays), range: month.range, today: month.today,
        options: ChartOptions(firstWeekday: first))
      let (canvas, layout) = try record(model)
      let columns = try #require(layout.body.weekdays)
      #expect(columns.columns.map(\.name.spec.text) == names)
      // By hand (PatternsTests.aMonthByWeekday): Mon 3, Tue 2, Wed 4, Thu 4, Fri 3, Sat 2, Sun 3.
      let counts = ["Mon": 3, "Tue": 2, "Wed": 4, "Thu": 4, "Fri": 3, "Sat": 2, "Sun": 3]
      #expect(columns.columns.map(\.days.spec.text) == names.map { "\(counts[$0] ?? 0) days" })
      // Sat 17/2 = 8.5 is the tallest column; its colour is score 9's (8.5 rounds up).
      let tallest = try #require(columns.columns.max { $0.bar.height < $1.bar.height })
      #expect(tallest.weekday == .saturday && tallest.value.spec.text == "8.5")
      #expect(fills(canvas, color: layout.palette.color(ofScore: 9)).count == 1)
    }
  }

  /// The review: the weekday columns ran from 0 to about 6 with nothing to read them against.
  @Test func weekdayColumnsStandOnLightGridLinesAtZeroFiveAndTen() throws {
    let (canvas, layout) = try record(model(.weekdays, days: 30))
    let weekdays = try #require(layout.body.weekdays)
    #expect(weekdays.gridLines.map(\.score) == [0, 5, 10])
    #expect(weekdays.gridLines.map(\.label.spec.text) == ["0", "5", "10"])
    let zero = weekdays.gridLines[0].y, five = weekdays.gridLines[1].y
    let ten = weekdays.gridLines[2].y
    #expect(abs(zero - weekdays.baseline) < 0.001)
    #expect(abs((zero - five) - (five - ten)) < 0.001 && ten < five)
    // A column's top is its mean on that scale.
    for column in weekdays.columns {
      guard let mean = column.tally.mean else { continue }
      #expect(abs(column.bar.y - (zero - (zero - ten) * mean / 10)) < 0.001)
    }
    // The lines are light, across the columns, and their labels sit left of every column.
    let lines = strokes(canvas, color: layout.palette.grid).filter { $0.height < 2 }
    #expect(lines.count == 3)
    let firstColumn = weekdays.columns.map(\.bar.x).min() ?? 0
    #expect(weekdays.gridLines.allSatisfy { $0.label.frame.maxX < firstColumn })
  }

  @Test func aWeekdayWithoutALoggedDayHasNoColumnAndADash() throws {
    let (_, layout) = try record(model(.weekdays, days: 7))
    let columns = try #require(layout.body.weekdays)
    // The week has nothing on Wednesday (04-01 not yet logged) or Saturday (03-28).
    let empty = columns.columns.filter { $0.tally.days == 0 }
    #expect(empty.map(\.weekday) == [.wednesday, .saturday])
    #expect(empty.allSatisfy { $0.bar.height == 0 && $0.value.spec.text == "–" })
    #expect(empty.allSatisfy { $0.days.spec.text == "0 days" })
  }

  /// The review: at 92 days a day without an entry was a 6 px speck on the baseline.
  @Test func aDayWithoutAnEntryIsAReadableSlotEvenAtNinetyTwoDays() throws {
    let (_, layout) = try record(model(.days, days: 92))
    let days = try #require(layout.body.days)
    let missing = days.bars.filter { $0.score == nil }
    #expect(!missing.isEmpty)
    let barWidth = try #require(days.bars.first { $0.score != nil }).frame.width
    #expect(barWidth < DayBarChartLayout.minimumSlot * layout.unit)
    for slot in missing {
      // Wider than a bar, as wide as the day allows, and taller than the smallest side.
      #expect(slot.frame.width > barWidth)
      #expect(slot.frame.height >= 1.4 * DayBarChartLayout.minimumSlot * layout.unit - 0.001)
      #expect(abs(slot.frame.maxY - days.plot.maxY) < 0.001)
    }
    // Slots never touch the bars beside them.
    for (a, b) in zip(days.bars, days.bars.dropFirst()) { #expect(a.frame.maxX < b.frame.x) }
  }

  /// The review: the English subtitle was cut with "· …", losing "31 more not shown".
  @Test func aLongSubtitleWrapsToASecondLineRatherThanBeingCut() throws {
    let month = ChartFixtures.sample(days: 30, .full)
    let patterns = Patterns(
      entries: month.entries, habits: month.habits, completions: month.completions,
      vocabulary: ChartFixtures.vocabulary, range: month.range, today: month.today)
    let model = ChartModel(
      .patterns(patterns, limit: 3), range: month.range, today: month.today,
      options: ChartOptions(width: 320, height: 900))
    let (_, layout) = try record(model)
    let subtitle = layout.subtitle
    #expect(subtitle.metrics.lineCount == 2)
    #expect(!subtitle.metrics.isEllipsized && !subtitle.spec.text.contains("…"))
    #expect(subtitle.spec.text == ChartParts(model: model, palette: layout.palette).subtitle)
    #expect(subtitle.frame.maxX <= layout.bounds.maxX)
    #expect(layout.legend.allSatisfy { $0.label.frame.y >= subtitle.frame.maxY })
  }

  @Test func patternBarsDivergeFromZeroLabelledWithBothMeansAndCounts() throws {
    let (canvas, layout) = try record(model(.patterns, days: 30))
    let patterns = try #require(layout.body.patterns)
    // ChartFixtures.month: tags friends 3/18, family 5/16, work 16/5; words happy 12/9, calm
    // 8/13; Meditate 10/3. low (1 day) is left out.
    #expect(
      patterns.rows.map(\.label.spec.text) == [
        "#friends", "#family", "#work", "Happy", "Calm", "Meditate",
      ])
    #expect(patterns.headings.map(\.spec.text) == ["Tags", "Mood words", "Habits"])
    #expect(
      layout.subtitle.spec.text.hasSuffix("items with fewer than 3 days on a side left out"))
    let palette = layout.palette
    for row in patterns.rows {
      let difference = try #require(row.pattern.difference)
      let full = difference > 0 ? palette.higherMean : palette.lowerMean
      #expect(row.color == (row.isFaded ? palette.faded(full) : full))
      if difference > 0 {
        #expect(abs(row.bar.x - patterns.zero) < 0.001)
      } else {
        #expect(abs(row.bar.maxX - patterns.zero) < 0.001)
      }
    }
    // happy: 91/12 = 7.58 against 49/9 = 5.44.
    let happy = patterns.rows[3]
    #expect(happy.with.spec.text == "with 7.6 · 12 days")
    #expect(happy.without.spec.text == "without 5.4 · 9 days")
    #expect(happy.value.spec.text == "+2.1")
    // Meditate: done 64/10 = 6.4, not done 24/3 = 8.
    #expect(patterns.rows[5].with.spec.text == "done 6.4 · 10 days")
    #expect(patterns.rows[5].without.spec.text == "not done 8.0 · 3 days")
    #expect(patterns.rows[5].value.spec.text == "\u{2212}1.6")
    // The largest difference has the longest bar.
    #expect(patterns.rows.max { $0.bar.width < $1.bar.width }?.label.spec.text == "Happy")
    let bars =
      fills(canvas, color: palette.higherMean).count + fills(canvas, color: palette.lowerMean).count
    #expect(bars == 2 + 2)  // Happy and Calm, and two legend swatches
  }

  /// The review: a bar from 3 days ("with 9.7 · 3 days") was drawn as strongly as one from 20.
  @Test func patternBarsOfFewerThanSevenDaysOnASideAreFadedAndTheLegendSaysSo() throws {
    let (canvas, layout) = try record(model(.patterns, days: 30))
    let patterns = try #require(layout.body.patterns)
    let palette = layout.palette
    // friends 3/18, family 5/16, work 16/5 and Meditate 10/3 have a side under 7 days.
    #expect(
      patterns.rows.filter(\.isFaded).map(\.label.spec.text) == [
        "#friends", "#family", "#work", "Meditate",
      ])
    for row in patterns.rows {
      #expect(row.isFaded == (min(row.pattern.with.days, row.pattern.without.days) < 7))
    }
    let legend = try #require(layout.legend.last)
    #expect(legend.label.spec.text == "Faded: fewer than 7 days with or without")
    #expect(
      legend.swatch
        == .fill(
          palette.faded(palette.higherMean),
          edge: palette.outline(ofScore: ChartPalette.higherMeanScore).map(palette.faded)))
    // Two faded bars right of zero and the legend's swatch; two faded bars left of it.
    #expect(fills(canvas, color: palette.faded(palette.higherMean)).count == 2 + 1)
    #expect(fills(canvas, color: palette.faded(palette.lowerMean)).count == 2)
    // A faded bar is clearly lighter than a full one on the paper.
    #expect(
      palette.faded(palette.lowerMean).contrastRatio(with: palette.background)
        < palette.lowerMean.contrastRatio(with: palette.background) / 2)
  }

  @Test func aPatternsChartWhoseEveryItemHasAWeekOnEachSideHasNoFadedLegend() throws {
    let year = ChartFixtures.sample(days: 366, .full)
    let patterns = Patterns(
      entries: year.entries, habits: year.habits, completions: year.completions,
      vocabulary: ChartFixtures.vocabulary, range: year.range, today: year.today)
    let (_, layout) = try record(
      ChartModel(.patterns(patterns, limit: 3), range: year.range, today: year.today))
    let rows = try #require(layout.body.patterns).rows
    #expect(!rows.isEmpty && rows.allSatisfy { !$0.isFaded })
    #expect(layout.legend.count == 2)
  }

  @Test(arguments: [ChartKind.days, .patterns, .scores, .weekdays])
  func everyScoreColouredShapeFaintOnLightPaperHasAnOutlineOfThreeToOne(kind: ChartKind) throws {
    let (canvas, layout) = try record(model(kind, days: 30))
    let palette = layout.palette
    let faint = (1...10).filter {
      palette.color(ofScore: $0).contrastRatio(with: palette.background)
        < ScorePalette.graphicContrast
    }
    var outlined = 0
    for score in faint {
      let edge = try #require(palette.outline(ofScore: score))
      #expect(edge.contrastRatio(with: palette.background) >= ScorePalette.graphicContrast)
      let edges = strokes(canvas, color: edge)
      for shape in fills(canvas, color: palette.color(ofScore: score)) {
        // Its edge is stroked just inside it.
        #expect(
          edges.contains {
            $0.x >= shape.x - 0.01 && $0.maxX <= shape.maxX + 0.01 && $0.y >= shape.y - 0.01
              && $0.maxY <= shape.maxY + 0.01 && $0.width >= shape.width - 3 * layout.unit
          }, "score \(score)'s shape at \(shape) has no edge")
        outlined += 1
      }
    }
    #expect(outlined > 0)
  }

  @Test func theLimitKeepsTheLargestDifferencesOfEachKind() throws {
    let month = ChartFixtures.sample(days: 30, .full)
    let patterns = Patterns(
      entries: month.entries, habits: month.habits, completions: month.completions,
      vocabulary: ChartFixtures.vocabulary, range: month.range, today: month.today)
    let model = ChartModel(.patterns(patterns, limit: 1), range: month.range, today: month.today)
    let (_, layout) = try record(model)
    let bars = try #require(layout.body.patterns)
    // Of each kind the largest: friends (+0.8), happy (+2.1), Meditate (-1.6).
    #expect(bars.rows.map(\.label.spec.text) == ["#friends", "Happy", "Meditate"])
    // The items not drawn, past the limit or with too few days, are counted once, under the
    // bars: the subtitle gives the rule, with no count.
    #expect(
      layout.subtitle.spec.text.hasSuffix("items with fewer than 3 days on a side left out"))
    #expect(!layout.subtitle.spec.text.contains("not shown"))
    #expect(!layout.subtitle.spec.text.contains("1 left out"))
    #expect(bars.note?.spec.text == "4 more not shown")
  }

  /// The review's 365-day chart said "2 left out with fewer than 3 days on a side" over the bars
  /// and "14 more not shown" under them, and drew 3 of 5 habits without a word of the other
  /// two: one count of what is not drawn, under the bars, and every habit drawn or named there.
  @Test(arguments: [(30, 800), (366, 900), (366, 1400)], CardLocale.allCases)
  func aPatternsChartCountsWhatItLeavesOutOnceAndNamesTheHabitsLeftOut(
    chart: (days: Int, height: Int), locale: CardLocale
  ) throws {
    let (days, height) = chart
    let sample = ChartFixtures.sample(days: days, .full)
    let patterns = Patterns(
      entries: sample.entries, habits: sample.habits, completions: sample.completions,
      vocabulary: ChartFixtures.vocabulary, range: sample.range, today: sample.today)
    let model = ChartModel(
      .patterns(patterns, limit: 10), range: sample.range, today: sample.today,
      options: ChartOptions(locale: locale, height: height))
    let (_, layout) = try record(model)
    let bars = try #require(layout.body.patterns)
    let drawn = Set(bars.rows.map(\.pattern.id))
    let missing = patterns.all.filter { !drawn.contains($0.id) }
    if days == 366 && height == 900 {
      #expect(missing.contains { $0.kind == .habit }, "no habit was left out to test")
    }
    // The subtitle gives the rule, the minimum days and no count.
    func numbers(_ text: String) -> [String] {
      text.split { !($0.isASCII && $0.isNumber) }.map(String.init)
    }
    let subtitleNumbers = numbers(layout.subtitle.spec.text)
    #expect(
      subtitleNumbers.allSatisfy { $0 == String(Patterns.minimumDays) }, "\(subtitleNumbers)")
    guard !missing.isEmpty else {
      #expect(bars.note == nil)
      return
    }
    let note = try #require(bars.note)
    #expect(note.spec.text.contains("\(missing.count) "), "\(note.spec.text)")
    #expect(!note.metrics.isEllipsized)
    let noteCount = numbers(note.spec.text)
    let named = patterns.habits.filter { !drawn.contains($0.id) }
    for habit in patterns.habits {
      #expect(drawn.contains(habit.id) || note.spec.text.contains(habit.label), "\(habit.label)")
    }
    // The note's one number is the count, unless a habit's name holds digits.
    if named.allSatisfy({ !$0.label.contains(where: \.isNumber) }) {
      #expect(noteCount == [String(missing.count)], "\(note.spec.text)")
    }
    #expect(layout.bounds.contains(note.frame))
  }

  @Test func aPatternsChartTooSmallForItsRowsLeavesTheSmallestDifferencesOutAndSaysSo() throws {
    let year = ChartFixtures.sample(days: 366, .full)
    let patterns = Patterns(
      entries: year.entries, habits: year.habits, completions: year.completions,
      vocabulary: ChartFixtures.vocabulary, range: year.range, today: year.today)
    let model = ChartModel(
      .patterns(patterns, limit: 30), range: year.range, today: year.today,
      options: ChartOptions(width: 320, height: 320))
    let (_, layout) = try record(model)
    let bars = try #require(layout.body.patterns)
    #expect(bars.hiddenCount > 0)
    let drawn = Set(bars.rows.map(\.pattern.id))
    let missing = patterns.all.filter { !drawn.contains($0.id) }
    let note = try #require(bars.note?.spec.text)
    #expect(note.hasPrefix("\(missing.count) more not shown"), "\(note)")
    for habit in missing where habit.kind == .habit { #expect(note.contains(habit.label)) }
    #expect(layout.texts.filter { $0.spec.text.contains("not shown") }.count == 1)
    // Under a limit no kind reaches, every item is either drawn or counted as hidden, and what
    // is kept has differences at least as large as any left out.
    #expect(bars.rows.count + bars.hiddenCount == patterns.comparable.count)
    let shown = Set(bars.rows.map(\.pattern.id))
    let kept = bars.rows.map { abs($0.pattern.difference ?? 0) }.min() ?? 0
    let dropped = patterns.comparable.filter { !shown.contains($0.id) }
    #expect(dropped.allSatisfy { abs($0.difference ?? 0) <= kept + 1e-9 })
  }

  /// A 320-px chart in Chinese over a year boundary: its title, with both years, shrinks to
  /// fit, and its strokes keep the chart's own widths (unit 0.4: grid 0.4, axis 0.6), not the
  /// title's 92 %.
  @Test func strokesKeepTheirWidthsWhenTheTitleShrinks() throws {
    let range = DayRange(last: Fixtures.day("2026-01-10"), count: 22)
    let entries = range.enumerated().filter { $0.offset % 3 != 1 }.map { offset, day in
      Fixtures.entry(day, 3 + offset % 6)
    }
    let series = ScoreSeries(entries: entries, range: range, today: range.last)
    let model = ChartModel(
      .scores(series), range: range, today: range.last,
      options: ChartOptions(locale: .simplifiedChinese, width: 320, height: 320))
    let (canvas, layout) = try record(model)
    #expect(layout.unit == 0.4)
    #expect(layout.title.spec.size < 34 * layout.unit)
    let widths = { (color: HexColor) in
      Set(
        canvas.operations.compactMap {
          if case .stroke(_, let stroke, let width) = $0, stroke == RGBA(color) {
            return (width * 1000).rounded() / 1000
          }
          return nil
        })
    }
    #expect(widths(layout.palette.grid) == [0.4])
    #expect(widths(layout.palette.axis) == [0.6])
  }
}
