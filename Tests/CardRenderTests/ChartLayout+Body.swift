@testable import CardRender

/// The chart of each kind inside a layout's body, or `nil`, so a test writes
/// `try #require(chart.body.line)` instead of matching the case.
extension ChartLayout.Body {
  var line: LineChartLayout? {
    if case .line(let line) = self { return line }
    return nil
  }

  var bars: BarChartLayout? {
    if case .bars(let bars) = self { return bars }
    return nil
  }

  var columns: ColumnChartLayout? {
    if case .columns(let columns) = self { return columns }
    return nil
  }

  var calendar: CalendarLayout? {
    if case .calendar(let calendar) = self { return calendar }
    return nil
  }

  var days: DayBarChartLayout? {
    if case .days(let days) = self { return days }
    return nil
  }

  var weekdays: WeekdayChartLayout? {
    if case .weekdays(let weekdays) = self { return weekdays }
    return nil
  }

  var patterns: PatternChartLayout? {
    if case .patterns(let patterns) = self { return patterns }
    return nil
  }

  /// The panel and the text of a chart with nothing to draw.
  var message: (panel: Rect, text: PlacedText)? {
    if case .message(let panel, let text) = self { return (panel, text) }
    return nil
  }
}
