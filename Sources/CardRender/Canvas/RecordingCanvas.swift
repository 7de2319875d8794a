/// A canvas that draws nothing and records every call, so tests can check what a card holds
/// (which texts, how many shapes, where) without looking at pixels.
///
/// Inside `drawing(in:scale:_:)` calls are recorded where they land on the canvas: bounds and
/// text frames are moved and scaled into the frame.
final class RecordingCanvas: Canvas {
  /// One recorded drawing call.
  enum Operation: Sendable, Equatable {
    /// A filled shape, by the bounds of its path.
    case fill(bounds: Rect, paint: Paint)
    /// A stroked line, by the bounds of its path.
    case stroke(bounds: Rect, color: RGBA, lineWidth: Double)
    /// A text, with the box it was set in.
    case text(TextSpec, frame: Rect, color: RGBA, metrics: TextMetrics)
  }

  /// The calls so far, in order.
  private(set) var operations: [Operation] = []
  /// The frames given to `drawing(in:scale:_:)` so far, in order, in canvas units.
  private(set) var frames: [Rect] = []
  private let measurer: any TextMeasuring
  /// The current frame's origin and scale, in canvas units.
  private var origin = Point(x: 0, y: 0)
  private var scale = 1.0

  /// A canvas that measures text with `measurer`.
  init(measuringWith measurer: any TextMeasuring) {
    self.measurer = measurer
  }

  /// The texts drawn, in order.
  var texts: [(spec: TextSpec, frame: Rect, metrics: TextMetrics)] {
    operations.compactMap {
      if case .text(let spec, let frame, _, let metrics) = $0 { return (spec, frame, metrics) }
      return nil
    }
  }

  func measure(_ text: TextSpec) -> TextMetrics { measurer.measure(text) }

  func lineStarts(_ text: TextSpec) -> [Int] { measurer.lineStarts(text) }

  func fill(_ path: Path, with paint: Paint) {
    operations.append(.fill(bounds: placed(path.bounds), paint: paint))
  }

  func stroke(_ path: Path, color: RGBA, lineWidth: Double) {
    operations.append(
      .stroke(bounds: placed(path.bounds), color: color, lineWidth: lineWidth * scale))
  }

  func draw(_ text: TextSpec, at origin: Point, color: RGBA) {
    let metrics = measurer.measure(text)
    let frame = Rect(
      x: origin.x, y: origin.y, width: text.width ?? metrics.width, height: metrics.height)
    operations.append(.text(text, frame: placed(frame), color: color, metrics: metrics))
  }

  func drawing(in frame: Rect, scale: Double, _ body: (any Canvas) -> Void) {
    let saved = (origin, self.scale)
    let placedFrame = placed(frame)
    frames.append(placedFrame)
    origin = Point(x: placedFrame.x, y: placedFrame.y)
    self.scale *= scale
    body(self)
    (origin, self.scale) = saved
  }

  /// `rect` in canvas units.
  private func placed(_ rect: Rect) -> Rect {
    Rect(
      x: origin.x + rect.x * scale, y: origin.y + rect.y * scale, width: rect.width * scale,
      height: rect.height * scale)
  }
}
