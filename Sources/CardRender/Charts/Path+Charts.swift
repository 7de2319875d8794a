extension Path {
  /// A line through `points`, in order.
  static func polyline(_ points: [Point]) -> Path {
    var path = Path()
    for (index, point) in points.enumerated() {
      if index == 0 { path.move(to: point) } else { path.line(to: point) }
    }
    return path
  }

  /// A horizontal dashed line from `x0` to `x1` at `y`: dashes `dash` long with `gap` between.
  static func dashedLine(y: Double, from x0: Double, to x1: Double, dash: Double, gap: Double)
    -> Path
  {
    var path = Path()
    var x = x0
    while x < x1 {
      path.move(to: Point(x: x, y: y))
      path.line(to: Point(x: min(x + dash, x1), y: y))
      x += dash + gap
    }
    return path
  }
}
