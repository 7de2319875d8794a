import CCairo
import FoundationEssentials

/// A cairo surface a card is drawn on: an image for PNG, or an SVG or PDF stream. The format
/// is chosen here and nowhere else. Owns the `cairo_surface_t`.
final class CairoSurface {
  private let handle: OpaquePointer
  private let sink = ByteSink()
  let format: CardFormat
  private let alt: AltText
  private var finished = false
  /// Whether a PNG was written over the pixels (`finish(spendingPixels: true)`).
  private var pixelsSpent = false

  /// A surface `width` x `height` device units (pixels for PNG, points for SVG and PDF).
  /// - Parameters:
  ///   - alt: the picture in words, written into the file's metadata.
  ///   - pdfDate: the PDF creation date, ISO 8601 (`2026-11-29T00:00:00Z`).
  init(format: CardFormat, width: Int, height: Int, alt: AltText, pdfDate: String) throws {
    self.format = format
    self.alt = alt
    let surface: OpaquePointer?
    switch format {
    case .png:
      // RGB24: the card is opaque, so the PNG is 8-bit RGB with no alpha channel.
      surface =
        PixelMemory.imageSurface(width: width, height: height)
        // A side beyond cairo's reach is clamped for cairo to refuse, never a trap.
        ?? cairo_image_surface_create(
          CAIRO_FORMAT_RGB24, Int32(clamping: width), Int32(clamping: height))
    case .svg:
      surface = cairo_svg_surface_create_for_stream(
        ByteSink.write, sink.opaque, Double(width), Double(height))
      if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
    case .pdf:
      surface = cairo_pdf_surface_create_for_stream(
        ByteSink.write, sink.opaque, Double(width), Double(height))
      if let surface {
        // Without a date cairo stamps the current time, and the bytes would differ per run.
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, pdfDate)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, alt.title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, alt.description)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "MoodCard")
      }
    }
    guard let surface else {
      throw RenderError.cairo(
        operation: "creating a \(format.rawValue) surface", status: "out of memory")
    }
    // A failed create returns an error surface that must still be destroyed.
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw RenderError.cairo(
        operation: "creating a \(format.rawValue) surface",
        status: String(cString: cairo_status_to_string(status)))
    }
    handle = surface
  }

  deinit { cairo_surface_destroy(handle) }

  /// Completes the output and returns its bytes: the PNG (written with `pngEncoding`), SVG or
  /// PDF file, a PNG on all cores when `parallel`. Finishing again returns the same file,
  /// except after a PNG that spent the pixels.
  /// - Parameter spendingPixels: whether a PNG may be written over the pixels themselves, for a
  ///   picture finished once: the image's worth of memory less at the peak.
  /// - Throws: `RenderError.cairo` with cairo's status when writing failed;
  ///   `RenderError.encodingFailed` for a PNG whose pixels were spent.
  func finish(
    pngEncoding: PNGEncoding = .standard, parallel: Bool = false, spendingPixels: Bool = false
  ) throws -> Data {
    switch format {
    case .png:
      guard !pixelsSpent else {
        throw RenderError.encodingFailed("the pixels were written over by the PNG made before")
      }
      cairo_surface_flush(handle)
      let pixels = UnsafeMutableRawBufferPointer(
        start: cairo_image_surface_get_data(handle),
        count: Int(cairo_image_surface_get_stride(handle) * cairo_image_surface_get_height(handle)))
      let width = Int(cairo_image_surface_get_width(handle))
      let height = Int(cairo_image_surface_get_height(handle))
      let stride = Int(cairo_image_surface_get_stride(handle))
      let hasAlpha = cairo_image_surface_get_format(handle) == CAIRO_FORMAT_ARGB32
      if spendingPixels, PNGEncoder.canEncodeInPlace(pngEncoding, hasAlpha: hasAlpha) {
        pixelsSpent = true
        return try PNGEncoder.encodeInPlace(
          pixels: pixels, width: width, height: height, stride: stride, encoding: pngEncoding,
          parallel: parallel, alt: alt)
      }
      // The pixels stay on the surface, so a PNG may be encoded again, in another encoding.
      return try PNGEncoder.encode(
        pixels: UnsafeRawBufferPointer(pixels), width: width, height: height, stride: stride,
        hasAlpha: hasAlpha, encoding: pngEncoding, parallel: parallel, alt: alt)
    case .svg:
      try finishStream()
      return CairoSurface.describing(CairoSurface.renumberingSurfaceIDs(in: sink.data), alt)
    case .pdf:
      try finishStream()
      return sink.data
    }
  }

  /// Ends an SVG or PDF stream, once; the bytes stay in the sink.
  private func finishStream() throws {
    guard !finished else { return }
    finished = true
    cairo_surface_finish(handle)
    try check(cairo_surface_status(handle), "finishing the \(format.rawValue)")
  }

  /// `svg` with cairo's `surfaceN` and `imageN` ids numbered from 1, each kind in order of
  /// appearance. Cairo numbers them with counters shared by the whole process, so the second
  /// card drawn would otherwise differ from the first. An id is one that follows `"` or `#`
  /// (`id="image3"`, `xlink:href="#image3"`), never text or base64 that happens to hold one.
  static func renumberingSurfaceIDs(in svg: Data) -> Data {
    // Works on the bytes, copying the stretches between ids whole: Foundation's `range(of:)`
    // goes through NSString on Linux, and a byte at a time cost more than writing the SVG.
    let words = [Array("surface".utf8), Array("image".utf8)]
    var numbers = [[ArraySlice<UInt8>: Int]](repeating: [:], count: words.count)
    return svg.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count)
      var copied = 0  // every byte before this one is in `result`
      var index = 1
      while index < bytes.count {
        let before = bytes[index - 1]
        guard before == UInt8(ascii: "\"") || before == UInt8(ascii: "#"),
          let kind = words.firstIndex(where: { word in
            index + word.count <= bytes.count
              && word.indices.allSatisfy { bytes[index + $0] == word[$0] }
          })
        else {
          index += 1
          continue
        }
        index += words[kind].count
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
          index += 1
        }
        guard index > start else { continue }
        let digits = ArraySlice(bytes[start..<index])
        let number = numbers[kind][digits] ?? numbers[kind].count + 1
        numbers[kind][digits] = number
        result.append(contentsOf: bytes[copied..<start])
        result.append(contentsOf: String(number).utf8)
        copied = index
      }
      result.append(contentsOf: bytes[copied...])
      return Data(result)
    }
  }

  /// `svg` with `role="img"` on its root and `alt` as its `<title>` and `<desc>`, the first
  /// children, where screen readers look for them.
  static func describing(_ svg: Data, _ alt: AltText) -> Data {
    let bytes = [UInt8](svg)
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: Array("<svg".utf8)) }),
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
    else { return svg }
    let attributes = " role=\"img\" aria-labelledby=\"title desc\" xml:lang=\"\(alt.language)\""
    let elements =
      "\n<title id=\"title\">\(alt.title.xmlEscaped)</title>\n"
      + "<desc id=\"desc\">\(alt.description.xmlEscaped)</desc>"
    var result = Array(bytes[..<end])
    result += Array(attributes.utf8)
    result.append(UInt8(ascii: ">"))
    result += Array(elements.utf8)
    result += bytes[(end + 1)...]
    return Data(result)
  }

  private func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(
        operation: operation(), status: String(cString: cairo_status_to_string(status)))
    }
  }

  /// Lends the `cairo_surface_t` to `body`.
  func withUnsafeHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try body(handle)
  }
}
