import FoundationEssentials
import Glibc
import MoodCore
import Stats

/// The one drawing routine of a card: draws a `CardLayout` on any `Canvas`, the same calls
/// whatever the output format.
enum CardPainter {
  /// Draws the card laid out in `layout` for `model`.
  static func draw(_ layout: CardLayout, model: CardModel, on canvas: any Canvas) {
    let palette = model.palette
    let card = layout.bounds
    let light = model.theme == .light

    // Background: the score's tint at the top fading to paper, and two soft rings of light.
    canvas.fill(
      .rect(card),
      with: .linearGradient(
        start: Point(x: 0, y: 0), end: Point(x: 0, y: card.height),
        from: RGBA(palette.backgroundTop), to: RGBA(palette.backgroundBottom)))
    canvas.fill(
      .circle(center: Point(x: card.maxX - 60, y: 40), radius: card.width * 0.32),
      with: .solid(RGBA(palette.decoration, alpha: palette.decorationOpacity)))
    canvas.fill(
      .circle(center: Point(x: 30, y: card.maxY - 20), radius: card.width * 0.22),
      with: .solid(RGBA(palette.decoration, alpha: palette.decorationOpacity * 0.7)))

    // A halo behind the face: five flat rings, together as strong as the palette's glow, in
    // steps small enough not to show as bands.
    // Flat colour, rather than a radial gradient, keeps the PNG small: the gradient's smooth
    // shading alone made the file 45 % larger (see BENCHMARKS.md).
    let face = layout.face
    let rings = [0.9, 0.81, 0.73, 0.66, 0.6]
    let ringOpacity = 1 - pow(1 - palette.glowOpacity, 1 / Double(rings.count))
    for radius in rings {
      canvas.fill(
        .circle(center: face.center, radius: face.width * radius),
        with: .solid(RGBA(palette.accent, alpha: ringOpacity)))
    }
    let faceOutline =
      ScorePalette.needsOutline(score: model.score, on: palette.backgroundTop)
      ? ScorePalette.outline(ofScore: model.score, on: palette.backgroundTop) : nil
    FacePainter.draw(
      model.face, palette: palette, theme: model.theme, outline: faceOutline, in: face,
      on: canvas)

    text(layout.date, on: canvas)
    text(layout.score, on: canvas)
    text(layout.scoreScale, on: canvas)

    let shadow = RGBA(palette.shadow, alpha: light ? 0.07 : 0.25)
    for chip in layout.words {
      let pill = chip.frame
      canvas.fill(
        .roundedRect(
          Rect(x: pill.x, y: pill.y + 3, width: pill.width, height: pill.height),
          radius: pill.height / 2), with: .solid(shadow))
      canvas.fill(.roundedRect(pill, radius: pill.height / 2), with: .solid(RGBA(palette.surface)))
      if let dot = chip.dot {
        canvas.fill(
          .circle(
            center: Point(
              x: chip.label.origin.x - ChipSet.dotSpace + ChipSet.dotSize / 2,
              y: pill.center.y), radius: ChipSet.dotSize / 2), with: .solid(RGBA(dot)))
      }
      text(chip.label, on: canvas)
    }

    if let panel = layout.reasonPanel, let reason = layout.reason {
      canvas.fill(
        .roundedRect(
          Rect(x: panel.x, y: panel.y + 6, width: panel.width, height: panel.height),
          radius: 36), with: .solid(shadow))
      canvas.fill(.roundedRect(panel, radius: 36), with: .solid(RGBA(palette.surface)))
      if let bar = layout.reasonAccent {
        canvas.fill(
          .roundedRect(bar, radius: bar.height / 2), with: .solid(RGBA(palette.accent)))
      }
      text(reason, on: canvas)
    }
    if let tags = layout.tags { text(tags, on: canvas) }
    if let habits = layout.habits { text(habits, on: canvas) }
    if let edge = palette.edge {
      canvas.stroke(
        .rect(card.insetBy(layout.edgeWidth / 2)), color: RGBA(edge), lineWidth: layout.edgeWidth)
    }
    text(layout.footer, on: canvas)
  }

  private static func text(_ placed: PlacedText, on canvas: any Canvas) {
    canvas.draw(placed.spec, at: placed.origin, color: RGBA(placed.color))
  }
}
