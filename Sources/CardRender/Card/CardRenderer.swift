import FoundationEssentials
import MoodCore
import MoodSystem
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
public final class CardRenderer: TypesettingRenderer {
  /// The revision of the card drawing and its encoding. Raise it with every change that
  /// changes the bytes of a card, so that `mood batch` draws again the cards it drew before.
  public static let revision = 6

  /// The fonts, and how a card is put on a surface.
  public let typesetter: Typesetter

  /// A renderer using `typesetter`.
  public init(typesetter: Typesetter) {
    self.typesetter = typesetter
  }

  /// Where everything on the card for `model` goes.
  package func layout(_ model: CardModel) -> CardLayout {
    CardLayout(model: model, measurer: fonts)
  }

  /// The card for `model` in words, in its language, covering what is drawn and nothing that
  /// was left out; the files carry it too.
  ///
  /// ```swift
  /// renderer.altText(for: model).description
  /// // "Friday, 27 November 2026. Mood 8 out of 10, shown by a happy face with smiling eyes. …"
  /// ```
  public func altText(for model: CardModel) -> AltText {
    layout(model).altText(for: model)
  }

  /// Draws `model` as a file in `format`.
  /// - Returns: the file's bytes, and warnings about characters no font could draw.
  /// - Throws: `RenderError.invalidScale` or `RenderError.cairo`.
  public func render(_ model: CardModel, as format: CardFormat) throws -> RenderedCard {
    try drawn(model, as: format).finish(spendingPixels: true)
  }

  /// Draws `model` on a surface for `format` without finishing the file: `render` in two
  /// steps, so the drawing and the encoding can be timed, or the PNG written another way. (An
  /// SVG is written as it is drawn.)
  /// - Throws: `RenderError.invalidScale` or `RenderError.cairo`.
  package func drawn(_ model: CardModel, as format: CardFormat) throws -> DrawnCard {
    guard CardOptions.scales.contains(model.scale) else {
      throw RenderError.invalidScale(model.scale)
    }
    let (layout, fonts) = try typesetter.layOut(
      { CardLayout(model: model, measurer: $0) }, warnings: \.warnings)
    return try typesetter.draw(
      format: format, width: Int((Double(model.size.width) * model.scale).rounded()),
      height: Int((Double(model.size.height) * model.scale).rounded()), scale: model.scale,
      alt: layout.altText(for: model), pdfDate: "\(model.day)T00:00:00Z", fonts: fonts,
      warnings: layout.warnings + layout.cuts
    ) { canvas in CardPainter.draw(layout, model: model, on: canvas) }
  }

  /// Draws `model` in `format` into the file at `url`, atomically: the file is either the
  /// whole new card or untouched.
  /// - Returns: warnings about characters no font could draw.
  /// - Throws: `RenderError.cannotWrite` naming the file, or a rendering error.
  @discardableResult
  public func write(_ model: CardModel, as format: CardFormat, to url: URL) throws
    -> [PictureWarning]
  {
    let card = try render(model, as: format)
    try card.write(to: url)
    return card.warnings
  }

  /// Records the drawing calls for `model` on `canvas`, as the file formats would make them.
  func draw(_ model: CardModel, on canvas: any Canvas) {
    CardPainter.draw(layout(model), model: model, on: canvas)
  }
}

/// A card drawn, not yet written out as a file: on its cairo surface (PNG, PDF), which it owns,
/// or already written (SVG).
package final class DrawnCard {
  private enum Content {
    case surface(CairoSurface, parallel: Bool)
    case svg(Data)
  }

  private let content: Content
  private let altText: AltText
  private let warnings: [PictureWarning]

  init(surface: CairoSurface, altText: AltText, warnings: [PictureWarning], parallel: Bool) {
    content = .surface(surface, parallel: parallel)
    self.altText = altText
    self.warnings = warnings
  }

  init(svg: Data, altText: AltText, warnings: [PictureWarning]) {
    content = .svg(svg)
    self.altText = altText
    self.warnings = warnings
  }

  /// Completes the file: encodes the pixels of a PNG with `pngEncoding`, or ends the PDF
  /// stream. A card is finished once.
  /// - Parameter spendingPixels: whether the PNG may be written over the pixels, which can then
  ///   not be encoded again.
  package func finish(pngEncoding: PNGEncoding = .standard, spendingPixels: Bool = false) throws
    -> RenderedCard
  {
    switch content {
    case .surface(let surface, let parallel):
      RenderedCard(
        data: try surface.finish(
          pngEncoding: pngEncoding, parallel: parallel, spendingPixels: spendingPixels),
        format: surface.format.cardFormat, altText: altText, warnings: warnings)
    case .svg(let file):
      RenderedCard(data: file, format: .svg, altText: altText, warnings: warnings)
    }
  }
}

/// A picture file in memory, a card, chart, sheet or report, with what could not be drawn.
public struct RenderedCard: Sendable, Equatable {
  /// The file's bytes.
  public let data: Data
  /// The format it was drawn in; a report is always PDF.
  public let format: CardFormat
  /// The picture in words, as the file's metadata carries it: what `altText(for:)` gives,
  /// without laying the picture out again.
  public let altText: AltText
  /// Texts with characters no font could draw, and a card's texts cut to fit.
  public let warnings: [PictureWarning]

  /// Writes the bytes to `url` by `OutputFile`'s rules: a new or regular file is replaced
  /// atomically (the path holds the old file or the whole new one, never a part), a symbolic
  /// link is followed, a character device or FIFO (`/dev/stdout`) is written straight through.
  /// - Parameter waitingForDisk: whether the bytes reach the disk (fsync) before the rename.
  ///   `mood` passes `false` for every picture, which can be drawn again from the store: on a
  ///   journaling file system the wait costs about as much as drawing the card, and does not
  ///   shrink with more cores. Without it the rename is still atomic for every process, but
  ///   after a crash of the system itself the file may be empty on some file systems.
  /// - Throws: `RenderError.cannotWrite` naming the file and the reason.
  public func write(to url: URL, waitingForDisk: Bool = true) throws {
    do {
      try OutputFile.write(data, to: url.path, waitingForDisk: waitingForDisk)
    } catch let failure as OutputFile.Failure {
      throw RenderError.cannotWrite(failure)
    }
  }
}
