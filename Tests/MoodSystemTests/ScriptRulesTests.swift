import Testing

@testable import MoodSystem

/// `ScriptRules`: the one rule of which text runs right to left, and the one of which character
/// is shown as emoji.
@Suite struct ScriptRulesTests {
  /// Letters of each right-to-left script, from the Basic Plane's blocks to the Supplementary
  /// Multilingual Plane's: Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic, the
  /// presentation forms, Phoenician, Imperial Aramaic, Kharoshthi, Old Turkic, Hanifi Rohingya,
  /// Mende Kikakui, Adlam and the Arabic mathematical letters.
  static let rightToLeft: [Unicode.Scalar] = [
    "\u{05D0}", "\u{05BC}", "\u{0628}", "\u{0661}", "\u{0710}", "\u{078B}", "\u{07CA}", "\u{0800}",
    "\u{0840}", "\u{08A0}", "\u{FB1D}", "\u{FB50}", "\u{FDFC}", "\u{FE70}", "\u{FEFC}",
    "\u{10900}", "\u{10840}", "\u{10A00}", "\u{10C00}", "\u{10D00}", "\u{1E800}", "\u{1E900}",
    "\u{1EE00}",
  ]

  /// The bidirectional controls: the Arabic letter mark, the left-to-right and right-to-left
  /// marks, the embeddings and overrides with their pop, and the isolates with theirs.
  static let bidiControls: [Unicode.Scalar] = [
    "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}",
    "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
  ]

  /// Left-to-right letters, digits, emoji and joiners, among them the neighbours of each
  /// right-to-left block (Armenian, Devanagari, the variation selectors, Brahmi).
  static let leftToRight: [Unicode.Scalar] = [
    "a", "Z", "é", "7", "#", " ", "今", "ひ", "한", "\u{058F}", "\u{0900}", "\u{FB1C}",
    "\u{FE0F}", "\u{FF21}", "\u{107FF}", "\u{11000}", "\u{1E7FF}", "\u{1F000}", "🙂",
    "\u{200D}", "\u{200B}", "\u{2029}", "\u{2065}", "\u{206A}", "\u{20000}",
  ]

  @Test(arguments: rightToLeft + bidiControls)
  func rightToLeftLettersAndBidiControlsRunRightToLeft(scalar: Unicode.Scalar) {
    #expect(scalar.isRightToLeft)
  }

  @Test(arguments: leftToRight)
  func latinCJKDigitsAndEmojiDoNotRunRightToLeft(scalar: Unicode.Scalar) {
    #expect(!scalar.isRightToLeft)
  }

  /// Unicode's own names say which script a scalar is of: every one it names Hebrew, Arabic,
  /// Syriac, Thaana, N'Ko, Samaritan, Mandaic or Adlam is right to left, and none it names
  /// Latin, CJK, Hiragana, Katakana or Hangul is.
  @Test func everyScalarUnicodeNamesInARightToLeftScriptIsRightToLeft() {
    let rightToLeftNames = [
      "HEBREW ", "ARABIC ", "SYRIAC ", "THAANA ", "NKO ", "SAMARITAN ", "MANDAIC ", "ADLAM ",
    ]
    let leftToRightNames = ["LATIN ", "CJK ", "HIRAGANA ", "KATAKANA ", "HANGUL "]
    var wrong: [String] = []
    var named = 0
    for value in UInt32(0)...0x2_FFFF {
      guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name else {
        continue
      }
      if rightToLeftNames.contains(where: name.hasPrefix) {
        named += 1
        if !scalar.isRightToLeft { wrong.append(name) }
      } else if leftToRightNames.contains(where: name.hasPrefix), scalar.isRightToLeft {
        wrong.append(name)
      }
    }
    #expect(wrong == [])
    // Hebrew, Arabic and the rest name well over a thousand scalars: the walk saw them.
    #expect(named > 1_000)
  }

  @Test func aTextStartsRightToLeftWhenItsFirstLetterDoes() {
    #expect("משפחה".startsRightToLeft)
    #expect("عائلة".startsRightToLeft)
    #expect("2026 ܫܠܡܐ".startsRightToLeft)
    #expect("\u{1E900}\u{1E901}".startsRightToLeft)
    #expect("#ދިވެހި".startsRightToLeft)
    #expect(!"family".startsRightToLeft)
    #expect(!"家人".startsRightToLeft)
    #expect(!"family משפחה".startsRightToLeft)
    #expect(!"🙂 2026".startsRightToLeft)
    #expect(!"".startsRightToLeft)
  }

  /// Characters shown as emoji: of emoji presentation alone, with a skin tone, as ZWJ and tag
  /// sequences, flags, and emoji of text presentation that ask for emoji by U+FE0F, a keycap
  /// mark or a skin-tone modifier.
  static let emoji: [Character] = [
    "🙂", "⌚", "🐶", "\u{1F3FD}", "👍🏽", "👨‍👩‍👧‍👦", "👩‍💻", "🏳️‍🌈", "❤️‍🔥", "🇨🇳", "🇮🇱",
    "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "☺\u{FE0F}", "❤\u{FE0F}",
    "©\u{FE0F}", "1\u{FE0F}\u{20E3}", "#\u{FE0F}\u{20E3}", "1\u{20E3}", "*\u{20E3}", "✌🏽",
  ]

  /// Characters shown as text: letters, digits and signs, emoji of text presentation without a
  /// selector (☺, ❤, ©, ™, ‼), an emoji that asks for text by U+FE0E, a lone keycap mark or
  /// selector, and a selector or keycap mark after a letter, which no emoji asks for.
  static let text: [Character] = [
    "a", "今", "ש", "1", "#", "*", " ", "☺", "❤", "©", "™", "‼", "✌", "★", "→", "⌚\u{FE0E}",
    "☺\u{FE0E}", "\u{20E3}", "\u{FE0F}", "a\u{FE0F}", "a\u{20E3}", "e\u{301}",
  ]

  @Test(arguments: emoji)
  func emojiOfEveryFormAreShownAsEmoji(character: Character) {
    #expect(character.hasEmojiPresentation)
    #expect(String(character).mayHoldEmoji)
  }

  @Test(arguments: text)
  func lettersDigitsAndTextDefaultSymbolsAreShownAsText(character: Character) {
    #expect(!character.hasEmojiPresentation)
  }

  /// The quick look at a text's scalars never misses an emoji the rule finds, and passes by
  /// texts of letters, digits and symbols without one.
  @Test func aTextWithoutAnEmojiScalarHoldsNoEmoji() {
    for character in Self.emoji {
      #expect("a long day \(character) at last".mayHoldEmoji, "\(character)")
    }
    #expect(!"Slept badly, but the walk helped. 今天很平静 → ✓ ★ ☺ ❤ © 123 #1".mayHoldEmoji)
    // Every character the rule calls emoji, among all single scalars and each with U+FE0F or
    // a keycap mark, holds a scalar the quick look stops at.
    for value in UInt32(0)...0x2_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in ["\(scalar)", "\(scalar)\u{FE0F}", "\(scalar)\u{20E3}"] where text.count == 1 {
        if text.first?.hasEmojiPresentation == true, !text.mayHoldEmoji {
          Issue.record("U+\(String(value, radix: 16)) is emoji but was passed by")
        }
      }
    }
  }
}
