import MoodCore

/// A measured text at its place on the card.
struct PlacedText: Sendable, Equatable {
  /// The text as it will be set.
  var spec: TextSpec
  /// The top-left corner of its layout box.
  var origin: Point
  /// Its measured size.
  var metrics: TextMetrics
  /// Its colour, chosen by the layout from the palette; painters draw it as given.
  var color: HexColor

  /// The box the text occupies: its set width (or measured width) by its measured height.
  var frame: Rect {
    Rect(x: origin.x, y: origin.y, width: spec.width ?? metrics.width, height: metrics.height)
  }
}

/// A pill-shaped chip: a mood word, a habit or the `+N` chip.
struct PlacedChip: Sendable, Equatable {
  /// The pill.
  var frame: Rect
  /// The label inside it.
  var label: PlacedText
  /// The colour of the dot before the label (a word's valence), if any.
  var dot: HexColor?
}
