/// The shape of a card, in the sizes messengers show without cropping.
public enum CardSize: String, Sendable, Hashable, Codable, CaseIterable {
  /// 1080 x 1350, the default: a full-width picture in most chats.
  case portrait
  /// 1080 x 1080.
  case square
  /// 1080 x 1920, a full-screen story.
  case story

  /// The width in pixels at scale 1.
  public var width: Int { 1080 }

  /// The height in pixels at scale 1.
  public var height: Int {
    switch self {
    case .portrait: return 1350
    case .square: return 1080
    case .story: return 1920
    }
  }
}
