import FoundationEssentials
import MoodSystem

/// A mood score: a whole number from 1 (worst) to 10 (best).
public struct Score: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The lowest score.
  public static let minimum = 1
  /// The highest score.
  public static let maximum = 10
  /// Every score, from 1 to 10.
  public static let all = (minimum...maximum).map { Score(unchecked: $0) }

  /// The score as a number, 1...10.
  public let value: Int

  /// Makes a score from a number.
  /// - Throws: `DomainError.invalidScore` unless `value` is in 1...10.
  public init(_ value: Int) throws {
    guard (Score.minimum...Score.maximum).contains(value) else {
      throw DomainError.invalidScore(String(value))
    }
    self.value = value
  }

  /// Parses a score as a person types it: `7`, never `7.5`, `seven` or `11`.
  /// - Throws: `DomainError.invalidScore` naming the text.
  public init(parsing text: String) throws {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(trimmed),
      (Score.minimum...Score.maximum).contains(value)
    else { throw DomainError.invalidScore(text) }
    self.value = value
  }

  private init(unchecked value: Int) { self.value = value }

  public var description: String { String(value) }

  public static func < (lhs: Score, rhs: Score) -> Bool { lhs.value < rhs.value }

  public init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer().decode(Int.self)
    do { try self.init(value) } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
