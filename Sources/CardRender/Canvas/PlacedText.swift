import MoodCore

/// A measured text at its place on the card.
public struct PlacedText: Sendable, Equatable {
  /// The text as it will be set.
  public var spec: TextSpec
  /// The top-left corner of its layout box.
  public var origin: Point
  /// Its measured size.
  public var metrics: TextMetrics
  /// Its colour.
  public var color: HexColor

  /// The box the text occupies: its set width (or measured width) by its measured height.
  public var frame: Rect {
    Rect(x: origin.x, y: origin.y, width: spec.width ?? metrics.width, height: metrics.height)
  }
}

/// A pill-shaped chip: a mood word, a habit or the `+N` chip.
public struct PlacedChip: Sendable, Equatable {
  /// The pill.
  public var frame: Rect
  /// The label inside it.
  public var label: PlacedText
  /// The colour of the dot before the label (a word's valence), if any.
  public var dot: HexColor?
}
