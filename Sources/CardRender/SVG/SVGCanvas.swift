import CPangoCairo
import FoundationEssentials

/// The canvas that writes an SVG file itself: shapes as `<path>`, gradients and clips in the
/// definitions, text as the glyphs Pango set it in (see `SVGGlyphs`).
///
/// Cairo's SVG surface drew the same picture, but recorded every call, replayed it twice and
/// printed each number through `printf`: about 2 ms of a 15 ms line chart (BENCHMARKS.md).
/// The file is the same on every run: ids are numbered from 1 in order of use.
final class SVGCanvas: Canvas {
  private let fonts: FontLibrary
  private let width: Int
  private let height: Int
  private let alt: AltText
  private var body = SVGBytes(capacity: 1 << 15)
  private var definitions = SVGBytes()
  private let glyphs: SVGGlyphs
  private var paintCount = 0
  private var clipCount = 0

  /// A canvas for a picture of `width` x `height` pixels, drawing in units magnified by
  /// `scale`.
  /// - Parameter alt: the picture in words, the file's `<title>` and `<desc>`.
  init(width: Int, height: Int, scale: Double, alt: AltText, fonts: FontLibrary) {
    self.fonts = fonts
    self.width = width
    self.height = height
    self.alt = alt
    glyphs = SVGGlyphs(scale: scale)
    body.append("<g")
    if scale != 1 {
      body.append(" transform=\"scale(")
      body.append(number: scale)
      body.append(")\"")
    }
    body.append(">\n")
  }

  func measure(_ text: TextSpec) -> TextMetrics { fonts.measure(text) }

  func lineStarts(_ text: TextSpec) -> [Int] { fonts.lineStarts(text) }

  func fill(_ path: Path, with paint: Paint) {
    guard !path.elements.isEmpty else { return }
    body.append("<path d=\"")
    body.append(pathData: path)
    body.append("\"")
    switch paint {
    case .solid(let color):
      body.append(paint: color, as: .fill)
    case .linearGradient(let start, let end, let from, let to):
      let stops = [GradientStop(offset: 0, color: from), GradientStop(offset: 1, color: to)]
      let id = definePaint("linearGradient", stops: stops) { definitions in
        definitions.append(attribute: "x1", number: start.x)
        definitions.append(attribute: "y1", number: start.y)
        definitions.append(attribute: "x2", number: end.x)
        definitions.append(attribute: "y2", number: end.y)
      }
      body.append(" fill=\"url(#\(id))\"")
    case .radialGradient(let center, let radius, let stops):
      let id = definePaint("radialGradient", stops: stops) { definitions in
        definitions.append(attribute: "cx", number: center.x)
        definitions.append(attribute: "cy", number: center.y)
        definitions.append(attribute: "r", number: radius)
      }
      body.append(" fill=\"url(#\(id))\"")
    }
    body.append("/>\n")
  }

  func stroke(_ path: Path, color: RGBA, lineWidth: Double) {
    guard !path.elements.isEmpty else { return }
    body.append("<path d=\"")
    body.append(pathData: path)
    body.append("\" fill=\"none\"")
    body.append(paint: color, as: .stroke)
    body.append(attribute: "stroke-width", number: lineWidth)
    body.append(" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n")
  }

  /// Places each glyph where Pango's cairo renderer would draw it: its run where
  /// `TextLayout.forEachRun` puts it, the glyph after the ones before it, at its offsets.
  func draw(_ text: TextSpec, at origin: Point, color: RGBA) {
    let layout = fonts.layout(for: text)
    let scale = Double(moodcard_pango_scale())
    var missing: [Rect] = []
    body.append("<g")
    body.append(paint: color, as: .fill)
    body.append(">\n")
    layout.forEachRun { run, x, baseline in
      let string = run.pointee.glyphs.pointee
      let font = run.pointee.item.pointee.analysis.font.map { OpaquePointer($0) }
      var advance = 0
      for info in UnsafeBufferPointer(start: string.glyphs, count: Int(string.num_glyphs)) {
        defer { advance += Int(info.geometry.width) }
        guard info.glyph != PANGO_GLYPH_EMPTY else { continue }
        let glyphX = origin.x + Double(x + advance + Int(info.geometry.x_offset)) / scale
        let glyphY = origin.y + Double(baseline + Int(info.geometry.y_offset)) / scale
        guard info.glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0, let font else {
          let width = Double(info.geometry.width) / scale
          missing.append(
            Rect(
              x: glyphX + width * 0.1, y: glyphY - text.size * 0.7, width: width * 0.8,
              height: text.size * 0.7))
          continue
        }
        guard let id = glyphs.id(of: info.glyph, in: font) else { continue }
        body.append("<use xlink:href=\"#")
        body.append(id)
        body.append("\"")
        body.append(attribute: "x", number: glyphX)
        body.append(attribute: "y", number: glyphY)
        body.append("/>\n")
      }
    }
    body.append("</g>\n")
    // Pango's renderer draws a box with the character's code for a character no font has;
    // the file draws the box.
    for box in missing {
      stroke(.rect(box), color: color, lineWidth: text.size / 16)
    }
  }

  func drawing(in frame: Rect, scale: Double, _ body: (any Canvas) -> Void) {
    clipCount += 1
    let id = "clip\(clipCount)"
    definitions.append("<clipPath id=\"\(id)\"><rect")
    definitions.append(attribute: "x", number: frame.x)
    definitions.append(attribute: "y", number: frame.y)
    definitions.append(attribute: "width", number: frame.width)
    definitions.append(attribute: "height", number: frame.height)
    definitions.append("/></clipPath>\n")
    // The clip is in the outer group's units, the drawing in the inner one's.
    self.body.append("<g clip-path=\"url(#\(id))\"><g transform=\"matrix(")
    for (index, value) in [scale, 0, 0, scale, frame.x, frame.y].enumerated() {
      if index > 0 { self.body.append(" ") }
      self.body.append(number: value)
    }
    self.body.append(")\">\n")
    body(self)
    self.body.append("</g></g>\n")
  }

  /// The whole file: the declaration, the `<svg>` element with the alt text as its first
  /// children (where screen readers look), the definitions and the drawing.
  /// - Throws: `RenderError` when a glyph could not be written.
  func file() throws -> Data {
    if let failure = glyphs.failure { throw failure }
    var file = SVGBytes(capacity: body.bytes.count + definitions.bytes.count + 1024)
    file.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    file.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"")
    file.append(" width=\"\(width)px\" height=\"\(height)px\" viewBox=\"0 0 \(width) \(height)\"")
    file.append(" version=\"1.1\" role=\"img\" aria-labelledby=\"title desc\"")
    file.append(" xml:lang=\"\(alt.language.xmlEscaped)\">\n")
    file.append("<title id=\"title\">\(alt.title.xmlEscaped)</title>\n")
    file.append("<desc id=\"desc\">\(alt.description.xmlEscaped)</desc>\n")
    file.append("<defs>\n")
    file.append(glyphs.definitions)
    file.append(definitions)
    file.append("</defs>\n")
    file.append(body)
    file.append("</g>\n</svg>\n")
    return Data(file.bytes)
  }

  /// Writes a gradient from `from` (offset 0) to `to` (offset 1) into the definitions, in the
  /// units of the shape it fills, and returns its id; `geometry` writes where it lies.
  private func definePaint(
    _ element: StaticString, stops: [GradientStop], geometry: (inout SVGBytes) -> Void
  ) -> String {
    paintCount += 1
    let id = "paint\(paintCount)"
    definitions.append("<")
    definitions.append(element)
    definitions.append(" id=\"\(id)\" gradientUnits=\"userSpaceOnUse\"")
    geometry(&definitions)
    definitions.append(">")
    for stop in stops {
      definitions.append("<stop")
      definitions.append(attribute: "offset", number: stop.offset)
      definitions.append(paint: stop.color, as: .stop)
      definitions.append("/>")
    }
    definitions.append("</")
    definitions.append(element)
    definitions.append(">\n")
    return id
  }
}
