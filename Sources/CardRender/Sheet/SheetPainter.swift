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
        // An empty day: a quiet outline, so the gap in the record shows.
        canvas.fill(outline, with: .solid(RGBA(palette.grid, alpha: 0.45)))
        canvas.stroke(
          Path.roundedRect(square.frame.insetBy(0.75), radius: cornerRadius - 0.75),
          color: RGBA(palette.grid), lineWidth: 1.5)
        continue
      }
      var shadowFrame = square.frame
      shadowFrame.y += 3
      canvas.fill(
        Path.roundedRect(shadowFrame, radius: cornerRadius),
        with: .solid(RGBA(card.model.palette.shadow, alpha: 0.14)))
      canvas.drawing(
        at: Point(x: square.frame.x, y: square.frame.y), scale: layout.thumbnailScale,
        clippedTo: outline
      ) {
        CardPainter.draw(card.layout, model: card.model, on: canvas)
      }
    }
  }
}
