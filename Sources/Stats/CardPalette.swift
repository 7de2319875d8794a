import MoodCore

/// The colours of one card: its theme, tinted by the score's face colour.
///
/// Every text colour keeps a WCAG contrast ratio of at least 4.5:1 against every colour it can
/// be drawn on; `textPairs` lists those pairs so tests can check them.
public struct CardPalette: Sendable, Equatable, Codable {
  /// The background at the top of the card, tinted with the face colour.
  public let backgroundTop: HexColor
  /// The background at the bottom of the card.
  public let backgroundBottom: HexColor
  /// Panels and chips.
  public let surface: HexColor
  /// Main text: the score, words, the reason.
  public let text: HexColor
  /// Quieter text: the date line, tags, the footer.
  public let secondaryText: HexColor
  /// The face fill and accents.
  public let accent: HexColor
  /// Eyes, mouth and brows on the face.
  public let faceInk: HexColor
  /// Flushed cheeks on happy faces.
  public let blush: HexColor
  /// Tears on sad faces.
  public let tear: HexColor
  /// A soft shadow under panels, drawn with transparency.
  public let shadow: HexColor
  /// The dots beside pleasant, neutral and unpleasant words.
  public let valenceColors: [Valence: HexColor]
  /// The opacity of the accent halo behind the face, at its centre.
  public let glowOpacity: Double
  /// The opacity of the accent rings in the background.
  public let decorationOpacity: Double

  /// The palette for `theme` tinted by `face`.
  public init(theme: CardTheme, face: CardFace) {
    accent = face.color
    faceInk = HexColor(red: 0x2A, green: 0x2B, blue: 0x3A)
    blush = HexColor(red: 0xF2, green: 0x7F, blue: 0x8C)
    tear = HexColor(red: 0x4F, green: 0xA3, blue: 0xF0)
    switch theme {
    case .light:
      backgroundBottom = HexColor(red: 0xFB, green: 0xF8, blue: 0xF3)
      backgroundTop = backgroundBottom.mixed(with: face.color, amount: 0.30)
      surface = HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)
      text = HexColor(red: 0x1E, green: 0x20, blue: 0x2C)
      secondaryText = HexColor(red: 0x46, green: 0x4A, blue: 0x59)
      glowOpacity = 0.32
      decorationOpacity = 0.12
      shadow = HexColor(red: 0x3A, green: 0x33, blue: 0x2A)
      valenceColors = [
        .pleasant: HexColor(red: 0x3C, green: 0xB3, blue: 0x71),
        .neutral: HexColor(red: 0x9A, green: 0xA0, blue: 0xB0),
        .unpleasant: HexColor(red: 0xE0, green: 0x6C, blue: 0x75),
      ]
    case .dark:
      backgroundBottom = HexColor(red: 0x14, green: 0x16, blue: 0x1F)
      backgroundTop = backgroundBottom.mixed(with: face.color, amount: 0.20)
      surface = HexColor(red: 0x24, green: 0x27, blue: 0x34)
      text = HexColor(red: 0xF5, green: 0xF2, blue: 0xEC)
      secondaryText = HexColor(red: 0xD0, green: 0xD3, blue: 0xDE)
      glowOpacity = 0.12
      decorationOpacity = 0.05
      shadow = HexColor(red: 0x00, green: 0x00, blue: 0x00)
      valenceColors = [
        .pleasant: HexColor(red: 0x5F, green: 0xD3, blue: 0x8D),
        .neutral: HexColor(red: 0x8E, green: 0x95, blue: 0xA8),
        .unpleasant: HexColor(red: 0xF0, green: 0x86, blue: 0x8E),
      ]
    }
  }

  /// Every text colour with each colour it may be drawn on, named by role. Texts near the
  /// face or a ring are checked on the top background tinted by both at full strength, the
  /// most they can ever be tinted.
  public var textPairs: [(role: String, text: HexColor, background: HexColor)] {
    let tinted = backgroundTop.mixed(with: accent, amount: decorationOpacity)
      .mixed(with: accent, amount: glowOpacity)
    return [
      ("date on the face glow", secondaryText, tinted),
      ("score on the face glow", text, tinted),
      ("score scale on the face glow", secondaryText, tinted),
      ("date on the top background", secondaryText, backgroundTop),
      ("score on the top background", text, backgroundTop),
      ("score on the bottom background", text, backgroundBottom),
      ("score scale on the top background", secondaryText, backgroundTop),
      ("score scale on the bottom background", secondaryText, backgroundBottom),
      ("word on a chip", text, surface),
      ("reason on its panel", text, surface),
      ("tags on the bottom background", secondaryText, backgroundBottom),
      ("tags on the top background", secondaryText, backgroundTop),
      ("footer on the bottom background", secondaryText, backgroundBottom),
      (
        "footer on a ring", secondaryText,
        backgroundBottom.mixed(with: accent, amount: decorationOpacity)
      ),
    ]
  }
}
