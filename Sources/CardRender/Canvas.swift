/// The small drawing interface a card is drawn through.
///
/// `CairoCanvas` draws pixels or vectors; `RecordingCanvas` records what was drawn for tests.
/// The drawing routine only ever talks to this protocol, so every output format and the tests
/// see the same calls.
public protocol Canvas: TextMeasuring {
  /// Fills `path` with `paint`.
  func fill(_ path: Path, with paint: Paint)
  /// Strokes `path` with round caps and joins.
  func stroke(_ path: Path, color: RGBA, lineWidth: Double)
  /// Draws `text` with the top-left of its layout box at `origin` (its width box, when it has
  /// a width).
  func draw(_ text: TextSpec, at origin: Point, color: RGBA)
  /// Runs `body`, whose drawing lands inside `clip`, moved to `origin` and magnified by `scale`:
  /// how a sheet draws whole cards as thumbnails with the card's own drawing routine.
  func drawing(at origin: Point, scale: Double, clippedTo clip: Path, _ body: () -> Void)
}
