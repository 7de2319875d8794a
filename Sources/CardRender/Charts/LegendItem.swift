import MoodCore

/// One entry of a chart's legend: a swatch and its name.
struct LegendItem: Sendable, Equatable {
  /// How the swatch is drawn.
  enum Swatch: Sendable, Equatable {
    /// A filled square, with an edge when its colour is faint on the background.
    case fill(HexColor, edge: HexColor? = nil)
    /// A short solid line.
    case line(HexColor)
    /// Three faint dots in a line's room: the days of a dense line chart.
    case dots(HexColor)
    /// A short dashed line.
    case dashed(HexColor)
    /// An empty square with an outline: a day without an entry.
    case outline(HexColor)
  }

  /// What is drawn before the label: a fill, an outline, a line or a dashed line.
  let swatch: Swatch
  /// The swatch's box.
  let frame: Rect
  /// The name of what the swatch stands for, after it.
  let label: PlacedText

  /// Lays out `items` from `origin`, shrinking their type until one row fits in `maxWidth`;
  /// at `minimumSize` a legend still too wide breaks into rows, an item never split.
  static func rows(
    _ items: [(Swatch, String)], origin: Point, maxWidth: Double, size: Double,
    minimumSize: Double, language: String, color: HexColor, measurer: any TextMeasuring
  ) -> [LegendItem] {
    var size = size
    func width(_ swatch: Swatch, side: Double) -> Double {
      switch swatch {
      case .line, .dots, .dashed: return side * 2
      case .fill, .outline: return side
      }
    }
    while true {
      let swatch = size * 0.9, inner = size * 0.45, outer = size * 1.4
      let measured = items.map { item in
        (item, measurer.measure(TextSpec(item.1, size: size, language: language)))
      }
      let total =
        measured.reduce(0) { $0 + width($1.0.0, side: swatch) + inner + $1.1.width }
        + outer * Double(items.count - 1)
      let smaller = size * 0.9
      if total > maxWidth, smaller >= minimumSize {
        size = smaller
        continue
      }
      let height = measured.map(\.1.height).max() ?? 0
      var x = origin.x, y = origin.y
      return measured.map { item, metrics in
        let itemWidth = width(item.0, side: swatch) + inner + metrics.width
        if x > origin.x, x + itemWidth > origin.x + maxWidth {
          x = origin.x
          y += height * 1.25
        }
        let box = Rect(
          x: x, y: y + (height - swatch) / 2, width: width(item.0, side: swatch), height: swatch)
        let label = PlacedText(
          spec: TextSpec(item.1, size: size, language: language),
          origin: Point(x: box.maxX + inner, y: y), metrics: metrics, color: color)
        x = label.frame.maxX + outer
        return LegendItem(swatch: item.0, frame: box, label: label)
      }
    }
  }
}
