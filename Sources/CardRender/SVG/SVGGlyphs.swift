import CCairo
import CPangoCairo
import FoundationEssentials

/// The glyphs an SVG file sets its text with, each written once into the file's definitions:
/// an outline as a `<path>`, a colour emoji as a PNG `<image>`. Text is drawn as the bundled
/// fonts' outlines, not as `<text>`, so that the picture is the same in every viewer whatever
/// fonts it has, as cairo's SVG surface did.
///
/// A glyph's id is `g` with the number of its font (in the order fonts are first used) and its
/// index in the font: `g1-36`.
final class SVGGlyphs {
  private struct Key: Hashable {
    let font: OpaquePointer
    let glyph: UInt32
  }

  /// The definitions written so far.
  private(set) var definitions = SVGBytes()
  /// The first error met, when a glyph could not be written.
  private(set) var failure: RenderError?
  /// Each glyph's id, or nil for one with nothing to draw (a space).
  private var ids: [Key: String?] = [:]
  /// Each scaled font's number, from 1. A reference is held on every one, so that no other
  /// font can take its address while the file is written.
  private var fontNumbers: [OpaquePointer: Int] = [:]
  /// A context on a pixel of its own, where cairo traces the outlines.
  private lazy var tracer: OpaquePointer? = {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
    defer { cairo_surface_destroy(surface) }
    return cairo_create(surface)
  }()

  /// How many pixels a colour emoji's picture has for each unit of the drawing.
  private let emojiDensity: Double

  /// Glyphs for a file whose drawing units are `scale` of its pixels: an emoji's picture has
  /// twice the file's pixels, sharp on a screen of twice the density.
  init(scale: Double) {
    emojiDensity = 2 * scale
  }

  deinit {
    if let tracer { cairo_destroy(tracer) }
    for font in fontNumbers.keys { cairo_scaled_font_destroy(font) }
  }

  /// The id of `glyph` of the Pango font `font`, defined on its first use; nil when it draws
  /// nothing.
  func id(of glyph: UInt32, in font: OpaquePointer) -> String? {
    guard let scaled = pango_cairo_font_get_scaled_font(font) else { return nil }
    let key = Key(font: scaled, glyph: glyph)
    if let known = ids[key] { return known }
    let number: Int
    if let known = fontNumbers[scaled] {
      number = known
    } else {
      cairo_scaled_font_reference(scaled)
      number = fontNumbers.count + 1
      fontNumbers[scaled] = number
    }
    let id = "g\(number)-\(glyph)"
    let written =
      SVGGlyphs.isColor(font)
      ? defineImage(of: glyph, in: scaled, id: id) : defineOutline(of: glyph, in: scaled, id: id)
    ids[key] = written ? id : nil
    return written ? id : nil
  }

  /// Whether fontconfig found colour glyphs in the font (Noto Color Emoji's bitmaps).
  private static func isColor(_ font: OpaquePointer) -> Bool {
    guard let pattern = pango_fc_font_get_pattern(UnsafeMutablePointer(font)) else {
      return false
    }
    var color: FcBool = FcFalse
    return FcPatternGetBool(pattern, FC_COLOR, 0, &color) == FcResultMatch && color == FcTrue
  }

  /// Writes the outline as `<path id="…" d="…"/>`, in units of the picture with the glyph's
  /// origin at 0, 0. Returns whether it has one.
  private func defineOutline(of glyph: UInt32, in font: OpaquePointer, id: String) -> Bool {
    guard let tracer else { return fail("tracing a glyph", CAIRO_STATUS_NO_MEMORY) }
    cairo_set_scaled_font(tracer, font)
    cairo_new_path(tracer)
    var placed = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
    cairo_glyph_path(tracer, &placed, 1)
    guard let traced = cairo_copy_path(tracer) else {
      return fail("tracing a glyph", CAIRO_STATUS_NO_MEMORY)
    }
    defer { cairo_path_destroy(traced) }
    guard traced.pointee.status == CAIRO_STATUS_SUCCESS else {
      return fail("tracing a glyph", traced.pointee.status)
    }
    // A glyph with no outline (a space) has no path data at all.
    guard let data = traced.pointee.data, traced.pointee.num_data > 0 else { return false }
    let count = Int(traced.pointee.num_data)
    var outline = Path()
    var index = 0
    while index < count {
      let header = data[index].header
      func point(_ offset: Int) -> Point {
        Point(x: data[index + offset].point.x, y: data[index + offset].point.y)
      }
      switch header.type {
      case CAIRO_PATH_MOVE_TO:
        // Cairo ends a closed outline by moving back to its start, where `Z` leaves the pen.
        if index + Int(header.length) < count { outline.move(to: point(1)) }
      case CAIRO_PATH_LINE_TO: outline.line(to: point(1))
      case CAIRO_PATH_CURVE_TO: outline.curve(to: point(3), control1: point(1), control2: point(2))
      default: outline.close()
      }
      index += Int(header.length)
    }
    definitions.append("<path id=\"")
    definitions.append(id)
    definitions.append("\" d=\"")
    definitions.append(pathData: outline)
    definitions.append("\"/>\n")
    return true
  }

  /// Writes the colour glyph as `<image id="…" …/>`: its pixels drawn by cairo at
  /// `emojiDensity`, as a PNG in a data URL, placed on the glyph's box around its
  /// origin. Returns whether it has pixels.
  private func defineImage(of glyph: UInt32, in font: OpaquePointer, id: String) -> Bool {
    var placed = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
    var extents = cairo_text_extents_t()
    cairo_scaled_font_glyph_extents(font, &placed, 1, &extents)
    let density = emojiDensity
    let width = Int((extents.width * density).rounded(.up))
    let height = Int((extents.height * density).rounded(.up))
    guard width > 0, height > 0 else { return false }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return fail("drawing an emoji", CAIRO_STATUS_NO_MEMORY) }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else {
      return fail("drawing an emoji", CAIRO_STATUS_NO_MEMORY)
    }
    cairo_scale(cr, density, density)
    cairo_translate(cr, -extents.x_bearing, -extents.y_bearing)
    cairo_set_scaled_font(cr, font)
    cairo_show_glyphs(cr, &placed, 1)
    let status = cairo_status(cr)
    cairo_destroy(cr)
    guard status == CAIRO_STATUS_SUCCESS else { return fail("drawing an emoji", status) }
    cairo_surface_flush(surface)
    let png: Data
    do {
      png = try PNGEncoder.encode(
        pixels: UnsafeRawBufferPointer(
          start: cairo_image_surface_get_data(surface),
          count: Int(cairo_image_surface_get_stride(surface)) * height),
        width: width, height: height, stride: Int(cairo_image_surface_get_stride(surface)),
        hasAlpha: true, encoding: .standard)
    } catch {
      failure = failure ?? (error as? RenderError) ?? .encodingFailed("\(error)")
      return false
    }
    definitions.append("<image id=\"")
    definitions.append(id)
    definitions.append("\"")
    definitions.append(attribute: "x", number: extents.x_bearing)
    definitions.append(attribute: "y", number: extents.y_bearing)
    definitions.append(attribute: "width", number: Double(width) / density)
    definitions.append(attribute: "height", number: Double(height) / density)
    definitions.append(" xlink:href=\"data:image/png;base64,")
    definitions.append(png.base64EncodedString())
    definitions.append("\"/>\n")
    return true
  }

  private func fail(_ operation: String, _ status: cairo_status_t) -> Bool {
    failure = failure ?? CairoStatus.error(status, operation)
    return false
  }
}
