import MoodCore
import Stats

/// Month grids laid out: one large month with day numbers and scores, or twelve small ones
/// ("a year in pixels"). A logged day is filled with its score's colour; a day without an entry
/// is an empty outlined square; days of neighbouring months are left out.
struct CalendarLayout: Sendable, Equatable {
  /// One day's square.
  struct Cell: Sendable, Equatable {
    /// The day the cell stands for.
    let day: Day
    /// The square.
    let frame: Rect
    /// The day's score, or `nil` when it has no entry.
    let score: Int?
    /// Whether the day is after today (still to come rather than missing) or outside the
    /// chart's range: drawn faint, not counted.
    let isFuture: Bool
    /// The day of the month, in a month large enough to show it.
    let dayLabel: PlacedText?
    /// The score, in a month large enough to show it.
    let scoreLabel: PlacedText?
  }

  /// One month's grid.
  struct Month: Sendable, Equatable {
    /// The year of the month, with `month` naming it in the title.
    let year: Int
    /// The month, 1...12.
    let month: Int
    /// The month's name above the grid, in a year.
    let title: PlacedText?
    /// The weekday headings, in column order.
    let weekdays: [PlacedText]
    /// The month's days; padding days of other months are not included.
    let cells: [Cell]
  }

  /// The months, January first in a year.
  let months: [Month]
  /// The corner radius of a day's square.
  let cornerRadius: Double
  /// The width of an empty day's outline.
  let outlineWidth: Double

  /// One month, large: weekday names, day numbers and scores.
  init(month: CalendarMonth, today: Day?, in rect: Rect, context: ChartContext) {
    let u = context.metrics.unit
    let headerSize = context.metrics.tickSize
    let header =
      context.measurer.measure(
        TextSpec("Mon 周一", size: headerSize, language: context.language)
      ).height + 10 * u
    let rows = Double(month.weeks.count)
    let cell = min(rect.width / 7, (rect.height - header) / rows, 160 * u)
    let gridX = rect.x + (rect.width - 7 * cell) / 2
    // Weekday names when every one fits its column, else their initials.
    let names = month.weekdays.map { context.locale.weekdayAbbreviation($0) }
    let widest =
      names.map {
        context.measurer.measure(TextSpec($0, size: headerSize, language: context.language)).width
      }.max() ?? 0
    let built = CalendarLayout.month(
      month, today: today, origin: Point(x: gridX, y: rect.y), cell: cell, title: nil,
      headers: widest <= cell * 0.9
        ? names : month.weekdays.map { context.locale.weekdayInitial($0) },
      headerSize: context.metrics.legible(min(headerSize, cell * 0.6)), headerGap: 10 * u,
      numbers: true,
      context: context)
    months = [built]
    cornerRadius = cell * 0.14
    outlineWidth = max(1.5 * u, 1)
  }

  /// A year: twelve small months, in whichever of 2, 3, 4, 6 or 12 columns gives the largest
  /// days (four across on a landscape chart, three on a portrait one).
  init(year: CalendarYear, today: Day?, in rect: Rect, context: ChartContext) {
    let u = context.metrics.unit
    let titleSize = context.metrics.labelSize * 0.9
    let titleHeight = context.measurer.measure(
      TextSpec("September 九月", size: titleSize, weight: .bold, language: context.language)
    ).height
    let padding = 14 * u
    let largestInitial = context.metrics.tickSize * 0.85
    let initialHeight = context.measurer.measure(
      TextSpec("M 一", size: largestInitial, language: context.language)
    ).height
    func grid(columns: Int) -> (columns: Int, width: Double, height: Double, cell: Double) {
      let rows = (year.months.count + columns - 1) / columns
      let width = rect.width / Double(columns), height = rect.height / Double(rows)
      let cell = min(
        (width - 2 * padding) / 7, (height - titleHeight - initialHeight - 3 * padding / 2) / 6)
      return (columns, width, height, max(cell, 2))
    }
    let layouts = [2, 3, 4, 6, 12].map(grid)
    let best = layouts.max { $0.cell < $1.cell } ?? grid(columns: 4)
    let cell = best.cell
    let gridWidth = 7 * cell
    // A report's year from December to December has two Decembers: across two calendar years
    // each month is named with its year ("Dec 2025", "2025年12月"), short so that it fits.
    let acrossYears = year.months.first?.year != year.months.last?.year
    months = year.months.enumerated().map { index, month in
      let column = index % best.columns, row = index / best.columns
      let x = rect.x + Double(column) * best.width + (best.width - gridWidth) / 2
      let y = rect.y + Double(row) * best.height
      let title = FittedText(
        TextSpec(
          acrossYears
            ? context.locale.monthTick(month.month, year: month.year)
            : context.locale.monthName(month.month), size: titleSize, weight: .bold,
          language: context.language),
        maxWidth: gridWidth + (best.width - gridWidth) / 2,
        minimumSize: context.metrics.shrunk(titleSize), measurer: context.measurer
      ).placed(at: Point(x: x, y: y), color: context.palette.text)
      return CalendarLayout.month(
        month, today: today, origin: Point(x: x, y: y + titleHeight + padding / 2), cell: cell,
        title: title,
        headers: month.weekdays.map { context.locale.weekdayInitial($0) },
        headerSize: context.metrics.legible(min(largestInitial, cell * 0.6)), headerGap: 4 * u,
        numbers: false,
        context: context)
    }
    cornerRadius = cell * 0.2
    outlineWidth = max(1 * u, 0.75)
  }

  /// A month's grid with its weekday headings from `origin`, each day a `cell` square less
  /// a gap.
  private static func month(
    _ month: CalendarMonth, today: Day?, origin: Point, cell: Double, title: PlacedText?,
    headers: [String],
    headerSize: Double, headerGap: Double, numbers: Bool, context: ChartContext
  ) -> Month {
    let palette = context.palette
    let weekdays = headers.enumerated().map { column, name in
      let text = context.text(name, size: headerSize, color: palette.secondaryText)
      return text.moved(
        x: origin.x + (Double(column) + 0.5) * cell - text.metrics.width / 2, y: origin.y)
    }
    let headerHeight = (weekdays.map(\.metrics.height).max() ?? 0) + headerGap
    let gap = max(cell * 0.08, 1)
    var cells: [Cell] = []
    for (row, week) in month.weeks.enumerated() {
      for (column, day) in week.enumerated() where day.isInMonth {
        let frame = Rect(
          x: origin.x + Double(column) * cell + gap / 2,
          y: origin.y + headerHeight + Double(row) * cell + gap / 2, width: cell - gap,
          height: cell - gap)
        var dayLabel: PlacedText?, scoreLabel: PlacedText?
        let isFuture = (today.map { day.day > $0 } ?? false) || !day.isInRange
        if numbers {
          let ink =
            day.score.map(palette.ink(onScore:))
            ?? (isFuture ? palette.axis : palette.secondaryText)
          let number = context.text(
            String(day.day.day), size: context.metrics.legible(frame.width * 0.17), color: ink)
          dayLabel = number.moved(x: frame.x + frame.width * 0.1, y: frame.y + frame.width * 0.07)
          if let score = day.score {
            let text = context.text(
              String(score), size: context.metrics.legible(frame.width * 0.34), weight: .bold,
              color: palette.ink(onScore: score))
            // Below the day's number, which print type may have made large for the cell.
            let below = dayLabel.map(\.frame.maxY) ?? frame.y
            scoreLabel = text.moved(
              x: frame.center.x - text.metrics.width / 2,
              y: min(
                max(frame.y + frame.height * 0.58 - text.metrics.height / 2, below),
                frame.maxY - text.metrics.height))
          }
        }
        cells.append(
          Cell(
            day: day.day, frame: frame, score: day.score, isFuture: isFuture, dayLabel: dayLabel,
            scoreLabel: scoreLabel))
      }
    }
    return Month(
      year: month.year, month: month.month, title: title, weekdays: weekdays, cells: cells)
  }
}
