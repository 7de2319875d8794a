import MoodCore

/// Where a calendar chart draws one day, as fractions of the picture's width and height from
/// its top-left corner, so that a page showing the picture at any size can make the day a link.
package struct DaySquare: Sendable, Equatable, Encodable {
  /// The day the square stands for.
  package let day: Day
  /// The day's score, or `nil` when it has no entry.
  package let score: Int?
  /// The square's left edge and top edge, 0...1.
  package let x: Double, y: Double
  /// The square's width and height, 0...1.
  package let width: Double, height: Double
}

extension ChartRenderer {
  /// The squares of the days in a calendar or year chart of `model` (`mood serve`'s
  /// `calendar.json`); none for the other kinds.
  package func daySquares(_ model: ChartModel) -> [DaySquare] {
    let layout = layout(model)
    guard case .calendar(let calendar) = layout.body else { return [] }
    let bounds = layout.bounds
    return calendar.months.flatMap(\.cells).map { cell in
      DaySquare(
        day: cell.day, score: cell.score, x: (cell.frame.x - bounds.x) / bounds.width,
        y: (cell.frame.y - bounds.y) / bounds.height, width: cell.frame.width / bounds.width,
        height: cell.frame.height / bounds.height)
    }
  }
}
