/// The colour scheme of a card.
public enum CardTheme: String, Sendable, Hashable, Codable, CaseIterable {
  /// Dark text on warm paper.
  case light
  /// Light text on a deep night blue.
  case dark
}
