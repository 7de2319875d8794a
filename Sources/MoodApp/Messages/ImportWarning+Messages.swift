import MoodStore

extension ImportWarning {
  /// The warning's message in the catalog.
  package var message: CatalogMessage {
    switch self {
    case .notesShortened(let day, let lines, let length, let kept):
      return (
        lines.count == 1 ? .importNotesShortenedOne : .importNotesShortenedOther,
        [
          "day": .text("\(day)"), "lines": .summary(lines.map(String.init)),
          "length": .text("\(length)"), "kept": .text("\(kept)"),
        ]
      )
    case .noteShortened(let day, let length, let kept):
      return (
        .importNoteShortened,
        ["day": .text("\(day)"), "length": .text("\(length)"), "kept": .text("\(kept)")]
      )
    }
  }
}
