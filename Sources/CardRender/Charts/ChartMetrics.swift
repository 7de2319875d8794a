/// The type sizes and spacing of a chart, scaled with its size: a 1200 x 700 chart has unit 1.
struct ChartMetrics {
  /// The scale of everything, within 0.4...3: the longer side over 1200, held down by the width
  /// over 900 on a narrow chart and the height over 450 on a flat one.
  let unit: Double

  init(width: Double, height: Double) {
    unit = min(max(min(max(width, height) / 1200, width / 900, height / 450), 0.4), 3)
  }

  var margin: Double { 44 * unit }
  var titleSize: Double { 34 * unit }
  var subtitleSize: Double { 21 * unit }
  var legendSize: Double { 18 * unit }
  var tickSize: Double { 17 * unit }
  var labelSize: Double { 22 * unit }
  var messageSize: Double { 30 * unit }
  var gap: Double { 16 * unit }
  /// The smallest a fitted text shrinks to before it is ellipsized, as a share of its size.
  var shrinkLimit: Double { 0.75 }
}
