import FoundationEssentials
import MoodSystem

/// Answers that stay the same for the server's life (the styles, scripts, the service worker,
/// the UI's fonts), kept in memory with their compressions: each is made on the first request
/// for it, and compressed in a coding on the first request that accepts that coding (at the
/// smallest effort), then answered from memory.
package final class KeptAnswers: Sendable {
  /// One answer as made: its body and media type.
  private struct Kept {
    let body: Data
    let type: String
  }

  /// The answers made and those being made: a request for something being made waits for it,
  /// so that each is made once even when several workers ask at the same time.
  private struct Tables {
    var kept: [String: Kept] = [:]
    /// The compressed bodies, by key and coding: `/static/app.css br`.
    var coded: [String: Data] = [:]
    var making: Set<String> = []
  }

  private let tables = ConditionLock(Tables())

  /// An empty store of answers, filled as they are asked for.
  package init() {}

  /// The answer kept as `key`, in the coding `request` accepts; made by `make` (its body and
  /// media type) when first asked. `nil`, and nothing kept, when `make` gives `nil`.
  /// - Throws: what `make` throws; nothing is kept then, and the next request tries again.
  package func answer(
    _ key: String, for request: HTTPRequest, make: () throws -> (body: Data, type: String)?
  ) throws -> HTTPResponse? {
    guard let answer = try once(key, in: \.kept, make: { try make().map(Kept.init) }) else {
      return nil
    }
    let plain = HTTPResponse.data(answer.body, type: answer.type)
    guard answer.body.count >= AnswerCompression.smallestBody,
      AnswerCompression.compresses(answer.type)
    else { return plain }
    guard let coding = ContentCoding.accepted(by: request),
      let body = once(
        "\(key) \(coding.rawValue)", in: \.coded,
        make: {
          coding.compress(answer.body, effort: .smallest)
        })
    else { return AnswerCompression.varied(plain) }
    return AnswerCompression.encoded(plain, body: body, coding: coding)
  }

  /// The value `table` holds for `key`, made by `make` outside the lock when it holds none;
  /// meanwhile another request for `key` waits for it. A `nil` or a throw keeps nothing.
  private func once<Value>(
    _ key: String, in table: WritableKeyPath<Tables, [String: Value]>, make: () throws -> Value?
  ) rethrows -> Value? {
    let found = tables.withLock { locked -> Value? in
      while locked.state.making.contains(key) { locked.wait() }
      if let known = locked.state[keyPath: table][key] { return known }
      locked.state.making.insert(key)
      return nil
    }
    if let found { return found }
    defer {
      tables.withLock { locked in
        locked.state.making.remove(key)
        locked.broadcast()
      }
    }
    let made = try make()
    tables.withLock { $0.state[keyPath: table][key] = made }
    return made
  }
}
