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
    /// Closed eyes curving down, looking away: downcast.
    case downcast
  }

  /// The score the face shows, 1...10.
  public let score: Int
  /// The face's colour: the score's colour in `ScorePalette`.
  public let color: HexColor
  /// The eyes' shape: squeezed shut at the lowest scores, then round, smiling, and stars at
  /// the top.
  public let eyes: Eyes
  /// The mouth's curve, from -1 (deep frown) to 1 (broad smile); 0 is a straight line.
  public let mouthCurve: Double
  /// Whether the mouth is open (filled) rather than a line.
  public let mouthOpen: Bool
  /// Whether the mouth is a wavy, uneasy line rather than a curve.
  public let mouthWavy: Bool
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
    self.color = ScorePalette.color(ofScore: value)
    self.eyes = shape.eyes
    self.mouthCurve = shape.curve
    self.mouthOpen = shape.open
    self.mouthWavy = shape.wavy
    self.worriedBrows = shape.brows
    self.tears = shape.tears
    self.blush = shape.blush
  }

  private static let shapes:
    [(eyes: Eyes, curve: Double, open: Bool, wavy: Bool, brows: Bool, tears: Int, blush: Bool)] =
      [
        (.squeezed, -0.9, true, false, false, 2, false),
        (.downcast, -0.9, false, false, true, 1, false),
        (.round, -0.4, false, true, true, 0, false),
        (.round, -0.3, false, false, false, 0, false),
        (.round, 0, false, false, false, 0, false),
        (.round, 0.3, false, false, false, 0, false),
        (.round, 0.6, false, false, false, 0, true),
        (.smiling, 0.75, false, false, false, 0, true),
        (.smiling, 0.9, true, false, false, 0, true),
        (.stars, 1, true, false, false, 0, true),
      ]
}
