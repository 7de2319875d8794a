/// How large a chart's text is against the rest of it.
///
/// On a screen a chart's text grows and shrinks with the chart. Printed small, as the report
/// prints its charts, that text would come out too small to read, so print names the smallest
/// size the chart's text may have, in chart pixels (the printed minimum over the points a pixel
/// takes on paper): every type size grows by one factor until the tick labels reach it, and no
/// text, shrunk to fit or sized to its row, goes below it.
///
/// ```swift
/// // A 1200-pixel chart printed 250 points wide, nothing under 8 points.
/// var options = ChartOptions()
/// options.typeScale = .print(minimumSize: 8 / (250 / 1200))
/// ```
enum ChartTypeScale: Sendable, Equatable {
  /// Text scales with the chart and shrinks with its room.
  case screen
  /// No text under `minimumSize` chart pixels: the type grows with the tick labels to it.
  case print(minimumSize: Double)

  /// The smallest a legend shrinks to on a screen before it breaks into rows, in pixels.
  static let screenLegendMinimum = 8.0
}
