import MoodCore

/// The face drawn for a score: ten distinct faces, from tears at 1 to a starry grin at 10.
///
/// The face is described, not drawn: `CardRender` turns it into vector shapes.
public struct CardFace: Sendable, Hashable, Codable {
  /// How the eyes are drawn.
  public enum Eyes: String, Sendable, Hashable, Codable {
    /// Eyes squeezed shut, curving down: crying.
    case squeezed
    /// Round open eyes.
    case round
    /// Closed, smiling eyes curving up.
    case smiling
    /// Five-pointed stars.
    case stars
  }

  /// The score the face shows, 1...10.
  public let score: Int
  /// The face's colour; it warms from blue at 1 to orange at 10.
  public let color: HexColor
  /// The eyes' shape: squeezed shut at the lowest scores, then round, smiling, and stars at
  /// the top.
  public let eyes: Eyes
  /// The mouth's curve, from -1 (deep frown) to 1 (broad smile); 0 is a straight line.
  public let mouthCurve: Double
  /// Whether the mouth is open (filled) rather than a line.
  public let mouthOpen: Bool
  /// Whether worried brows sit above the eyes.
  public let worriedBrows: Bool
  /// The number of tears, 0...2.
  public let tears: Int
  /// Whether the cheeks are flushed.
  public let blush: Bool

  /// The face for `score`.
  public init(score: Score) {
    let value = score.value
    let shape = CardFace.shapes[value - 1]
    self.score = value
    self.color = CardFace.colors[value - 1]
    self.eyes = shape.eyes
    self.mouthCurve = shape.curve
    self.mouthOpen = shape.open
    self.worriedBrows = shape.brows
    self.tears = shape.tears
    self.blush = shape.blush
  }

  /// Face colours for scores 1...10: indigo, sky, teal, green, yellow, orange.
  public static let colors: [HexColor] = [
    HexColor(red: 0x86, green: 0x8C, blue: 0xE0), HexColor(red: 0x86, green: 0xA4, blue: 0xE6),
    HexColor(red: 0x7C, green: 0xB8, blue: 0xE6), HexColor(red: 0x72, green: 0xC8, blue: 0xD8),
    HexColor(red: 0x7C, green: 0xD1, blue: 0xB8), HexColor(red: 0x98, green: 0xD8, blue: 0x96),
    HexColor(red: 0xBC, green: 0xDF, blue: 0x7A), HexColor(red: 0xEC, green: 0xDC, blue: 0x66),
    HexColor(red: 0xF9, green: 0xC4, blue: 0x5A), HexColor(red: 0xFF, green: 0xA6, blue: 0x4D),
  ]

  private static let shapes:
    [(eyes: Eyes, curve: Double, open: Bool, brows: Bool, tears: Int, blush: Bool)] = [
      (.squeezed, -0.9, true, false, 2, false),
      (.round, -0.9, false, true, 1, false),
      (.round, -0.6, false, true, 0, false),
      (.round, -0.3, false, false, 0, false),
      (.round, 0, false, false, 0, false),
      (.round, 0.3, false, false, 0, false),
      (.round, 0.6, false, false, 0, true),
      (.smiling, 0.75, false, false, 0, true),
      (.smiling, 0.9, true, false, 0, true),
      (.stars, 1, true, false, 0, true),
    ]
}
