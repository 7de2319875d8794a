/// How a mood word feels: the axis MoodCard counts words along.
public enum Valence: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
  case pleasant
  case neutral
  case unpleasant

  /// Parses `pleasant`, `neutral` or `unpleasant`, ignoring case.
  /// - Throws: `DomainError.invalidValence` naming the text.
  public init(parsing text: String) throws {
    guard let valence = Valence(rawValue: text.lowercased()) else {
      throw DomainError.invalidValence(text)
    }
    self = valence
  }

  public var description: String { rawValue }
}
