import MoodCore

/// One entry of a chart's legend: a swatch and its name.
struct LegendItem: Sendable, Equatable {
  /// How the swatch is drawn.
  enum Swatch: Sendable, Equatable {
    /// A filled square, with an edge when its colour is faint on the background.
    case fill(HexColor, edge: HexColor? = nil)
    /// A short solid line.
    case line(HexColor)
    /// A short dashed line.
    case dashed(HexColor)
    /// An empty square with an outline: a day without an entry.
    case outline(HexColor)
  }

  /// What is drawn before the label: a fill, an outline, a line or a dashed line.
  let swatch: Swatch
  /// The swatch's box.
  let frame: Rect
  /// The name.
  let label: PlacedText

  /// Lays out `items` in one row from `origin`, shrinking their type until the row fits in
  /// `maxWidth`.
  static func row(
    _ items: [(Swatch, String)], origin: Point, maxWidth: Double, size: Double,
    language: String, color: HexColor, measurer: any TextMeasuring
  ) -> [LegendItem] {
    var size = size
    while true {
      let swatch = size * 0.9, inner = size * 0.45, outer = size * 1.4
      let measured = items.map { item in
        (item, measurer.measure(TextSpec(item.1, size: size, language: language)))
      }
      func width(_ swatchKind: Swatch) -> Double {
        switch swatchKind {
        case .line, .dashed: return swatch * 2
        case .fill, .outline: return swatch
        }
      }
      let total =
        measured.reduce(0) { $0 + width($1.0.0) + inner + $1.1.width }
        + outer * Double(items.count - 1)
      if total <= maxWidth || size < 8 {
        var x = origin.x
        let height = measured.map(\.1.height).max() ?? 0
        return measured.map { item, metrics in
          let box = Rect(
            x: x, y: origin.y + (height - swatch) / 2, width: width(item.0), height: swatch)
          let spec = TextSpec(item.1, size: size, language: language)
          let label = PlacedText(
            spec: spec, origin: Point(x: box.maxX + inner, y: origin.y), metrics: metrics,
            color: color)
          x = label.frame.maxX + outer
          return LegendItem(swatch: item.0, frame: box, label: label)
        }
      }
      size *= 0.9
    }
  }
}
