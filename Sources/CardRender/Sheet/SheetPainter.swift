import Stats

/// Draws a `SheetLayout` on any `Canvas`: the paper, the headings, and each logged day's card
/// drawn by `CardPainter` itself, scaled into its square.
enum SheetPainter {
  /// The corner radius of a square, in sheet units.
  static let cornerRadius = 12.0

  static func draw(_ layout: SheetLayout, on canvas: any Canvas) {
    let palette = layout.palette
    var paper = Path()
    let bounds = layout.bounds
    paper.move(to: Point(x: bounds.x, y: bounds.y))
    paper.line(to: Point(x: bounds.maxX, y: bounds.y))
    paper.line(to: Point(x: bounds.maxX, y: bounds.maxY))
    paper.line(to: Point(x: bounds.x, y: bounds.maxY))
    paper.close()
    canvas.fill(paper, with: .solid(RGBA(palette.background)))

    for text in [layout.title, layout.subtitle] + layout.weekdays + [layout.footer] {
      canvas.draw(text.spec, at: text.origin, color: RGBA(text.color))
    }

    for square in layout.squares where square.isInRange {
      canvas.draw(square.label.spec, at: square.label.origin, color: RGBA(square.label.color))
      let outline = Path.roundedRect(square.frame, radius: cornerRadius)
      guard let card = square.card else {
        // A missed day is an empty outline, so the gap in the record shows; a day still to
        // come is only a faint tint, as in the calendar chart.
        if square.isFuture {
          canvas.fill(outline, with: .solid(RGBA(palette.grid, alpha: 0.5)))
        } else {
          canvas.stroke(
            Path.roundedRect(square.frame.insetBy(1), radius: cornerRadius - 1),
            color: RGBA(palette.axis), lineWidth: 2)
        }
        continue
      }
      var shadowFrame = square.frame
      shadowFrame.y += 3
      canvas.fill(
        Path.roundedRect(shadowFrame, radius: cornerRadius),
        with: .solid(RGBA(card.model.palette.shadow, alpha: 0.14)))
      canvas.drawing(in: square.frame, scale: layout.thumbnailScale) { thumbnail in
        CardPainter.draw(card.layout, model: card.model, on: thumbnail)
      }
      for corner in corners(of: square.frame, radius: cornerRadius) {
        canvas.fill(corner, with: .solid(RGBA(palette.background)))
      }
    }
  }

  /// The four bits of `frame` outside its rounded corners: painted in the paper's colour they
  /// round the thumbnail, which `drawing(in:scale:)` clips to the square frame only.
  static func corners(of frame: Rect, radius: Double) -> [Path] {
    // The control points of a quarter circle drawn as one cubic Bézier curve.
    let handle = radius * (1 - 0.552_284_8)
    let corners: [(corner: Point, dx: Double, dy: Double)] = [
      (Point(x: frame.x, y: frame.y), 1, 1), (Point(x: frame.maxX, y: frame.y), -1, 1),
      (Point(x: frame.maxX, y: frame.maxY), -1, -1), (Point(x: frame.x, y: frame.maxY), 1, -1),
    ]
    return corners.map { corner, dx, dy in
      var path = Path()
      path.move(to: corner)
      path.line(to: Point(x: corner.x + dx * radius, y: corner.y))
      path.curve(
        to: Point(x: corner.x, y: corner.y + dy * radius),
        control1: Point(x: corner.x + dx * handle, y: corner.y),
        control2: Point(x: corner.x, y: corner.y + dy * handle))
      path.close()
      return path
    }
  }
}
