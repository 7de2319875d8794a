import FoundationEssentials
import MoodApp
import MoodCore

extension HTTPRequest {
  /// The body as `type`, held to the grammar a backup is (`JSONBody`): a malformed one is a
  /// 400 naming its first break.
  /// - Parameters:
  ///   - expected: the message saying what the body must be, said after a break too.
  ///   - scoreAt: the path of the body's score, the one whole number a body holds.
  /// - Throws: `WebError` 400, or `DomainError.invalidScore` for a score that is not whole.
  package func decodedBody<T: Decodable>(
    _ type: T.Type, expected: MessageKey, scoreAt: String? = nil
  ) throws -> T {
    do { return try JSONBody.decode(type, from: body, scoreAt: scoreAt) } catch JSONBody
      .Problem.malformed(let detail)
    {
      throw WebError.badRequest(
        .webBodyMalformed, ["detail": detail, "expected": .message(expected, [:])])
    } catch JSONBody.Problem.unexpected { throw WebError.badRequest(expected) }
  }
}
