import CardRender
import MoodApp
import MoodCore
import MoodStore
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
  /// The JSON error for anything a handler throws: its message, never a stack trace, with
  /// 400 for a bad request (a file to import that is not well-formed JSON too), 404 for what
  /// does not exist, 409 for a clash, 422 for values the domain refuses, 503 when the store is
  /// busy, 507 when the disk is full and 500 for the rest. A failure of the server itself
  /// (SQLite's, the renderer's, one nobody foresaw) is said in the person's words, what failed
  /// and not how, and the caller logs the detail.
  /// - Parameters:
  ///   - messages: the texts in the language of the page that asked.
  ///   - changing: whether the request meant to change the journal, for the words of a failure.
  package static func failure(_ error: any Error, messages: Messages, changing: Bool = false)
    -> HTTPResponse
  {
    let text = messages.text(of: error)
    let failed = WebError(.internalServerError, changing ? .webSaveFailed : .webReadFailed)
    switch error {
    case let error as WebError:
      return .error(error.status, messages(error.key, values: error.values))
    // A file that is not JSON at all is a malformed request, as a malformed body is.
    case is ValidationError, is StatsError, ImportError.malformedJSON:
      return .error(.badRequest, text)
    case is DomainError, is ImportError: return .error(.unprocessableContent, text)
    case let error as StoreError:
      switch error {
      case .entryNotFound, .habitNotFound, .sessionNotFound, .noSession:
        return .error(.notFound, text)
      case .nothingSinceSession: return .error(.unprocessableContent, text)
      case .habitExists, .wordInUse: return .error(.conflict, text)
      case .unknownWordID: return .error(.unprocessableContent, text)
      case .busy: return .error(.serviceUnavailable, text)
      case _ where error.meansCannotBeWritten: return .error(.serviceUnavailable, text)
      case .sqlite where error.failure == .diskFull:
        return failure(WebError(.insufficientStorage, .webDiskFull), messages: messages)
      // A fault nobody foresaw is said as what failed; the others (a damaged store, a disk
      // that went away) say what happened and what to do, in words that hold no SQL.
      case .sqlite where error.failure == .unexpected: return failure(failed, messages: messages)
      default: return .error(.internalServerError, text)
      }
    case let error as EncryptionError:
      switch error.kind {
      case .invalid, .damaged: return .error(.unprocessableContent, text)
      case .refused: return .error(.forbidden, text)
      case .unavailable: return .error(.serviceUnavailable, text)
      }
    case let error as DeviceError:
      switch error.kind {
      case .unknown: return .error(.notFound, text)
      case .nameTaken: return .error(.conflict, text)
      case .invalidName: return .error(.unprocessableContent, text)
      }
    case let error as RenderError:
      switch error {
      case .invalidScale, .unknownFormat, .invalidChartSize, .tooManyDays:
        return .error(.badRequest, text)
      default: return failure(WebError(.internalServerError, .webDrawFailed), messages: messages)
      }
    default: return failure(failed, messages: messages)
    }
  }
}
