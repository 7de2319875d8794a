extension String {
  /// The columns the text takes in a terminal: 2 for each East Asian wide or full-width
  /// character and each emoji shown as a picture, 0 for combining marks, 1 otherwise.
  var displayWidth: Int {
    reduce(0) { width, character in
      let scalars = character.unicodeScalars
      guard let first = scalars.first else { return width }
      // An emoji with variation selector 16 (☺️) or in a sequence (👩‍💻) shows as a picture.
      let picture =
        first.properties.isEmoji && scalars.contains { $0 == "\u{FE0F}" || $0 == "\u{200D}" }
      if picture || String.isWide(first) { return width + 2 }
      return width + (first.properties.generalCategory == .nonspacingMark ? 0 : 1)
    }
  }

  /// The text followed by spaces up to `width` columns.
  func padded(toWidth width: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, width - displayWidth))
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.properties.isEmojiPresentation { return true }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
