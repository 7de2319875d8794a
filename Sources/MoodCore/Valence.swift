/// How a mood word feels: the axis MoodCard counts words along.
///
/// As a dictionary key it encodes by name (`{"pleasant": ...}`), so a dictionary keyed by
/// valence has the same JSON in every run when keys are sorted; without `CodingKeyRepresentable`
/// it would be a list in the dictionary's order, which differs from one process to the next.
public enum Valence: String, Sendable, Hashable, Codable, CodingKeyRepresentable, CaseIterable,
  CustomStringConvertible
{
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
