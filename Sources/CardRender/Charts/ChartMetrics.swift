/// The type sizes and spacing of a chart, scaled with its size: a 1200 x 700 chart has unit 1.
/// The type sizes are multiplied by `typeFactor`, which a printed chart's `ChartTypeScale`
/// raises.
struct ChartMetrics {
  /// The scale of everything, within 0.4...3: the longer side over 1200, held down by the width
  /// over 900 on a narrow chart and the height over 450 on a flat one.
  let unit: Double
  /// What every type size is multiplied by: 1 on a screen, more when printed small.
  let typeFactor: Double
  /// The smallest size any text is set at: shrinking to fit stops here, sizes taken from a
  /// row's height or a cell's width are raised to it. None on a screen, where text shrinks with
  /// its room.
  let minimumTextSize: Double

  init(width: Double, height: Double, typeScale: ChartTypeScale = .screen) {
    let unit = min(max(min(max(width, height) / 1200, width / 900, height / 450), 0.4), 3)
    self.unit = unit
    switch typeScale {
    case .screen:
      typeFactor = 1
      minimumTextSize = 0
    case .print(let minimumSize):
      // The tick labels are the smallest text a chart sets on purpose.
      typeFactor = max(1, minimumSize / (ChartMetrics.tick * unit))
      minimumTextSize = minimumSize
    }
  }

  private static let tick = 17.0

  var margin: Double { 44 * unit }
  var titleSize: Double { 34 * unit * typeFactor }
  var subtitleSize: Double { 21 * unit * typeFactor }
  var legendSize: Double { 18 * unit * typeFactor }
  var tickSize: Double { ChartMetrics.tick * unit * typeFactor }
  var labelSize: Double { 22 * unit * typeFactor }
  var messageSize: Double { 30 * unit * typeFactor }
  var gap: Double { 16 * unit }
  /// The smallest a fitted text shrinks to before it is ellipsized, as a share of its size.
  var shrinkLimit: Double { 0.75 }

  /// `size`, or the minimum text size when that is larger.
  func legible(_ size: Double) -> Double { max(size, minimumTextSize) }

  /// The size a text of `size` may shrink to when it does not fit: `shrinkLimit` of it, but
  /// never under the minimum text size.
  func shrunk(_ size: Double) -> Double { legible(size * shrinkLimit) }
}
