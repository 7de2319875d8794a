import MoodCore

/// The colours of the scores 1...10: the one ramp the card's face, the charts, the calendar,
/// the report and the sheet all draw scores in.
///
/// Lightness rises in near-even steps (CIE L\* 35 to 92, steps of 5.8 to 7.7) while the hue
/// turns from blue through teal and green to yellow, so neighbours differ in lightness as well
/// as hue: they stay apart under deuteranopia and protanopia and in greyscale print. A shape
/// filled with a light score colour on light paper, or with score 1 on dark paper, gets an
/// `outline(ofScore:on:)` that reaches 3:1.
///
/// Measured (CIE L\*a\*b\* D65; luma is Rec. 601 on the 8-bit values, the usual greyscale
/// conversion; ΔE\*ab to the score before, under Machado et al. 2009 at full severity):
///
/// | Score | Colour  | L\*  | C\*  | h°    | Luma  | ΔE deut. | ΔE prot. |
/// |------:|---------|------|------|-------|-------|---------:|---------:|
/// |     1 | #014EAC | 34.9 | 58.6 | 288.1 |  65.7 |        – |        – |
/// |     2 | #0668AB | 42.6 | 42.7 | 271.2 |  82.3 |     15.7 |     15.4 |
/// |     3 | #007DA5 | 48.7 | 32.7 | 244.2 |  92.2 |     14.9 |     15.2 |
/// |     4 | #12909C | 54.5 | 30.7 | 209.9 | 107.7 |     15.5 |     15.9 |
/// |     5 | #11A593 | 60.9 | 39.4 | 181.0 | 118.7 |     15.7 |     17.0 |
/// |     6 | #5AB674 | 67.2 | 49.2 | 148.9 | 147.0 |     27.3 |     27.5 |
/// |     7 | #97C066 | 73.0 | 50.0 | 125.3 | 169.5 |     17.5 |     15.3 |
/// |     8 | #C3CC59 | 79.3 | 58.2 | 108.7 | 188.2 |     16.3 |     15.2 |
/// |     9 | #E4D949 | 85.3 | 70.0 | 100.3 | 203.9 |     15.0 |     15.7 |
/// |    10 | #FEE92C | 91.5 | 85.0 |  97.2 | 217.7 |     15.3 |     15.0 |
///
/// Why these: the review of 2026-12-01 found 9 (`#FFC56C`, chroma 53 at hue 78°) paler than 8
/// (70 at 108°) and 10 (78 at 92°), and 1 (`#2E66C1`, luma 96) lighter in greyscale than 2
/// (93), with 1 to 5 packed into luma 93-120. Score 9 now lies between 8 and 10 in hue with more
/// chroma than 8; 1 is darker (L\* 35, luma 66), so L\* and luma both rise from 1 to 10 and 1 to 5
/// span luma 66-119. Keeping neighbours 15 ΔE apart under both deficiencies with 8, 9 and 10 in
/// one hue family takes lightness steps of about 6, so the ramp now reaches L\* 92 at 10.
/// L\* 50-53 is avoided: there neither ink reads at 4.5:1 (`ink(onScore:)`). Face 1 is too dark
/// for the dark face ink (2.3:1) and takes white features (`CardPalette.faceInk`). Old ramp:
/// 2E66C1 007BB8 038BB1 009CAA 02AD99 5EB975 93C354 BECA39 FFC56C FFDB3A (L\* 44-88).
public enum ScorePalette {
  /// The colours of scores 1...10, darkest first.
  public static let colors: [HexColor] = [
    HexColor(red: 0x01, green: 0x4E, blue: 0xAC), HexColor(red: 0x06, green: 0x68, blue: 0xAB),
    HexColor(red: 0x00, green: 0x7D, blue: 0xA5), HexColor(red: 0x12, green: 0x90, blue: 0x9C),
    HexColor(red: 0x11, green: 0xA5, blue: 0x93), HexColor(red: 0x5A, green: 0xB6, blue: 0x74),
    HexColor(red: 0x97, green: 0xC0, blue: 0x66), HexColor(red: 0xC3, green: 0xCC, blue: 0x59),
    HexColor(red: 0xE4, green: 0xD9, blue: 0x49), HexColor(red: 0xFE, green: 0xE9, blue: 0x2C),
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
    let target = background.relativeLuminance > 0.2 ? darkInk : lightInk
    return color(ofScore: score).mixed(
      toward: target, untilContrast: graphicContrast, against: background)
  }

  /// Whether a shape in `score`'s colour needs its outline drawn on `background`.
  public static func needsOutline(score: Int, on background: HexColor) -> Bool {
    color(ofScore: score).contrastRatio(with: background) < graphicContrast
  }
}
