import FoundationEssentials
import MoodSystem

/// The fonts pictures are set in, and the drawing of one picture on a surface of any format:
/// what `CardRenderer` and `ChartRenderer` share.
///
/// Text is laid out in the bundled fonts. Only when they lack a character are the system's
/// fonts loaded, once, and the picture laid out again with them: with the system's fonts,
/// fontconfig sorts every installed font for each text, which costs more than drawing a card.
///
/// Not `Sendable`: make one per thread.
public final class Typesetter {
  /// The bundled fonts alone: they lay out and draw every picture whose text they can set.
  let fonts: FontLibrary
  /// Whether a PNG is compressed on all cores. Turn it off where pictures are already made in
  /// parallel, one per core; the bytes are the same either way.
  package var encodesOnAllCores = true
  private let makeFallback: (() throws -> FontLibrary)?
  private var fallback: FontLibrary?

  /// Sets text in `fonts` alone.
  public init(fonts: FontLibrary) {
    self.fonts = fonts
    self.makeFallback = nil
  }

  /// Sets text in the bundled fonts `finder` finds, with system fonts filling the characters
  /// they lack.
  /// - Throws: `RenderError.fontsNotFound` and the like when the fonts cannot be loaded.
  public init(finder: ResourceFinder = ResourceFinder()) throws {
    let directory = try FontLibrary.folder(finder: finder)
    fonts = try FontLibrary(directory: directory, systemFallback: false)
    makeFallback = { try FontLibrary(directory: directory, systemFallback: true) }
  }

  /// Lays out with the bundled fonts, or again with the system's when characters are missing.
  /// - Returns: the layout and the fonts it was measured with, which must also draw it.
  func layOut<Layout>(_ layout: (FontLibrary) -> Layout, warnings: (Layout) -> [PictureWarning])
    throws -> (layout: Layout, fonts: FontLibrary)
  {
    let bundled = layout(fonts)
    guard !warnings(bundled).isEmpty, let makeFallback else { return (bundled, fonts) }
    let withSystem = try fallback ?? makeFallback()
    fallback = withSystem
    return (layout(withSystem), withSystem)
  }

  /// Draws one picture of `width` x `height` pixels on a new cairo surface for `format`, or
  /// as an SVG file by `SVGCanvas`.
  /// - Parameters:
  ///   - scale: pixels per layout unit.
  ///   - alt: the picture in words, for the file's metadata.
  ///   - pdfDate: the PDF's creation date, ISO 8601, fixed so that the bytes are too.
  ///   - dotsPerInch: the resolution a PNG for paper is printed at; `nil` for a screen.
  ///   - paint: draws the picture with the fonts its layout was measured with.
  func draw(
    format: CardFormat, width: Int, height: Int, scale: Double, alt: AltText, pdfDate: String,
    dotsPerInch: Double? = nil, fonts: FontLibrary, warnings: [PictureWarning],
    paint: (any Canvas) -> Void
  ) throws -> DrawnCard {
    guard let cairoFormat = CairoSurface.Format(format) else {
      let canvas = SVGCanvas(width: width, height: height, scale: scale, alt: alt, fonts: fonts)
      paint(canvas)
      return DrawnCard(svg: try canvas.file(), altText: alt, warnings: warnings)
    }
    let surface = try CairoSurface(
      format: cairoFormat, width: width, height: height, alt: alt, pdfDate: pdfDate,
      dotsPerInch: dotsPerInch)
    let canvas = try CairoCanvas(surface: surface, scale: scale, fonts: fonts)
    paint(canvas)
    try canvas.close()
    return DrawnCard(
      surface: surface, altText: alt, warnings: warnings, parallel: encodesOnAllCores)
  }

  /// Draws `pageCount` pages of `width` x `height` points as one PDF on one surface, a page
  /// ended with `cairo_show_page` before the next begins.
  /// - Parameters:
  ///   - alt: the document's title and subject.
  ///   - pdfDate: the PDF's creation date, ISO 8601, fixed so that the bytes are too.
  ///   - paint: draws the page with the given index (from 0) with the fonts its layout was
  ///     measured with.
  /// - Returns: the PDF file.
  func drawPDF(
    pages pageCount: Int, width: Int, height: Int, alt: AltText, pdfDate: String,
    fonts: FontLibrary, paint: (Int, any Canvas) -> Void
  ) throws -> Data {
    let surface = try CairoSurface(
      format: .pdf, width: width, height: height, alt: alt, pdfDate: pdfDate)
    let canvas = try CairoCanvas(surface: surface, scale: 1, fonts: fonts)
    for page in 0..<pageCount {
      // Finishing the surface ends the last page; showing it here would add a blank one.
      if page > 0 { canvas.showPage() }
      paint(page, canvas)
    }
    try canvas.close()
    return try surface.finish()
  }
}
