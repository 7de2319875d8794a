import CardRender
import MoodApp
import MoodCore
import Stats

/// A request the web app cannot answer as asked: its HTTP status and a message of the catalog,
/// said in the language of the page that asked.
package struct WebError: Error {
  package let status: HTTPStatus
  package let key: MessageKey
  package let values: [String: MessageValue]

  package init(_ status: HTTPStatus, _ key: MessageKey, _ values: [String: MessageValue] = [:]) {
    self.status = status
    self.key = key
    self.values = values
  }

  /// The request is malformed: bad JSON, a bad parameter. 400.
  package static func badRequest(_ key: MessageKey, _ values: [String: MessageValue] = [:])
    -> WebError
  {
    WebError(.badRequest, key, values)
  }

  /// What the request names does not exist. 404.
  package static func notFound(_ key: MessageKey, _ values: [String: MessageValue] = [:])
    -> WebError
  {
    WebError(.notFound, key, values)
  }

  /// Nothing is at the path of `request`. 404.
  package static func nothing(at request: HTTPRequest) -> WebError {
    notFound(.webNothingAt, ["path": .text(request.path)])
  }
}

extension HTTPResponse {
  /// The JSON error for anything a handler throws: its message, never a stack trace, with the
  /// status of its kind in MoodApp's failure table (`Failure`), in one complete `switch`. A
  /// failure of the server itself (SQLite's, the renderer's, one nobody foresaw) is said in the
  /// person's words, what failed and not how, and the caller logs the detail.
  /// - Parameters:
  ///   - messages: the texts in the language of the page that asked.
  ///   - changing: whether the request meant to change the journal, for the words of a failure.
  package static func failure(_ error: any Error, messages: Messages, changing: Bool = false)
    -> HTTPResponse
  {
    if let error = error as? WebError {
      return .error(error.status, messages(error.key, values: error.values))
    }
    let text = messages.text(of: error)
    switch Failure(error) {
    case .malformed: return .error(.badRequest, text)
    case .invalid, .damaged: return .error(.unprocessableContent, text)
    case .notFound: return .error(.notFound, text)
    case .conflict: return .error(.conflict, text)
    case .refused: return .error(.forbidden, text)
    case .busy, .readOnly: return .error(.serviceUnavailable, text)
    case .diskFull: return failure(WebError(.insufficientStorage, .webDiskFull), messages: messages)
    // A damaged store, or a file the server cannot make, says what happened and what to do,
    // in words that hold no SQL.
    case .storeDamaged, .cannotCreate: return .error(.internalServerError, text)
    // What the server lacks (its fonts, libsodium) is its own fault, said as what failed.
    case .unavailable, .failed:
      let words: MessageKey =
        error is RenderError ? .webDrawFailed : changing ? .webSaveFailed : .webReadFailed
      return failure(WebError(.internalServerError, words), messages: messages)
    }
  }
}
