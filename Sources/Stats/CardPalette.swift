import MoodCore

/// The colours of one card: its theme, with the score's colour in the face and its glow.
///
/// A light card is a poster on a field of the score's colour: warm paper tinted by the score,
/// deepest at the top, full-bleed. A dark card is one neutral charcoal for every score, the
/// score's colour only in the face, its glow and the rule above the reason. Everything is set
/// straight on the field: no chips, no panels, no shadows. Charts and sheets take their paper
/// (`backgroundBottom`) and panels (`surface`) from here.
///
/// Every text colour keeps a WCAG contrast ratio of at least 4.5:1 against every colour it can
/// be drawn on; `textPairs` lists those pairs so tests can check them.
public struct CardPalette: Sendable, Equatable, Codable {
  /// The card's field at the top, tinted with the face colour on light cards.
  public let backgroundTop: HexColor
  /// The card's field at the bottom, lightly tinted with the face colour on light cards.
  public let fieldBottom: HexColor
  /// The paper: the bottom of a dark card, and the background of charts and sheets.
  public let backgroundBottom: HexColor
  /// Panels on charts and thumbnails on sheets.
  public let surface: HexColor
  /// Main text: the score, words, the reason.
  public let text: HexColor
  /// Quieter text: the date line, tags, the footer.
  public let secondaryText: HexColor
  /// The face fill: the score's colour.
  public let accent: HexColor
  /// The light around the face: white on a light card, the score's colour on a dark one.
  public let glow: HexColor
  /// The short bar above the reason: the score's colour where it stands out (dark), else the
  /// text's.
  public let rule: HexColor
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
  /// A soft shadow under faces and thumbnails on sheets, drawn with transparency.
  public let shadow: HexColor
  /// The dots beside pleasant, neutral and unpleasant words.
  public let valenceColors: [Valence: HexColor]
  /// The opacity of the glow around the face, at the face's edge.
  public let glowOpacity: Double

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
      // Deep enough to read as the score's colour; the secondary text holds 4.5:1 on it even
      // for the darkest score (1).
      backgroundTop = backgroundBottom.mixed(with: face.color, amount: 0.34)
      fieldBottom = backgroundBottom.mixed(with: face.color, amount: 0.12)
      surface = HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)
      text = HexColor(red: 0x1E, green: 0x20, blue: 0x2C)
      secondaryText = HexColor(red: 0x3A, green: 0x3E, blue: 0x4B)
      rule = text
      edge = HexColor(red: 0xD8, green: 0xD1, blue: 0xC4)
      glow = HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)
      // Strength and reach are bounded by the PNG's bytes: see `CardPainter.glowReach`.
      glowOpacity = 0.3
      shadow = HexColor(red: 0x3A, green: 0x33, blue: 0x2A)
      valenceColors = [
        .pleasant: HexColor(red: 0x1F, green: 0x8F, blue: 0x55),
        .neutral: HexColor(red: 0x7C, green: 0x83, blue: 0x96),
        .unpleasant: HexColor(red: 0xD2, green: 0x45, blue: 0x52),
      ]
    case .dark:
      backgroundTop = HexColor(red: 0x22, green: 0x23, blue: 0x28)
      backgroundBottom = HexColor(red: 0x17, green: 0x18, blue: 0x1C)
      fieldBottom = backgroundBottom
      surface = backgroundTop.mixed(
        with: HexColor(red: 0xFF, green: 0xFF, blue: 0xFF), amount: 0.08)
      text = HexColor(red: 0xF5, green: 0xF3, blue: 0xEF)
      secondaryText = HexColor(red: 0xC9, green: 0xCB, blue: 0xD1)
      rule = face.color
      edge = nil
      glow = face.color
      glowOpacity = 0.22
      shadow = HexColor(red: 0x00, green: 0x00, blue: 0x00)
      valenceColors = [
        .pleasant: HexColor(red: 0x5F, green: 0xD3, blue: 0x8D),
        .neutral: HexColor(red: 0x9A, green: 0xA0, blue: 0xB0),
        .unpleasant: HexColor(red: 0xF0, green: 0x86, blue: 0x8E),
      ]
    }
  }

  /// Every text colour with each colour it may be drawn on, named by role. Texts near the
  /// face are checked on the top of the field under the glow at full strength, the most it can
  /// ever be tinted; the field between its top and bottom is a mix of the two.
  public var textPairs: [(role: String, text: HexColor, background: HexColor)] {
    let glowing = backgroundTop.mixed(with: glow, amount: glowOpacity)
    var pairs: [(role: String, text: HexColor, background: HexColor)] = [
      ("date on the face glow", secondaryText, glowing),
      ("score on the face glow", text, glowing),
      ("score scale on the face glow", secondaryText, glowing),
    ]
    for (place, field) in [("top", backgroundTop), ("bottom", fieldBottom)] {
      pairs += [
        ("date at the \(place) of the field", secondaryText, field),
        ("score at the \(place) of the field", text, field),
        ("score scale at the \(place) of the field", secondaryText, field),
        ("word at the \(place) of the field", text, field),
        ("reason at the \(place) of the field", text, field),
        ("tags at the \(place) of the field", secondaryText, field),
        ("habits at the \(place) of the field", secondaryText, field),
        ("footer at the \(place) of the field", secondaryText, field),
      ]
    }
    return pairs
  }
}
