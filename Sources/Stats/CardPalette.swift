import MoodCore

/// The colours of one card: its theme, with the score's colour in the face and its glow.
///
/// Light cards are warm paper tinted at the top by the score; dark cards are one neutral
/// charcoal for every score, the score's colour only in the face, its glow and the accent bar.
/// Chips and panels are made from the background, so they share its temperature.
///
/// Every text colour keeps a WCAG contrast ratio of at least 4.5:1 against every colour it can
/// be drawn on; `textPairs` lists those pairs so tests can check them.
public struct CardPalette: Sendable, Equatable, Codable {
  /// The background at the top of the card, tinted with the face colour on light cards.
  public let backgroundTop: HexColor
  /// The background at the bottom of the card.
  public let backgroundBottom: HexColor
  /// Panels and chips.
  public let surface: HexColor
  /// Main text: the score, words, the reason.
  public let text: HexColor
  /// Quieter text: the date line, tags, the footer.
  public let secondaryText: HexColor
  /// The face fill, its glow and the accent bar: the score's colour.
  public let accent: HexColor
  /// The soft rings in the background.
  public let decoration: HexColor
  /// The line around the whole card, so a light card has an edge on a white chat; `nil` when
  /// the card needs none.
  public let edge: HexColor?
  /// Eyes, mouth and brows on the face: the dark ink where it reaches 3:1 on the face's colour,
  /// else white (on the darkest face, score 1).
  public let faceInk: HexColor
  /// Flushed cheeks on happy faces.
  public let blush: HexColor
  /// Tears on sad faces; drawn with a white rim.
  public let tear: HexColor
  /// A soft shadow under panels, drawn with transparency.
  public let shadow: HexColor
  /// The dots beside pleasant, neutral and unpleasant words.
  public let valenceColors: [Valence: HexColor]
  /// The opacity of the accent halo behind the face, at its centre.
  public let glowOpacity: Double
  /// The opacity of the rings in the background.
  public let decorationOpacity: Double

  /// The palette for `theme` with `face`'s colour.
  public init(theme: CardTheme, face: CardFace) {
    accent = face.color
    faceInk =
      face.color.contrastRatio(with: ScorePalette.darkInk) >= ScorePalette.graphicContrast
      ? ScorePalette.darkInk : ScorePalette.lightInk
    blush = HexColor(red: 0xF2, green: 0x7F, blue: 0x8C)
    tear = HexColor(red: 0x1F, green: 0x6F, blue: 0xD6)
    switch theme {
    case .light:
      backgroundBottom = HexColor(red: 0xFB, green: 0xF8, blue: 0xF3)
      backgroundTop = backgroundBottom.mixed(with: face.color, amount: 0.22)
      surface = HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)
      text = HexColor(red: 0x1E, green: 0x20, blue: 0x2C)
      secondaryText = HexColor(red: 0x3A, green: 0x3E, blue: 0x4B)
      decoration = face.color
      edge = HexColor(red: 0xD8, green: 0xD1, blue: 0xC4)
      decorationOpacity = 0.10
      // 26 %, less behind a face so dark (score 1) that the date over its glow would fall
      // under 4.5:1.
      var glow = 0.26
      let ringed = backgroundTop.mixed(with: face.color, amount: decorationOpacity)
      while glow > 0,
        secondaryText.contrastRatio(with: ringed.mixed(with: face.color, amount: glow)) < 4.5
      {
        glow -= 0.01
      }
      glowOpacity = glow
      shadow = HexColor(red: 0x3A, green: 0x33, blue: 0x2A)
      valenceColors = [
        .pleasant: HexColor(red: 0x1F, green: 0x8F, blue: 0x55),
        .neutral: HexColor(red: 0x7C, green: 0x83, blue: 0x96),
        .unpleasant: HexColor(red: 0xD2, green: 0x45, blue: 0x52),
      ]
    case .dark:
      backgroundTop = HexColor(red: 0x22, green: 0x23, blue: 0x28)
      backgroundBottom = HexColor(red: 0x17, green: 0x18, blue: 0x1C)
      surface = backgroundTop.mixed(
        with: HexColor(red: 0xFF, green: 0xFF, blue: 0xFF), amount: 0.08)
      text = HexColor(red: 0xF5, green: 0xF3, blue: 0xEF)
      secondaryText = HexColor(red: 0xC9, green: 0xCB, blue: 0xD1)
      decoration = HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)
      edge = nil
      glowOpacity = 0.22
      decorationOpacity = 0.025
      shadow = HexColor(red: 0x00, green: 0x00, blue: 0x00)
      valenceColors = [
        .pleasant: HexColor(red: 0x5F, green: 0xD3, blue: 0x8D),
        .neutral: HexColor(red: 0x9A, green: 0xA0, blue: 0xB0),
        .unpleasant: HexColor(red: 0xF0, green: 0x86, blue: 0x8E),
      ]
    }
  }

  /// Every text colour with each colour it may be drawn on, named by role. Texts near the
  /// face or a ring are checked on the top background tinted by both at full strength, the
  /// most they can ever be tinted.
  public var textPairs: [(role: String, text: HexColor, background: HexColor)] {
    let tinted = backgroundTop.mixed(with: decoration, amount: decorationOpacity)
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
        backgroundBottom.mixed(with: decoration, amount: decorationOpacity)
      ),
    ]
  }
}
