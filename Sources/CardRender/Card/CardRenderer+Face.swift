import MoodCore
import Stats

extension CardRenderer {
  /// The side of a face drawn alone, in layout units; the face fills it with a little margin
  /// for its shadow.
  public static let faceSide = 96

  /// The face of `score` alone, as the card draws it, on a transparent square: the faces a
  /// person picks from in `mood serve`.
  ///
  /// ```swift
  /// let svg = try CardRenderer().face(score: try Score(8), theme: .dark, as: .svg)
  /// ```
  /// - Throws: `RenderError.cairo` when the surface cannot be made.
  public func face(score: Score, theme: CardTheme, as format: CardFormat = .svg) throws
    -> RenderedCard
  {
    let face = CardFace(score: score)
    let palette = CardPalette(theme: theme, face: face)
    let side = Double(Self.faceSide)
    let inset = side * 0.06
    return try typesetter.draw(
      format: format, width: Self.faceSide, height: Self.faceSide, scale: 1,
      alt: AltText(
        title: "Face for score \(score.value)",
        description: CardLocale.english.faceDescription(score: score.value), language: "en"),
      pdfDate: "2026-01-01T00:00:00Z", fonts: fonts,
      warnings: []
    ) { canvas in
      FacePainter.draw(
        face, palette: palette, theme: theme, outline: nil,
        in: Rect(x: inset, y: inset * 0.6, width: side - 2 * inset, height: side - 2 * inset),
        on: canvas)
    }.finish()
  }
}
