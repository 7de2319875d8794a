import FoundationEssentials
import MoodApp

/// The web app of `mood serve`: the security rules in front of the route table, with a pool
/// of workers that answer requests, each with its own store connection and renderers.
package final class WebApp: HTTPHandler {
  /// The largest request body: a JSON backup or Daylio export of many years fits.
  package static let bodyLimit = 32 * 1024 * 1024

  package let security: WebSecurity
  package let router: Router
  package let settings: ServeSettings
  private let pool: WorkerPool<ServeContext>

  package var maximumBodySize: Int { Self.bodyLimit }

  /// An app with `workers` threads over the store and assets in `settings`.
  /// - Throws: `SystemThread.Failure` when the system refuses a worker thread; `ServeError`
  ///   when a catalog of the phone's pages is missing or unreadable.
  package init(settings: ServeSettings, security: WebSecurity, workers: Int) throws {
    var security = security
    security.devices = settings.phone?.pairing
    security.notConnected = try PhonePages(settings: settings)
    security.lock = WebLock(
      folder: settings.phone?.folder ?? PhoneFolder(environment: settings.environment))
    self.settings = settings
    self.security = security
    self.router = WebApp.router(security: security)
    pool = try WorkerPool(count: workers) { ServeContext(settings: settings) }
  }

  /// The route table of the app.
  package static func router(security: WebSecurity) -> Router {
    Router(
      routes: EntryRoutes.routes + WordRoutes.routes + PictureRoutes.routes + HabitRoutes.routes
        + DataRoutes.routes + PageRoutes.routes(security: security) + InstallRoutes.routes
        + PhoneRoutes.routes(security: security) + WorkerRoutes.routes(security: security)
        + LockRoutes.routes(security: security))
  }

  package func screen(_ head: HTTPRequest) -> HTTPResponse? {
    let messages = settings.messages(for: head)
    let methods = router.methods
    guard methods.contains(head.method) else {
      return Router.methodNotAllowed(head, allowed: methods.sorted(), messages: messages)
    }
    return security.screen(head, messages: messages)
  }

  package func hasSession(_ head: HTTPRequest) -> Bool { security.hasSession(head) }

  package func log(_ head: HTTPRequest, failure detail: String) {
    settings.log(head, failure: detail)
  }

  package func refusal(_ error: WebError, to head: HTTPRequest) -> HTTPResponse {
    .failure(error, messages: settings.messages(for: head))
  }

  package func respond(_ request: HTTPRequest, reply: @escaping @Sendable (HTTPResponse) -> Void) {
    let router = router
    // Compressed here, on the worker: the server's own thread serves every connection.
    pool.submit { context in
      reply(AnswerCompression.encode(router.respond(request, context: context), for: request))
    }
  }

  package func finish(_ response: HTTPResponse, to head: HTTPRequest) -> HTTPResponse {
    security.finish(response, to: head)
  }

  /// Finishes the requests already queued and ends the workers.
  package func shutdown() { pool.shutdown() }
}
