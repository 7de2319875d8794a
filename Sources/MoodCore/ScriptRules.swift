/// The one reading of what a text's scripts ask of whoever sets it: which characters run right
/// to left. The card's tags and Pango's fast line both ask it here, so that a script is never
/// right-to-left to one and left-to-right to another.
extension Unicode.Scalar {
  /// Whether the scalar is in a block of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko and their neighbours, their presentation forms, the historic scripts of the
  /// Supplementary Multilingual Plane from U+10800, Adlam and the Arabic mathematical letters
  /// from U+1E800) or is a bidirectional control (ALM, LRM, RLM, the embeddings, overrides and
  /// isolates), which reorders what follows it.
  package var isRightToLeft: Bool {
    switch value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

extension StringProtocol {
  /// Whether the text's first letter is of a right-to-left script: the text then reads from the
  /// right, whatever signs or digits come before that letter.
  package var startsRightToLeft: Bool {
    unicodeScalars.first { $0.properties.isAlphabetic }?.isRightToLeft ?? false
  }
}
