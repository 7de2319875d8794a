extension PlacedText {
  /// The text moved so its top-left corner is at `x`, `y`.
  func moved(x: Double, y: Double) -> PlacedText {
    var moved = self
    moved.origin = Point(x: x, y: y)
    return moved
  }
}
