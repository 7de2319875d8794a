/// The one reading of what a text's scripts ask of whoever sets it: which characters run right
/// to left, and which are shown as emoji. The card's tags, its emoji-only reason, Pango's fast
/// line, the emoji font's runs and the terminal's columns all ask here, so that a character is
/// never an emoji to one and a letter to another.
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

  /// Whether a text must hold this scalar for any of its characters to be shown as emoji: the
  /// emoji variation selector, the keycap mark or a scalar of emoji presentation (the first of
  /// which is U+231A WATCH). Most texts hold none, and are then passed without walking their
  /// characters.
  package var mayMakeEmoji: Bool {
    value == 0x20E3 || (value >= 0x231A && (value == 0xFE0F || properties.isEmojiPresentation))
  }
}

extension Character {
  /// Whether the character is shown as emoji (Unicode's UTS #51): a scalar of emoji
  /// presentation (🙂, a flag's regional indicators, a ZWJ sequence or a tag sequence that
  /// starts with one), or an emoji that asks for it by the variation selector U+FE0F (☺️), a
  /// keycap mark (1️⃣, 1⃣) or a skin-tone modifier (✌🏽). U+FE0E after the first scalar asks
  /// for text (⌚︎), and an emoji of text presentation alone (☺, ©, a digit) is text.
  package var hasEmojiPresentation: Bool {
    let scalars = unicodeScalars
    guard let base = scalars.first else { return false }
    if scalars.dropFirst().first == "\u{FE0E}" { return false }
    if base.properties.isEmojiPresentation { return true }
    return base.properties.isEmoji
      && scalars.dropFirst().contains { scalar in
        scalar == "\u{FE0F}" || scalar == "\u{20E3}" || scalar.properties.isEmojiModifier
      }
  }
}

extension StringProtocol {
  /// Whether some character of the text may be shown as emoji; `false` says none is, without
  /// walking the characters.
  package var mayHoldEmoji: Bool {
    unicodeScalars.contains { $0.mayMakeEmoji }
  }

  /// Whether the text's first letter is of a right-to-left script: the text then reads from the
  /// right, whatever signs or digits come before that letter.
  package var startsRightToLeft: Bool {
    unicodeScalars.first { $0.properties.isAlphabetic }?.isRightToLeft ?? false
  }
}
