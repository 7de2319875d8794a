import FoundationEssentials
import MoodSystem

/// Answers that stay the same for the server's life (the styles, scripts, the service worker,
/// the UI's fonts), kept in memory with their compressions: each is made and compressed once,
/// on the first request for it, at the smallest effort, then answered from memory.
package final class KeptAnswers: @unchecked Sendable {
  /// One answer: its body as made, its media type, and the body in each coding when it is text.
  private struct Kept {
    let body: Data
    let type: String
    let coded: [ContentCoding: Data]
  }

  // Guards `kept` and `making`; a request for an answer being made waits for it, so that each
  // is made once even when several workers ask at the same time.
  private let lock = ConditionLock()
  private var kept: [String: Kept] = [:]
  private var making: Set<String> = []

  package init() {}

  /// The answer kept as `key`, in the coding `request` accepts; made by `make` (its body and
  /// media type) when first asked. `nil`, and nothing kept, when `make` gives `nil`.
  /// - Throws: what `make` throws; nothing is kept then, and the next request tries again.
  package func answer(
    _ key: String, for request: HTTPRequest, make: () throws -> (body: Data, type: String)?
  ) throws -> HTTPResponse? {
    let found = lock.withLock { () -> Kept? in
      while making.contains(key) { lock.wait() }
      if let known = kept[key] { return known }
      making.insert(key)
      return nil
    }
    let answer: Kept?
    if let found {
      answer = found
    } else {
      defer {
        lock.withLock {
          making.remove(key)
          lock.broadcast()
        }
      }
      answer = try make().map(Self.compressed)
      lock.withLock { kept[key] = answer }
    }
    guard let answer else { return nil }
    let plain = HTTPResponse.data(answer.body, type: answer.type)
    guard !answer.coded.isEmpty else { return plain }
    guard let coding = ContentCoding.accepted(by: request), let body = answer.coded[coding] else {
      return AnswerCompression.varied(plain)
    }
    return AnswerCompression.encoded(plain, body: body, coding: coding)
  }

  /// `made` with its body in every coding, when it is text long enough to compress.
  private static func compressed(_ made: (body: Data, type: String)) -> Kept {
    var coded: [ContentCoding: Data] = [:]
    if made.body.count >= AnswerCompression.smallestBody, AnswerCompression.compresses(made.type) {
      for coding in ContentCoding.allCases {
        coded[coding] = coding.compress(made.body, effort: .smallest)
      }
    }
    return Kept(body: made.body, type: made.type, coded: coded)
  }
}
