import CCairo
import FoundationEssentials

/// A cairo surface a card is drawn on: an image for PNG, or a PDF stream. Owns the
/// `cairo_surface_t`. (`SVGCanvas` writes SVG itself.)
final class CairoSurface {
  /// The formats cairo writes.
  enum Format {
    case png, pdf

    /// The cairo format of `format`; nil for SVG.
    init?(_ format: CardFormat) {
      switch format {
      case .png: self = .png
      case .pdf: self = .pdf
      case .svg: return nil
      }
    }

    var cardFormat: CardFormat {
      switch self {
      case .png: .png
      case .pdf: .pdf
      }
    }
  }

  private let handle: OpaquePointer
  private let sink = ByteSink()
  let format: Format
  private let alt: AltText
  /// The resolution a PNG says it is printed at, or `nil` for a picture to show on a screen.
  private let dotsPerInch: Double?
  private var finished = false
  /// Whether a PNG was written over the pixels (`finish(spendingPixels: true)`).
  private var pixelsSpent = false

  /// A surface `width` x `height` device units (pixels for PNG, points for PDF).
  /// - Parameters:
  ///   - alt: the picture in words, written into the file's metadata.
  ///   - pdfDate: the PDF creation date, ISO 8601 (`2026-11-29T00:00:00Z`).
  ///   - dotsPerInch: the resolution a PNG is printed at (its `pHYs` chunk), for paper.
  init(
    format: Format, width: Int, height: Int, alt: AltText, pdfDate: String,
    dotsPerInch: Double? = nil
  ) throws {
    self.format = format
    self.alt = alt
    self.dotsPerInch = dotsPerInch
    let surface: OpaquePointer?
    switch format {
    case .png:
      // RGB24: the card is opaque, so the PNG is 8-bit RGB with no alpha channel.
      surface =
        PixelMemory.imageSurface(width: width, height: height)
        // A side beyond cairo's reach is clamped for cairo to refuse, never a trap.
        ?? cairo_image_surface_create(
          CAIRO_FORMAT_RGB24, Int32(clamping: width), Int32(clamping: height))
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
        operation: "creating a \(format.cardFormat.rawValue) surface", status: "out of memory")
    }
    // A failed create returns an error surface that must still be destroyed.
    do {
      try CairoStatus.check(
        cairo_surface_status(surface), "creating a \(format.cardFormat.rawValue) surface")
    } catch {
      cairo_surface_destroy(surface)
      throw error
    }
    handle = surface
  }

  deinit { cairo_surface_destroy(handle) }

  /// Completes the output and returns its bytes: the PNG (written with `pngEncoding`) or PDF
  /// file, a PNG on all cores when `parallel`. Finishing again returns the same file,
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
      if spendingPixels, !hasAlpha {
        pixelsSpent = true
        return try PNGEncoder.encodeInPlace(
          pixels: pixels, width: width, height: height, stride: stride, encoding: pngEncoding,
          parallel: parallel, alt: alt, dotsPerInch: dotsPerInch)
      }
      // The pixels stay on the surface, so a PNG may be encoded again, in another encoding.
      return try PNGEncoder.encode(
        pixels: UnsafeRawBufferPointer(pixels), width: width, height: height, stride: stride,
        hasAlpha: hasAlpha, encoding: pngEncoding, parallel: parallel, alt: alt,
        dotsPerInch: dotsPerInch)
    case .pdf:
      try finishStream()
      return sink.data
    }
  }

  /// Ends the PDF stream, once; the bytes stay in the sink.
  private func finishStream() throws {
    guard !finished else { return }
    finished = true
    cairo_surface_finish(handle)
    try CairoStatus.check(cairo_surface_status(handle), "finishing the PDF")
  }

  /// Lends the `cairo_surface_t` to `body`.
  func withUnsafeHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try body(handle)
  }
}
