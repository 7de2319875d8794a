/// A canvas that draws nothing and records every call, so tests can check what a card holds
/// (which texts, how many shapes, where) without looking at pixels.
public final class RecordingCanvas: Canvas {
  /// One recorded drawing call.
  public enum Operation: Sendable, Equatable {
    /// A filled shape, by the bounds of its path.
    case fill(bounds: Rect, paint: Paint)
    /// A stroked line, by the bounds of its path.
    case stroke(bounds: Rect, color: RGBA, lineWidth: Double)
    /// A text, with the box it was set in.
    case text(TextSpec, frame: Rect, color: RGBA, metrics: TextMetrics)
    /// The start of a group drawn moved to `origin`, magnified by `scale` and clipped to
    /// `clip`; the group's calls follow in their own units, up to `.endGroup`.
    case beginGroup(origin: Point, scale: Double, clip: Rect)
    /// The end of the latest group.
    case endGroup
  }

  /// The calls so far, in order.
  public private(set) var operations: [Operation] = []
  private let measurer: any TextMeasuring

  /// A canvas that measures text with `measurer`.
  public init(measuringWith measurer: any TextMeasuring) {
    self.measurer = measurer
  }

  /// The texts drawn, in order.
  public var texts: [(spec: TextSpec, frame: Rect, metrics: TextMetrics)] {
    operations.compactMap {
      if case .text(let spec, let frame, _, let metrics) = $0 { return (spec, frame, metrics) }
      return nil
    }
  }

  public func measure(_ text: TextSpec) -> TextMetrics { measurer.measure(text) }

  public func fill(_ path: Path, with paint: Paint) {
    operations.append(.fill(bounds: path.bounds, paint: paint))
  }

  public func stroke(_ path: Path, color: RGBA, lineWidth: Double) {
    operations.append(.stroke(bounds: path.bounds, color: color, lineWidth: lineWidth))
  }

  public func draw(_ text: TextSpec, at origin: Point, color: RGBA) {
    let metrics = measurer.measure(text)
    let frame = Rect(
      x: origin.x, y: origin.y, width: text.width ?? metrics.width, height: metrics.height)
    operations.append(.text(text, frame: frame, color: color, metrics: metrics))
  }

  public func drawing(at origin: Point, scale: Double, clippedTo clip: Path, _ body: () -> Void) {
    operations.append(.beginGroup(origin: origin, scale: scale, clip: clip.bounds))
    body()
    operations.append(.endGroup)
  }
}
