/// An HTTP status code, with a name for each the web app answers with.
package struct HTTPStatus: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  package let rawValue: Int

  package init(rawValue: Int) { self.rawValue = rawValue }
  package init(integerLiteral value: Int) { rawValue = value }

  package static let ok: HTTPStatus = 200
  package static let created: HTTPStatus = 201
  package static let noContent: HTTPStatus = 204
  package static let seeOther: HTTPStatus = 303
  package static let badRequest: HTTPStatus = 400
  package static let unauthorized: HTTPStatus = 401
  package static let forbidden: HTTPStatus = 403
  package static let notFound: HTTPStatus = 404
  package static let methodNotAllowed: HTTPStatus = 405
  package static let conflict: HTTPStatus = 409
  package static let preconditionFailed: HTTPStatus = 412
  package static let contentTooLarge: HTTPStatus = 413
  package static let uriTooLong: HTTPStatus = 414
  package static let unprocessableContent: HTTPStatus = 422
  package static let locked: HTTPStatus = 423
  package static let tooManyRequests: HTTPStatus = 429
  package static let headerFieldsTooLarge: HTTPStatus = 431
  package static let internalServerError: HTTPStatus = 500
  package static let serviceUnavailable: HTTPStatus = 503
  package static let insufficientStorage: HTTPStatus = 507

  /// Whether the server failed (5xx), rather than the request (4xx): such a failure is logged.
  package var isServerError: Bool { rawValue >= 500 }

  package var description: String { String(rawValue) }
}
