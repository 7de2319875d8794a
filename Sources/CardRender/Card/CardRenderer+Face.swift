import MoodCore
import Stats

extension CardRenderer {
  /// The side of a face drawn alone, in layout units; the face fills it with a little margin
  /// for its shadow.
  public static let faceSide = 96

  /// The face of `score` alone, as the card draws it, on a transparent square: the faces a
  /// person picks from in `mood serve`, and the app's icon.
  ///
  /// ```swift
  /// let svg = try CardRenderer().face(score: try Score(8), theme: .dark, as: .svg)
  /// ```
  /// - Parameter side: the square's side in pixels (points for SVG and PDF); the drawing is
  ///   scaled from `faceSide`, so every size shows the same face.
  /// - Throws: `RenderError.cairo` when the surface cannot be made.
  public func face(
    score: Score, theme: CardTheme, as format: CardFormat = .svg, side: Int = faceSide
  ) throws -> RenderedCard {
    let face = CardFace(score: score)
    let palette = CardPalette(theme: theme, face: face)
    let unit = Double(Self.faceSide)
    let inset = unit * 0.06
    return try typesetter.draw(
      format: format, width: side, height: side, scale: Double(side) / unit,
      alt: AltText(
        title: "Face for score \(score.value)",
        description: CardLocale.english.faceDescription(score: score.value), language: "en"),
      pdfDate: "2026-01-01T00:00:00Z", fonts: fonts,
      warnings: []
    ) { canvas in
      FacePainter.draw(
        face, palette: palette, theme: theme, outline: nil,
        in: Rect(
          x: inset, y: inset * 0.6, width: unit - 2 * inset, height: unit - 2 * inset),
        on: canvas)
    }.finish()
  }
}
