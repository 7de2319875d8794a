/// The small drawing interface a card is drawn through.
///
/// `CairoCanvas` draws pixels (PNG) or a PDF, `SVGCanvas` writes an SVG file; `RecordingCanvas`
/// records what was drawn for tests.
/// The drawing routine only ever talks to this protocol, so every output format and the tests
/// see the same calls.
protocol Canvas: TextMeasuring {
  /// Fills `path` with `paint`.
  func fill(_ path: Path, with paint: Paint)
  /// Strokes `path` with round caps and joins.
  func stroke(_ path: Path, color: RGBA, lineWidth: Double)
  /// Draws `text` with the top-left of its layout box at `origin` (its width box, when it has
  /// a width).
  func draw(_ text: TextSpec, at origin: Point, color: RGBA)
  /// Runs `body` with a canvas whose drawing calls use a frame of their own: its origin is
  /// `frame`'s top-left corner, its units are `scale` of this canvas's, and nothing shows
  /// outside `frame`. This canvas is as before when `body` returns. This is how a whole picture
  /// (a chart laid out at its own size) is placed on a larger one (a report's page).
  ///
  /// A canvas that does not implement it gets `FramedCanvas`, which moves and scales every
  /// call onto it but cannot clip.
  func drawing(in frame: Rect, scale: Double, _ body: (any Canvas) -> Void)
}

extension Canvas {
  func drawing(in frame: Rect, scale: Double, _ body: (any Canvas) -> Void) {
    body(FramedCanvas(base: self, origin: Point(x: frame.x, y: frame.y), scale: scale))
  }
}
