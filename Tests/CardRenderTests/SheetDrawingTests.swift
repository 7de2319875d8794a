import MoodCore
import Stats
import Testing

@testable import CardRender

/// The sheet of cards, laid out and recorded instead of rasterized.
@Suite struct SheetDrawingTests {
  private func sheet(logged: [Int], theme: CardTheme = .light) throws -> CardSheet {
    let november = DayRange(monthOf: Day(dayNumber: 20_758))  // 2026-11-01
    let cards = try logged.map {
      CardModel(day: november.first.adding(days: $0 - 1), score: try Score($0 % 10 + 1))
    }
    return try CardSheet(
      range: november, cards: cards, firstWeekday: .monday, options: CardOptions(theme: theme))
  }

  @Test func theSheetIsTitledWithTheMonthAndCountsTheDaysLogged() throws {
    let fonts = try CardFixtures.fonts()
    let layout = SheetLayout(sheet: try sheet(logged: [1, 2, 5]), measurer: fonts)
    #expect(layout.title.spec.text == "November 2026")
    #expect(layout.subtitle.spec.text == "3 of 30 days logged  ·  mean 3.7")
    #expect(layout.weekdays.map(\.spec.text) == ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])
    #expect(layout.squares.count == 42)
    #expect(layout.warnings.isEmpty)
  }

  @Test func everySquareAndTextIsInsideTheSheetWithoutOverlapping() throws {
    let fonts = try CardFixtures.fonts()
    let layout = SheetLayout(sheet: try sheet(logged: Array(1...30)), measurer: fonts)
    #expect(layout.squares.count >= 30)
    for square in layout.squares {
      #expect(layout.bounds.contains(square.frame))
      #expect(layout.bounds.contains(square.label.frame))
      #expect(!square.label.frame.overlaps(square.frame))
    }
    let frames = layout.squares.map(\.frame)
    for (index, frame) in frames.enumerated() {
      for other in frames[(index + 1)...] { #expect(!frame.overlaps(other)) }
    }
    #expect(layout.bounds.contains(layout.footer.frame))
  }

  @Test func aMissedDayIsAnEmptyOutlineAndADayToComeAFaintTint() throws {
    let fonts = try CardFixtures.fonts()
    let november = DayRange(monthOf: Day(dayNumber: 20_758))
    let sheet = try CardSheet(
      range: november, cards: [CardModel(day: november.first, score: try Score(7))],
      firstWeekday: .monday, options: CardOptions(), today: november.first.adding(days: 9))
    let layout = SheetLayout(sheet: sheet, measurer: fonts)
    let inMonth = layout.squares.filter(\.isInRange)
    #expect(inMonth.filter { $0.card == nil && !$0.isFuture }.count == 9)
    #expect(inMonth.filter(\.isFuture).count == 20)
    let canvas = RecordingCanvas(measuringWith: fonts)
    CardRenderer(fonts: fonts).draw(sheet, on: canvas)
    let outlines = canvas.operations.filter {
      if case .stroke(_, let color, _) = $0 { return color == RGBA(layout.palette.axis) }
      return false
    }
    let tints = canvas.operations.filter {
      if case .fill(_, .solid(let fill)) = $0 {
        return fill == RGBA(layout.palette.grid, alpha: 0.5)
      }
      return false
    }
    #expect(outlines.count == 9)
    #expect(tints.count == 20)
  }

  @Test func eachLoggedDayIsItsCardDrawnScaledIntoItsSquare() throws {
    let fonts = try CardFixtures.fonts()
    let sheet = try sheet(logged: [3, 4, 17])
    let canvas = RecordingCanvas(measuringWith: fonts)
    CardRenderer(fonts: fonts).draw(sheet, on: canvas)
    let layout = SheetLayout(sheet: sheet, measurer: fonts)
    let logged = layout.squares.filter { $0.card != nil }
    #expect(logged.map(\.day.day) == [3, 4, 17])
    #expect(canvas.frames == logged.map(\.frame))
    #expect(abs(layout.thumbnailScale * 1080 - SheetLayout.squareWidth) < 0.001)
    // Inside each frame, the card's own drawing, scaled: its date line among the texts, set
    // in the card's own sizes and placed inside the square.
    let date = try #require(
      canvas.texts.first { $0.spec.text == "Tuesday, 17 November 2026" })
    #expect(logged[2].frame.contains(date.frame))
    #expect(date.frame.height < date.metrics.height)
  }
}
