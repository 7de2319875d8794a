import FoundationEssentials
import MoodApp
import MoodSystem

/// The web app of `mood serve`: the security rules in front of the route table, with a pool
/// of workers that answer requests, each with its own store connection and renderers.
package final class WebApp: HTTPHandler {
  /// The largest request body: a JSON backup or Daylio export of many years fits.
  package static let bodyLimit = 32 * 1024 * 1024

  package let security: WebSecurity
  package let router: Router
  package let settings: ServeSettings
  private let pool: WorkerPool<ServeContext>
  /// The sync with the other computers, on its own thread; `nil` when the journal is served
  /// read-only.
  package let syncing: ServeSync?

  package var maximumBodySize: Int { Self.bodyLimit }

  /// An app with `workers` threads over the store and assets in `settings`, and the sync
  /// thread.
  /// - Throws: `SystemThread.Failure` when the system refuses a thread; `ServeError` when a
  ///   catalog of the phone's pages is missing or unreadable; `FolderWatch.Failure` when the
  ///   system has no descriptor for the sync thread.
  package init(
    settings: ServeSettings, security: WebSecurity, workers: Int,
    syncTiming: ServeSync.Timing = ServeSync.Timing(),
    syncLog: @escaping @Sendable (String) -> Void = { StandardError.line($0) }
  ) throws {
    var security = security
    security.devices = settings.phone?.pairing
    security.notConnected = try PhonePages(settings: settings)
    security.lock = WebLock(
      folder: settings.phone?.folder ?? PhoneFolder(environment: settings.environment))
    self.settings = settings
    self.security = security
    self.router = WebApp.router(security: security)
    let syncing = try Self.syncing(settings, timing: syncTiming, log: syncLog)
    self.syncing = syncing
    do {
      pool = try WorkerPool(count: workers) {
        ServeContext(settings: settings, syncing: syncing)
      }
    } catch {
      syncing?.stop()
      throw error
    }
  }

  /// The sync thread of `settings`' journal: started whether or not the store syncs yet, as
  /// `mood sync init` or `join` may set it up while the server runs; each sync on a connection
  /// of its own, noted in the configuration as `mood sync` notes it.
  private static func syncing(
    _ settings: ServeSettings, timing: ServeSync.Timing, log: @escaping @Sendable (String) -> Void
  ) throws -> ServeSync? {
    guard !settings.isReadOnly else { return nil }
    let (store, environment) = (settings.storePath, settings.environment)
    return try ServeSync(
      messages: settings.messages, timing: timing, log: log,
      place: {
        // A configuration that cannot be read is said by the sync that fails on it.
        guard
          let configuration = try? SyncConfiguration.load(
            forStore: store, environment: environment)
        else { return nil }
        return ServeSync.Place(folder: configuration.folder, own: configuration.deviceName)
      }
    ) {
      guard
        var configuration = try SyncConfiguration.load(forStore: store, environment: environment)
      else { return }
      let journal = try Journal(path: store, environment: environment)
      defer { try? journal.close() }
      _ = try journal.syncNow(&configuration, environment: environment, at: settings.now())
    }
  }

  /// The route table of the app.
  package static func router(security: WebSecurity) -> Router {
    Router(
      routes: EntryRoutes.routes + WordRoutes.routes + PictureRoutes.routes + HabitRoutes.routes
        + DataRoutes.routes + SyncRoutes.routes + PageRoutes.routes(security: security)
        + InstallRoutes.routes + PhoneRoutes.routes(security: security)
        + WorkerRoutes.routes(security: security) + LockRoutes.routes(security: security))
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

  /// A route that takes a file has its body written beside the store, on the disk the import
  /// will write, within `settings.uploadLimit`.
  package func uploadPlace(for head: HTTPRequest) -> UploadPlace? {
    // Asked on the server's own thread for every head: a request without a body to take is
    // let go before the table is searched.
    guard head.changesState, router.route(for: head)?.takesFile == true else { return nil }
    let folder = PathName.folder(of: settings.storePath)
    return UploadPlace(folder: folder.isEmpty ? "." : folder, limit: settings.uploadLimit)
  }

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

  /// Finishes the requests already queued and ends the workers, then the sync thread after
  /// the sync under way.
  package func shutdown() {
    pool.shutdown()
    syncing?.stop()
  }
}
