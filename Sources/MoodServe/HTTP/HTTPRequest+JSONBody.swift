import FoundationEssentials
import MoodApp
import MoodCore
import MoodStore

extension HTTPRequest {
  /// The body as `type`, read through `JSONWalk` first, so that a body is held to the grammar a
  /// backup is: a malformed one is a 400 naming its first break, one nested past the walk's
  /// limit is refused before the decoder sees it, and `"score": 7.5` is named as the score.
  /// - Parameters:
  ///   - expected: the message saying what the body must be, said after a break too.
  ///   - scoreAt: the path of the body's score, the one whole number a body holds.
  /// - Throws: `WebError` 400, or `DomainError.invalidScore` for a score that is not whole.
  package func decodedBody<T: Decodable>(
    _ type: T.Type, expected: MessageKey, scoreAt: String? = nil
  ) throws -> T {
    let findings = JSONWalk.walk(body, wholeNumbersAt: Set([scoreAt].compactMap { $0 }))
    if let problem = findings.problem {
      throw WebError.badRequest(
        .webBodyMalformed, ["detail": problem.message, "expected": .message(expected, [:])])
    }
    if let (_, literal) = findings.notWhole { throw DomainError.invalidScore(literal) }
    do { return try JSONDecoder().decode(type, from: body) } catch {
      throw WebError.badRequest(expected)
    }
  }
}
