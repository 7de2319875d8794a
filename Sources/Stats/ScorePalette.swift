import MoodCore

/// The colours of the scores 1...10: the one ramp the card's face, the charts, the calendar,
/// the report and the sheet all draw scores in.
///
/// Lightness rises in even steps (CIE L\* 44 to 88) while the hue turns from blue through teal
/// and green to amber and sun yellow, so neighbours differ in lightness as well as hue: they
/// stay apart under deuteranopia and protanopia and in greyscale print. A shape filled with a
/// light score colour on light paper gets an `outline(ofScore:on:)` that reaches 3:1.
public enum ScorePalette {
  /// The colours of scores 1...10, darkest first.
  public static let colors: [HexColor] = [
    HexColor(red: 0x2E, green: 0x66, blue: 0xC1), HexColor(red: 0x00, green: 0x7B, blue: 0xB8),
    HexColor(red: 0x03, green: 0x8B, blue: 0xB1), HexColor(red: 0x00, green: 0x9C, blue: 0xAA),
    HexColor(red: 0x02, green: 0xAD, blue: 0x99), HexColor(red: 0x5E, green: 0xB9, blue: 0x75),
    HexColor(red: 0x93, green: 0xC3, blue: 0x54), HexColor(red: 0xBE, green: 0xCA, blue: 0x39),
    HexColor(red: 0xFF, green: 0xC5, blue: 0x6C), HexColor(red: 0xFF, green: 0xDB, blue: 0x3A),
  ]

  /// The contrast a score shape needs against what surrounds it (WCAG 2.1, non-text).
  public static let graphicContrast = 3.0

  /// The dark ink drawn on the lighter score colours: face features, calendar digits.
  public static let darkInk = HexColor(red: 0x14, green: 0x15, blue: 0x1C)
  /// The light ink drawn on the darkest score colours.
  public static let lightInk = HexColor(red: 0xFF, green: 0xFF, blue: 0xFF)

  /// The colour of `score`, clamped to 1...10.
  public static func color(ofScore score: Int) -> HexColor {
    colors[min(max(score, 1), colors.count) - 1]
  }

  /// The ink for text on `score`'s colour: dark or light, whichever contrasts more.
  public static func ink(onScore score: Int) -> HexColor {
    let fill = color(ofScore: score)
    return fill.contrastRatio(with: darkInk) >= fill.contrastRatio(with: lightInk)
      ? darkInk : lightInk
  }

  /// The edge of a shape filled with `score`'s colour on `background`: the colour itself when it
  /// reaches `graphicContrast` there, else the colour darkened (on light paper) or lightened (on
  /// dark) in steps of 5 % until it does.
  public static func outline(ofScore score: Int, on background: HexColor) -> HexColor {
    let fill = color(ofScore: score)
    let target = background.relativeLuminance > 0.2 ? darkInk : lightInk
    var amount = 0.0
    var edge = fill
    while edge.contrastRatio(with: background) < graphicContrast, amount < 1 {
      amount += 0.05
      edge = fill.mixed(with: target, amount: amount)
    }
    return edge
  }

  /// Whether a shape in `score`'s colour needs its outline drawn on `background`.
  public static func needsOutline(score: Int, on background: HexColor) -> Bool {
    color(ofScore: score).contrastRatio(with: background) < graphicContrast
  }
}
