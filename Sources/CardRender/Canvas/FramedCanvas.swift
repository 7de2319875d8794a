/// A canvas drawing onto another in a frame of its own: every point is scaled by `scale` and
/// moved by `origin`, every length and type size scaled. The fallback of
/// `Canvas.drawing(in:scale:_:)` for canvases that cannot transform; it cannot clip.
struct FramedCanvas: Canvas {
  /// The canvas drawn on.
  let base: any Canvas
  /// Where the frame's top-left corner lies on `base`.
  let origin: Point
  /// `base`'s units per unit of this canvas.
  let scale: Double

  /// Measures as `base` would, in this canvas's units.
  func measure(_ text: TextSpec) -> TextMetrics {
    var metrics = base.measure(scaled(text))
    metrics.width /= scale
    metrics.height /= scale
    metrics.baseline /= scale
    return metrics
  }

  func lineStarts(_ text: TextSpec) -> [Int] { base.lineStarts(scaled(text)) }

  func fill(_ path: Path, with paint: Paint) {
    base.fill(placed(path), with: placed(paint))
  }

  func stroke(_ path: Path, color: RGBA, lineWidth: Double) {
    base.stroke(placed(path), color: color, lineWidth: lineWidth * scale)
  }

  func draw(_ text: TextSpec, at point: Point, color: RGBA) {
    base.draw(scaled(text), at: placed(point), color: color)
  }

  private func placed(_ point: Point) -> Point {
    Point(x: origin.x + point.x * scale, y: origin.y + point.y * scale)
  }

  private func placed(_ path: Path) -> Path {
    var result = Path()
    for element in path.elements {
      switch element {
      case .move(let p): result.move(to: placed(p))
      case .line(let p): result.line(to: placed(p))
      case .curve(let a, let b, let c):
        result.curve(to: placed(c), control1: placed(a), control2: placed(b))
      case .arc(let center, let radius, let from, let to):
        result.arc(center: placed(center), radius: radius * scale, from: from, to: to)
      case .close: result.close()
      }
    }
    return result
  }

  private func placed(_ paint: Paint) -> Paint {
    switch paint {
    case .solid: return paint
    case .linearGradient(let start, let end, let from, let to):
      return .linearGradient(start: placed(start), end: placed(end), from: from, to: to)
    case .radialGradient(let center, let radius, let stops):
      return .radialGradient(center: placed(center), radius: radius * scale, stops: stops)
    }
  }

  private func scaled(_ text: TextSpec) -> TextSpec {
    var text = text
    text.size *= scale
    text.width = text.width.map { $0 * scale }
    return text
  }
}
