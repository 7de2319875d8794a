import CardRender
import MoodCore
import Stats
import TestSupport
import Testing

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
    #expect(strokes(canvas, color: palette.average).count == 4 + 1)
    // One marker per logged day.
    #expect(fills(canvas, color: palette.line).count == 21)
    let ticks = canvas.texts.map(\.spec.text).filter { Int($0) != nil }
    #expect(ticks.prefix(10) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"])
  }

  @Test func everyLoggedDayHasTheSameDotAndADenseYearHasNoLine() throws {
    let (canvas, layout) = try record(model(.line, days: 366, .sparse))
    let line = try #require(layout.body.line)
    #expect(line.isDense)
    let faint = RGBA(layout.palette.line, alpha: 0.45)
    let dots = canvas.operations.compactMap { operation -> Rect? in
      if case .fill(let bounds, .solid(let fill)) = operation, fill == faint { return bounds }
      return nil
    }
    #expect(dots.count == line.markers.count)
    #expect(line.markers.count > line.dots.count)
    #expect(dots.allSatisfy { abs($0.width - 2 * line.markerRadius) < 0.001 })
    // Only the legend's swatch is stroked in the score's colour: no line between the days.
    #expect(strokes(canvas, color: layout.palette.line).count == 1)
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
