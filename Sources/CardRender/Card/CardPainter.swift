import MoodCore
import Stats

/// The one drawing routine of a card: draws a `CardLayout` on any `Canvas`, the same calls
/// whatever the output format.
///
/// The card is a poster: a full-bleed field, the face in its glow, and type set straight on the
/// field, its order given by size and weight alone: no chips, panels, shadows or ornaments.
enum CardPainter {
  /// Draws the card laid out in `layout` for `model`.
  static func draw(_ layout: CardLayout, model: CardModel, on canvas: any Canvas) {
    let palette = model.palette
    let card = layout.bounds

    canvas.fill(
      .rect(card),
      with: .linearGradient(
        start: Point(x: 0, y: 0), end: Point(x: 0, y: card.height),
        from: RGBA(palette.backgroundTop), to: RGBA(palette.fieldBottom)))
    let face = layout.face
    canvas.fill(
      .circle(center: face.center, radius: face.width * glowReach),
      with: .radialGradient(
        center: face.center, radius: face.width * glowReach, stops: glowStops(palette)))
    let faceOutline =
      ScorePalette.needsOutline(score: model.score, on: palette.backgroundTop)
      ? ScorePalette.outline(ofScore: model.score, on: palette.backgroundTop) : nil
    FacePainter.draw(
      model.face, palette: palette, theme: model.theme, outline: faceOutline, in: face,
      castsShadow: false, on: canvas)

    text(layout.date, on: canvas)
    text(layout.score, on: canvas)
    text(layout.scoreScale, on: canvas)

    for chip in layout.words {
      if let dot = chip.dot {
        let center = Point(
          x: chip.label.origin.x - ChipSet.dotSpace + ChipSet.dotSize / 2, y: chip.frame.center.y)
        canvas.fill(
          .circle(center: center, radius: ChipSet.dotSize / 2), with: .solid(RGBA(dot)))
        if let ring = dotRing(dot, palette: palette) {
          canvas.stroke(
            .circle(center: center, radius: ChipSet.dotSize / 2), color: RGBA(ring),
            lineWidth: dotRingWidth)
        }
      }
      text(chip.label, on: canvas)
    }

    if let reason = layout.reason {
      if let bar = layout.reasonAccent {
        canvas.fill(.roundedRect(bar, radius: bar.height / 2), with: .solid(RGBA(palette.rule)))
      }
      text(reason, on: canvas)
    }
    if let tags = layout.tags { text(tags, on: canvas) }
    if let habits = layout.habits { text(habits, on: canvas) }
    if let edge = palette.edge {
      canvas.stroke(
        .rect(card.insetBy(layout.edgeWidth / 2)), color: RGBA(edge), lineWidth: layout.edgeWidth)
    }
    if let footer = layout.footer { text(footer, on: canvas) }
  }

  // MARK: - The glow

  /// How far the glow reaches from the face's centre, in face widths.
  ///
  /// Bounded for the PNG's sake: its rows are written unfiltered (`PNGEncoder`), so a smooth
  /// gradient makes every row's bytes new where flat colour repeats. The benchmark's card
  /// (`Sources/MoodBench`'s workload: score 7, portrait, light) was 125,922 bytes with the five
  /// flat rings; at most 1.05x the reference's 128,441 is allowed (134,863). On the poster:
  /// - no glow: about 117,000 bytes;
  /// - the score's colour at 24 % reaching 0.95 face widths: 152,219 (reaching 0.7: 145,844;
  ///   fewer stops or alpha rounded to fewer levels changed nothing);
  /// - white, which shades over fewer levels of each channel, at 50 % reaching 0.75: 136,596;
  ///   at 30 % reaching 0.8: 134,378; at 30 % reaching 0.75: 133,259 (1.04x), the one kept;
  ///   131,778 (1.03x) once the face lost its drop shadow.
  /// A dark card's glow is the score's colour, at its own strength (`CardPalette`).
  static let glowReach = 0.75

  /// The glow's stops: the palette's glow at its strength at the face's edge, fading out on an
  /// eased curve (smoothstep) to nothing at its reach, so no edge shows where it ends. One
  /// gradient, where the card had five flat rings that showed as steps.
  static func glowStops(_ palette: CardPalette) -> [GradientStop] {
    let edge = 0.5 / glowReach
    let steps = 4
    let fading = (0...steps).map { step -> GradientStop in
      let t = Double(step) / Double(steps)
      let eased = 1 - t * t * (3 - 2 * t)
      return GradientStop(
        offset: edge + (1 - edge) * t,
        color: RGBA(palette.glow, alpha: palette.glowOpacity * eased))
    }
    return [GradientStop(offset: 0, color: RGBA(palette.glow, alpha: palette.glowOpacity))]
      + fading
  }

  // MARK: - Word dots

  /// The width of the ring around a valence dot that is faint on the field.
  static let dotRingWidth = 3.0

  /// The ring around a valence dot `dot` whose contrast with some part of the field is under
  /// 3:1 (a light card's deep tints): the text colour, which holds 4.5:1 there.
  static func dotRing(_ dot: HexColor, palette: CardPalette) -> HexColor? {
    let faint = [palette.backgroundTop, palette.fieldBottom].contains {
      dot.contrastRatio(with: $0) < 3
    }
    return faint ? palette.text : nil
  }

  private static func text(_ placed: PlacedText, on canvas: any Canvas) {
    canvas.draw(placed.spec, at: placed.origin, color: RGBA(placed.color))
  }
}
