import Stats

/// Draws a `SheetLayout` on any `Canvas`: the paper, the headings, and each day's square: a
/// logged day's thumbnail with its edge (its face drawn by `FacePainter`, as on the card), a
/// missed day's fainter outline, a day to come's faint tint.
enum SheetPainter {
  static func draw(_ layout: SheetLayout, on canvas: any Canvas) {
    let palette = layout.palette
    let radius = layout.cornerRadius
    let width = layout.edgeWidth
    canvas.fill(.rect(layout.bounds), with: .solid(RGBA(palette.background)))
    for text in [layout.title, layout.subtitle] + layout.weekdays + [layout.footer] {
      self.text(text, on: canvas)
    }

    for square in layout.squares where square.isInRange {
      let outline = Path.roundedRect(square.frame, radius: radius)
      if let thumbnail = square.thumbnail {
        let model = thumbnail.model
        var shadow = square.frame
        shadow.y += radius * 0.25
        canvas.fill(
          .roundedRect(shadow, radius: radius),
          with: .solid(RGBA(model.palette.shadow, alpha: model.theme == .light ? 0.12 : 0.3)))
        canvas.fill(outline, with: .solid(RGBA(thumbnail.fill)))
        canvas.stroke(
          .roundedRect(square.frame.insetBy(width / 2), radius: radius - width / 2),
          color: RGBA(layout.loggedEdge), lineWidth: width)
        FacePainter.draw(
          model.face, palette: model.palette, theme: model.theme,
          outline: thumbnail.faceOutline, in: thumbnail.face, on: canvas)
        thumbnail.texts.forEach { text($0, on: canvas) }
      } else if square.isFuture {
        // A day still to come is only a faint tint, as in the calendar chart.
        canvas.fill(outline, with: .solid(RGBA(palette.grid, alpha: 0.5)))
      } else {
        // A missed day is an empty outline, fainter than a logged day's edge.
        canvas.stroke(
          .roundedRect(square.frame.insetBy(width / 2), radius: radius - width / 2),
          color: RGBA(layout.missedEdge), lineWidth: width)
      }
      text(square.label, on: canvas)
    }
  }

  private static func text(_ placed: PlacedText, on canvas: any Canvas) {
    canvas.draw(placed.spec, at: placed.origin, color: RGBA(placed.color))
  }
}
