import MoodCore
import Stats

extension CardRenderer {
  /// The side of a face drawn alone, in layout units; the face fills it with a little margin
  /// for its shadow.
  public static let faceSide = 96

  /// How the face of an icon sits on its square.
  public enum IconBackground: Sendable {
    /// Transparent around the face, which fills the square: the desktop icon, the faces a
    /// person picks from.
    case none
    /// The light card's background fills the square, and the face keeps to its central
    /// `share` (0...1): a phone's home screen crops a maskable icon to any shape that holds
    /// the central circle of 80 %, and an iOS touch icon must be opaque.
    case tile(share: Double)
  }

  /// The face of `score` alone, as the card draws it, on a transparent square: the faces a
  /// person picks from in `mood serve`, and the app's icon.
  ///
  /// ```swift
  /// let svg = try CardRenderer().face(score: try Score(8), theme: .dark, as: .svg)
  /// ```
  /// - Parameters:
  ///   - side: the square's side in pixels (points for SVG and PDF); the drawing is scaled
  ///     from `faceSide`, so every size shows the same face.
  ///   - background: what is around the face; none by default.
  /// - Throws: `RenderError.cairo` when the surface cannot be made.
  public func face(
    score: Score, theme: CardTheme, as format: CardFormat = .svg, side: Int = faceSide,
    background: IconBackground = .none
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
      var box = Rect(x: inset, y: inset * 0.6, width: unit - 2 * inset, height: unit - 2 * inset)
      if case .tile(let share) = background {
        let square = Rect(x: 0, y: 0, width: unit, height: unit)
        canvas.fill(
          .rect(square),
          with: .linearGradient(
            start: Point(x: 0, y: 0), end: Point(x: 0, y: unit),
            from: RGBA(palette.backgroundTop), to: RGBA(palette.backgroundBottom)))
        // The shadow reaches 5 % of the radius below the face: the face is a little smaller
        // than `share`, so that the shadow stays inside it too.
        let diameter = unit * share / 1.06
        box = Rect(
          x: (unit - diameter) / 2, y: (unit - diameter) / 2 - diameter * 0.025,
          width: diameter, height: diameter)
      }
      FacePainter.draw(face, palette: palette, theme: theme, outline: nil, in: box, on: canvas)
    }.finish()
  }
}
