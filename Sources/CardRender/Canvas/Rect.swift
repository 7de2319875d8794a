/// A point in card units (1/1080 of the card's width at scale 1; y grows downwards).
struct Point: Sendable, Hashable {
  /// Across, from the left edge.
  var x: Double
  /// Down, from the top edge.
  var y: Double

  /// The point at `x`, `y`.
  init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// An axis-aligned rectangle in card units.
struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// The left edge.
  var x: Double
  /// The top edge.
  var y: Double
  /// The width, never negative.
  var width: Double
  /// The height, never negative.
  var height: Double

  /// The rectangle with its top-left corner at `x`, `y`.
  init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The right edge.
  var maxX: Double { x + width }
  /// The bottom edge.
  var maxY: Double { y + height }
  /// The centre.
  var center: Point { Point(x: x + width / 2, y: y + height / 2) }

  /// Whether the two rectangles share any area (touching edges do not count).
  func overlaps(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// Whether `other` lies wholly inside this rectangle, allowing `tolerance` for rounding.
  func contains(_ other: Rect, tolerance: Double = 0.01) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }

  /// The rectangle grown by `amount` on every side (shrunk when negative).
  func insetBy(_ amount: Double) -> Rect {
    Rect(x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  var description: String { "(\(x), \(y), \(width) x \(height))" }
}
