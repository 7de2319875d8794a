import CCairo
import CPangoCairo

/// The canvas that draws with cairo, on whichever surface it was given. Owns the `cairo_t`.
final class CairoCanvas: Canvas {
  private let handle: OpaquePointer
  private let fonts: FontLibrary
  private var closed = false

  /// A canvas on `surface`, drawing in card units magnified by `scale`.
  init(surface: CairoSurface, scale: Double, fonts: FontLibrary) throws {
    let cr = surface.withUnsafeHandle { cairo_create($0) }
    guard let cr else {
      throw RenderError.cairo(operation: "creating a drawing context", status: "out of memory")
    }
    do { try CairoStatus.check(cairo_status(cr), "creating a drawing context") } catch {
      cairo_destroy(cr)
      throw error
    }
    cairo_scale(cr, scale, scale)
    cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
    handle = cr
    self.fonts = fonts
  }

  deinit { cairo_destroy(handle) }

  /// Checks that every drawing call succeeded; cairo records the first error in the context.
  /// - Throws: `RenderError.cairo` with that error.
  func close() throws {
    guard !closed else { return }
    closed = true
    try CairoStatus.check(cairo_status(handle), "drawing the card")
  }

  func measure(_ text: TextSpec) -> TextMetrics { fonts.measure(text) }

  func lineStarts(_ text: TextSpec) -> [Int] { fonts.lineStarts(text) }

  func fill(_ path: Path, with paint: Paint) {
    trace(path)
    switch paint {
    case .solid(let color):
      setSource(color)
      cairo_fill(handle)
    case .linearGradient(let start, let end, let from, let to):
      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
      fillWithGradient(
        pattern, stops: [GradientStop(offset: 0, color: from), GradientStop(offset: 1, color: to)])
    case .radialGradient(let center, let radius, let stops):
      let pattern = cairo_pattern_create_radial(center.x, center.y, 0, center.x, center.y, radius)
      fillWithGradient(pattern, stops: stops)
    }
  }

  func stroke(_ path: Path, color: RGBA, lineWidth: Double) {
    trace(path)
    setSource(color)
    cairo_set_line_width(handle, lineWidth)
    cairo_set_line_cap(handle, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(handle, CAIRO_LINE_JOIN_ROUND)
    cairo_stroke(handle)
  }

  func draw(_ text: TextSpec, at origin: Point, color: RGBA) {
    let layout = fonts.layout(for: text)
    setSource(color)
    cairo_move_to(handle, origin.x, origin.y)
    layout.draw(on: handle)
  }

  func drawing(in frame: Rect, scale: Double, _ body: (any Canvas) -> Void) {
    cairo_save(handle)
    cairo_rectangle(handle, frame.x, frame.y, frame.width, frame.height)
    cairo_clip(handle)
    cairo_translate(handle, frame.x, frame.y)
    cairo_scale(handle, scale, scale)
    body(self)
    // Restoring brings back the transformation and the clip saved above.
    cairo_restore(handle)
  }

  /// Ends the page drawn so far and starts a blank one of the same size: a new page of a PDF.
  /// The transformation and the clip carry over.
  func showPage() {
    cairo_show_page(handle)
  }

  private func fillWithGradient(_ pattern: OpaquePointer?, stops: [GradientStop]) {
    guard let pattern else { return }
    for stop in stops {
      let color = stop.color
      cairo_pattern_add_color_stop_rgba(
        pattern, stop.offset, color.red, color.green, color.blue, color.alpha)
    }
    cairo_set_source(handle, pattern)
    cairo_fill(handle)
    cairo_pattern_destroy(pattern)
  }

  private func setSource(_ color: RGBA) {
    cairo_set_source_rgba(handle, color.red, color.green, color.blue, color.alpha)
  }

  private func trace(_ path: Path) {
    cairo_new_path(handle)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(handle, p.x, p.y)
      case .line(let p): cairo_line_to(handle, p.x, p.y)
      case .curve(let a, let b, let c): cairo_curve_to(handle, a.x, a.y, b.x, b.y, c.x, c.y)
      case .arc(let center, let radius, let from, let to):
        cairo_arc(handle, center.x, center.y, radius, from, to)
      case .close: cairo_close_path(handle)
      }
    }
  }
}
