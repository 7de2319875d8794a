import CardRender
import MoodCore
import MoodStore
import Stats

/// A request the web API cannot answer as asked, with its HTTP status.
enum WebError: Error, CustomStringConvertible {
  /// The request is malformed: bad JSON, a bad parameter. 400.
  case badRequest(String)
  /// What the request names does not exist. 404.
  case notFound(String)
  /// The request is well formed but its values are not accepted. 422.
  case unprocessable(String)

  var description: String {
    switch self {
    case .badRequest(let message), .notFound(let message), .unprocessable(let message):
      return message
    }
  }

  var status: Int {
    switch self {
    case .badRequest: return 400
    case .notFound: return 404
    case .unprocessable: return 422
    }
  }
}

extension HTTPResponse {
  /// The JSON error for anything a handler throws: its message, never a stack trace, with
  /// 400 for a bad request, 404 for what does not exist, 409 for a clash, 422 for values the
  /// domain refuses, 503 when the store is busy and 500 for the rest.
  /// - Parameter messages: the texts in the language of the page that asked.
  static func failure(_ error: any Error, messages: Messages) -> HTTPResponse {
    let text = messages.text(of: error)
    switch error {
    case let error as WebError: return .error(error.status, error.description)
    case is ValidationError, is StatsError: return .error(400, text)
    case is DomainError, is ImportError: return .error(422, text)
    case let error as CommandError:
      switch error {
      case .usage: return .error(400, error.text(messages))
      case .noInput: return .error(404, error.text(messages))
      case .data: return .error(422, error.text(messages))
      default: return .error(500, error.text(messages))
      }
    case let error as StoreError:
      switch error {
      case .entryNotFound, .habitNotFound: return .error(404, text)
      case .habitExists, .wordInUse: return .error(409, text)
      case .unknownWordID: return .error(422, text)
      case .busy: return .error(503, text)
      default: return .error(500, text)
      }
    default: return .error(500, text)
    }
  }
}
