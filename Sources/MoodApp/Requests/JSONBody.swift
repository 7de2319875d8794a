import FoundationEssentials
import MoodCore
import MoodStore

/// A request's JSON body, held to the grammar a backup is (`JSONWalk`): a malformed one is
/// named by its first break, one nested past the walk's limit is refused before the decoder
/// sees it, and `"score": 7.5` is named as the score.
package enum JSONBody {
  /// Why a body is refused.
  package enum Problem: Error, Equatable {
    /// Not well-formed JSON: the first break, as a message.
    case malformed(MessageValue)
    /// Well-formed, but not the object expected.
    case unexpected
  }

  /// The body as `type`.
  /// - Parameter scoreAt: the path of the body's score, the one whole number a body holds.
  /// - Throws: `Problem`, or `DomainError.invalidScore` for a score that is not whole.
  package static func decode<T: Decodable>(_ type: T.Type, from body: Data, scoreAt: String?)
    throws -> T
  {
    let findings = JSONWalk.walk(body, wholeNumbersAt: Set([scoreAt].compactMap { $0 }))
    if let problem = findings.problem { throw Problem.malformed(problem.message) }
    if let (_, literal) = findings.notWhole { throw DomainError.invalidScore(literal) }
    do { return try JSONDecoder().decode(type, from: body) } catch {
      throw Problem.unexpected
    }
  }
}
