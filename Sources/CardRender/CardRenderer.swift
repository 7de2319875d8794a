import Foundation
import Stats

/// Renders card models to PNG, SVG or PDF.
///
/// ```swift
/// let renderer = try CardRenderer()
/// let model = CardModel(day: try Day(parsing: "2026-11-29"), score: try Score(8),
///                       words: [CardWord(label: "Calm", valence: .pleasant)],
///                       reason: "Long walk by the sea")
/// let card = try renderer.render(model, as: .png)
/// try renderer.write(model, as: .pdf, to: URL(fileURLWithPath: "card.pdf"))
/// ```
///
/// Not `Sendable`: to render in parallel, make one renderer per task.
public final class CardRenderer {
  /// The fonts cards are set in.
  public let fonts: FontLibrary

  /// A renderer using `fonts`.
  public init(fonts: FontLibrary) {
    self.fonts = fonts
  }

  /// A renderer using the bundled fonts, with system fonts filling characters they lack.
  /// - Throws: `RenderError.fontsNotFound` and the like when the fonts cannot be loaded.
  public convenience init() throws {
    self.init(fonts: try FontLibrary())
  }

  /// Where everything on the card for `model` goes.
  public func layout(_ model: CardModel) -> CardLayout {
    CardLayout(model: model, measurer: fonts)
  }

  /// Draws `model` as a file in `format`.
  /// - Returns: the file's bytes, and warnings about characters no font could draw.
  /// - Throws: `RenderError.invalidScale` or `RenderError.cairo`.
  public func render(_ model: CardModel, as format: CardFormat) throws -> RenderedCard {
    guard CardOptions.scales.contains(model.scale) else {
      throw RenderError.invalidScale(model.scale)
    }
    let layout = self.layout(model)
    let surface = try CairoSurface(
      format: format, width: Int((Double(model.size.width) * model.scale).rounded()),
      height: Int((Double(model.size.height) * model.scale).rounded()),
      title: "MoodCard \(model.day)", pdfDate: "\(model.day)T00:00:00Z")
    let canvas = try CairoCanvas(surface: surface, scale: model.scale, fonts: fonts)
    CardPainter.draw(layout, model: model, on: canvas)
    try canvas.close()
    return RenderedCard(data: try surface.finish(), format: format, warnings: layout.warnings)
  }

  /// Draws `model` in `format` into the file at `url`, atomically: the file is either the
  /// whole new card or untouched.
  /// - Returns: warnings about characters no font could draw.
  /// - Throws: `RenderError.cannotWrite` naming the file, or a rendering error.
  @discardableResult
  public func write(_ model: CardModel, as format: CardFormat, to url: URL) throws -> [String] {
    let card = try render(model, as: format)
    try card.write(to: url)
    return card.warnings
  }

  /// Records the drawing calls for `model` on `canvas`, as the file formats would make them.
  public func draw(_ model: CardModel, on canvas: any Canvas) {
    CardPainter.draw(layout(model), model: model, on: canvas)
  }
}

/// A rendered card file.
public struct RenderedCard: Sendable, Equatable {
  /// The file's bytes.
  public let data: Data
  /// The file's format.
  public let format: CardFormat
  /// Texts with characters no font could draw.
  public let warnings: [String]

  /// Writes the bytes to `url` atomically: a temporary file beside it, then a rename.
  /// - Throws: `RenderError.cannotWrite` naming the file and the reason.
  public func write(to url: URL) throws {
    do {
      try data.write(to: url, options: .atomic)
    } catch {
      let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
      throw RenderError.cannotWrite(path: url.path, reason: reason)
    }
  }
}
