import FoundationEssentials
import Glibc
import MoodCore
import Stats

/// Draws a `CardFace` as vector shapes: a round face, eyes, brows, mouth, tears and cheeks.
enum FacePainter {
  /// Draws `face` filling the square `box`, ringed with `outline` when one is given, over a
  /// soft shadow when `castsShadow` (the card, a poster, draws none).
  static func draw(
    _ face: CardFace, palette: CardPalette, theme: CardTheme, outline: HexColor?, in box: Rect,
    castsShadow: Bool = true, on canvas: any Canvas
  ) {
    let r = box.width / 2
    let c = box.center
    let ink = RGBA(palette.faceInk)
    func at(_ dx: Double, _ dy: Double) -> Point { Point(x: c.x + dx * r, y: c.y + dy * r) }

    // Shadow, then the face lit from the upper left.
    if castsShadow {
      canvas.fill(
        .circle(center: at(0, 0.05), radius: r * 1.01),
        with: .solid(RGBA(palette.shadow, alpha: theme == .light ? 0.12 : 0.35)))
    }
    let light = face.color.mixed(with: HexColor(red: 255, green: 255, blue: 255), amount: 0.35)
    canvas.fill(
      .circle(center: c, radius: r),
      with: .radialGradient(
        center: at(-0.35, -0.4), radius: r * 1.6,
        stops: [
          GradientStop(offset: 0, color: RGBA(light)),
          GradientStop(offset: 1, color: RGBA(face.color)),
        ]))
    if let edge = outline {
      canvas.stroke(
        .circle(center: c, radius: r * 0.99), color: RGBA(edge), lineWidth: r * 0.02)
    }

    if face.blush {
      for side in [-1.0, 1.0] {
        canvas.fill(
          .circle(center: at(side * 0.52, 0.16), radius: r * 0.11),
          with: .solid(RGBA(palette.blush, alpha: 0.55)))
      }
    }

    let eyeY = -0.14
    for side in [-1.0, 1.0] {
      let eye = at(side * 0.32, eyeY)
      switch face.eyes {
      case .round:
        canvas.fill(.circle(center: eye, radius: r * 0.085), with: .solid(ink))
        canvas.fill(
          .circle(center: Point(x: eye.x + r * 0.03, y: eye.y - r * 0.03), radius: r * 0.028),
          with: .solid(RGBA(HexColor(red: 255, green: 255, blue: 255), alpha: 0.9)))
      case .smiling:
        var arc = Path()
        arc.move(to: Point(x: eye.x - r * 0.1, y: eye.y + r * 0.03))
        arc.curve(
          to: Point(x: eye.x + r * 0.1, y: eye.y + r * 0.03),
          control1: Point(x: eye.x - r * 0.08, y: eye.y - r * 0.1),
          control2: Point(x: eye.x + r * 0.08, y: eye.y - r * 0.1))
        canvas.stroke(arc, color: ink, lineWidth: r * 0.055)
      case .squeezed:
        // ">" on the left, "<" on the right: eyes shut tight.
        var chevron = Path()
        chevron.move(to: Point(x: eye.x + side * r * 0.09, y: eye.y - r * 0.08))
        chevron.line(to: Point(x: eye.x - side * r * 0.07, y: eye.y))
        chevron.line(to: Point(x: eye.x + side * r * 0.09, y: eye.y + r * 0.08))
        canvas.stroke(chevron, color: ink, lineWidth: r * 0.05)
      case .stars:
        canvas.fill(star(center: eye, radius: r * 0.15), with: .solid(ink))
      case .downcast:
        // Closed lids curving down and tilted towards the nose: looking away, sad.
        var lid = Path()
        lid.move(to: Point(x: eye.x - r * 0.11, y: eye.y - side * r * 0.015))
        lid.curve(
          to: Point(x: eye.x + r * 0.11, y: eye.y + side * r * 0.015),
          control1: Point(x: eye.x - r * 0.06, y: eye.y + r * 0.08),
          control2: Point(x: eye.x + r * 0.06, y: eye.y + r * 0.08))
        canvas.stroke(lid, color: ink, lineWidth: r * 0.055)
      }
      if face.worriedBrows {
        var brow = Path()
        brow.move(to: Point(x: eye.x + side * r * 0.13, y: eye.y - r * 0.15))
        brow.line(to: Point(x: eye.x - side * r * 0.09, y: eye.y - r * 0.25))
        canvas.stroke(brow, color: ink, lineWidth: r * 0.045)
      }
    }

    // A tear has a white rim, so it shows on a blue face as well as on a light one.
    let tearSize = face.tears == 1 ? 0.22 : 0.17
    for index in 0..<face.tears {
      let side = index == 0 ? 1.0 : -1.0
      let drop = tear(top: at(side * 0.36, eyeY + 0.13), size: r * tearSize)
      canvas.stroke(
        drop, color: RGBA(HexColor(red: 255, green: 255, blue: 255)), lineWidth: r * 0.06)
      canvas.fill(drop, with: .solid(RGBA(palette.tear)))
    }

    drawMouth(face, center: at(0, 0.33), radius: r, ink: ink, tongue: palette.blush, on: canvas)
  }

  private static func drawMouth(
    _ face: CardFace, center m: Point, radius r: Double, ink: RGBA, tongue: HexColor,
    on canvas: any Canvas
  ) {
    let half = r * (face.mouthOpen ? 0.3 : 0.26)
    let bend = face.mouthCurve * r * 0.2
    if face.mouthOpen {
      // A D-shaped open mouth: a gently curved edge and a deep one; upside down for a wail.
      var mouth = Path()
      let lip = m.y - bend * 0.35
      mouth.move(to: Point(x: m.x - half, y: lip))
      mouth.curve(
        to: Point(x: m.x + half, y: lip),
        control1: Point(x: m.x - half * 0.4, y: lip + bend * 0.25),
        control2: Point(x: m.x + half * 0.4, y: lip + bend * 0.25))
      mouth.curve(
        to: Point(x: m.x - half, y: lip), control1: Point(x: m.x + half * 0.9, y: lip + bend * 1.9),
        control2: Point(x: m.x - half * 0.9, y: lip + bend * 1.9))
      mouth.close()
      canvas.fill(mouth, with: .solid(ink))
      if face.mouthCurve >= 1 {
        canvas.fill(
          .circle(center: Point(x: m.x, y: lip + bend * 1.05), radius: half * 0.36),
          with: .solid(RGBA(tongue)))
      }
      return
    }
    var mouth = Path()
    if face.mouthWavy {
      // An uneasy zigzag of two waves, lower at the corners.
      let corner = -bend * 0.6
      mouth.move(to: Point(x: m.x - half, y: m.y + corner))
      mouth.curve(
        to: Point(x: m.x, y: m.y), control1: Point(x: m.x - half * 0.7, y: m.y - r * 0.09),
        control2: Point(x: m.x - half * 0.3, y: m.y - r * 0.09))
      mouth.curve(
        to: Point(x: m.x + half, y: m.y + corner),
        control1: Point(x: m.x + half * 0.3, y: m.y + r * 0.09),
        control2: Point(x: m.x + half * 0.7, y: m.y + r * 0.09))
      canvas.stroke(mouth, color: ink, lineWidth: r * 0.055)
      return
    }
    mouth.move(to: Point(x: m.x - half, y: m.y - bend * 0.5))
    mouth.curve(
      to: Point(x: m.x + half, y: m.y - bend * 0.5),
      control1: Point(x: m.x - half * 0.45, y: m.y + bend),
      control2: Point(x: m.x + half * 0.45, y: m.y + bend))
    canvas.stroke(mouth, color: ink, lineWidth: r * 0.055)
  }

  private static func star(center: Point, radius: Double) -> Path {
    var path = Path()
    for point in 0..<10 {
      let angle = -Double.pi / 2 + Double(point) * Double.pi / 5
      let distance = point % 2 == 0 ? radius : radius * 0.45
      let p = Point(x: center.x + cos(angle) * distance, y: center.y + sin(angle) * distance)
      if point == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    path.close()
    return path
  }

  private static func tear(top: Point, size: Double) -> Path {
    var path = Path()
    path.move(to: top)
    path.curve(
      to: Point(x: top.x, y: top.y + size * 1.3),
      control1: Point(x: top.x + size * 0.15, y: top.y + size * 0.35),
      control2: Point(x: top.x + size * 0.6, y: top.y + size * 1.3))
    path.curve(
      to: top, control1: Point(x: top.x - size * 0.6, y: top.y + size * 1.3),
      control2: Point(x: top.x - size * 0.15, y: top.y + size * 0.35))
    path.close()
    return path
  }
}
