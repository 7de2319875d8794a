import FoundationEssentials

/// A vector outline in card units: the shapes a canvas fills or strokes.
struct Path: Sendable, Equatable {
  /// One step of a path.
  enum Element: Sendable, Equatable {
    /// Starts a new sub-path at a point.
    case move(Point)
    /// A straight line to a point.
    case line(Point)
    /// A cubic Bézier curve through two control points to a point.
    case curve(Point, Point, Point)
    /// A circular arc around a centre, from one angle to another (radians, clockwise on screen).
    case arc(center: Point, radius: Double, from: Double, to: Double)
    /// Closes the current sub-path.
    case close
  }

  /// The steps, in order.
  private(set) var elements: [Element] = []

  /// An empty path.
  init() {}

  /// Starts a new sub-path at `point`.
  mutating func move(to point: Point) { elements.append(.move(point)) }
  /// Adds a straight line to `point`.
  mutating func line(to point: Point) { elements.append(.line(point)) }
  /// Adds a cubic Bézier curve to `point`.
  mutating func curve(to point: Point, control1: Point, control2: Point) {
    elements.append(.curve(control1, control2, point))
  }
  /// Adds a circular arc.
  mutating func arc(center: Point, radius: Double, from start: Double, to end: Double) {
    elements.append(.arc(center: center, radius: radius, from: start, to: end))
  }
  /// Closes the current sub-path.
  mutating func close() { elements.append(.close) }

  /// A full circle of `radius` around `center`: one closed arc, filled or stroked as one shape.
  static func circle(center: Point, radius: Double) -> Path {
    var path = Path()
    path.arc(center: center, radius: radius, from: 0, to: 2 * Double.pi)
    path.close()
    return path
  }

  /// A rectangle with square corners.
  static func rect(_ rect: Rect) -> Path {
    var path = Path()
    path.move(to: Point(x: rect.x, y: rect.y))
    path.line(to: Point(x: rect.maxX, y: rect.y))
    path.line(to: Point(x: rect.maxX, y: rect.maxY))
    path.line(to: Point(x: rect.x, y: rect.maxY))
    path.close()
    return path
  }

  /// A rectangle with corners rounded by `radius` (clamped to half the shorter side).
  static func roundedRect(_ rect: Rect, radius: Double) -> Path {
    let r = min(radius, rect.width / 2, rect.height / 2)
    var path = Path()
    path.arc(center: Point(x: rect.maxX - r, y: rect.y + r), radius: r, from: -.pi / 2, to: 0)
    path.arc(center: Point(x: rect.maxX - r, y: rect.maxY - r), radius: r, from: 0, to: .pi / 2)
    path.arc(center: Point(x: rect.x + r, y: rect.maxY - r), radius: r, from: .pi / 2, to: .pi)
    path.arc(center: Point(x: rect.x + r, y: rect.y + r), radius: r, from: .pi, to: 1.5 * .pi)
    path.close()
    return path
  }

  /// The smallest rectangle holding every point and arc of the path.
  var bounds: Rect {
    var xs: [Double] = [], ys: [Double] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p):
        xs.append(p.x)
        ys.append(p.y)
      case .curve(let a, let b, let c):
        xs += [a.x, b.x, c.x]
        ys += [a.y, b.y, c.y]
      case .arc(let center, let radius, _, _):
        xs += [center.x - radius, center.x + radius]
        ys += [center.y - radius, center.y + radius]
      case .close:
        break
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
