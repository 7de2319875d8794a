import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// The web app's lock: its screen, unlocking with the PIN or a passkey, and the Data page's
/// settings. Which of these a locked browser may reach is `WebLock.isOpen`'s to say, in front
/// of the table; the handlers here only do their part.
package enum LockRoutes {
  /// The templates of these routes' pages.
  package static let templates = ["lock"]

  package static func routes(security: WebSecurity) -> [Route] {
    guard let lock = security.lock else { return [] }
    @Sendable func credential(_ request: HTTPRequest) throws -> String {
      guard let credential = security.credential(of: request) else {
        throw WebError(.unauthorized, .webNoSession)
      }
      return credential
    }
    return [
      Route(.get, "/lock") { request, context in
        try PageRoutes.page("lock", request: request, context: context, csrf: security.csrfToken)
      },
      Route(.get, "/api/lock") { request, _ in
        try state(lock, request, credential: try credential(request))
      },
      Route(.put, "/api/lock") { request, context in
        let body = try request.decodedBody(Settings.self, expected: .webLockSettingsBody)
        let idle = try body.idle.map(LockIdle.seconds)
        guard body.secret != nil || idle != nil else {
          throw WebError.badRequest(.webLockSettingsBody)
        }
        let secret = try body.secret.map(LockSecret.init)
        let now = context.settings.now()
        _ = try lock.withBook(creating: true) { book in
          if let secret {
            try book.set(secret, idleSeconds: idle, at: now)
          } else if let idle {
            try book.setIdle(seconds: idle)
          }
        }
        // A new secret locks every other browser; this one, which set it, stays unlocked.
        let who = try credential(request)
        if secret != nil { lock.relockAll() }
        lock.unlock(who, idleSeconds: try lock.record()?.idleSeconds ?? LockIdle.standard)
        return try state(lock, request, credential: who)
      },
      Route(.delete, "/api/lock") { request, _ in
        _ = try lock.withBook { try $0.remove() }
        lock.relockAll()
        return try state(lock, request, credential: try credential(request))
      },
      Route(.post, "/api/lock/unlock") { request, context in
        let body = try request.decodedBody([String: String].self, expected: .webLockBody)
        guard let typed = body["secret"] else { throw WebError.badRequest(.webLockBody) }
        let who = try credential(request)
        switch try lock.withBook({ try $0.unlock(with: typed, at: BootInstant.now()) }) ?? .off {
        case .unlocked, .off:
          lock.unlock(who, idleSeconds: try lock.record()?.idleSeconds ?? LockIdle.standard)
          return try state(lock, request, credential: who)
        case .wrong(let wait):
          var response = HTTPResponse.failure(
            WebError(.forbidden, .lockWrong), messages: context.settings.messages(for: request))
          if wait > 0 { response.add("Retry-After", String(wait)) }
          return response
        case .waiting(let seconds):
          var response = HTTPResponse.failure(
            WebError(.tooManyRequests, .lockWaiting, ["seconds": .text("\(seconds)")]),
            messages: context.settings.messages(for: request))
          response.add("Retry-After", String(seconds))
          return response
        }
      },
      Route(.post, "/api/lock/relock") { request, _ in
        lock.relock(try credential(request))
        return HTTPResponse(status: .noContent)
      },
    ] + PasskeyRoutes.routes(lock: lock, credential: credential)
  }

  /// The body of `PUT /api/lock`.
  private struct Settings: Decodable {
    let secret: String?
    let idle: String?
  }

  /// What the lock screen and the Data page show: whether the lock is on, with what, whether
  /// this browser is unlocked, its passkeys, and whether passkeys work at this address.
  private static func state(_ lock: WebLock, _ request: HTTPRequest, credential: String) throws
    -> HTTPResponse
  {
    let now = BootInstant.now()
    let status = try lock.withBook { try $0.status(at: now) } ?? .off
    let device = PasskeyRoutes.device(of: credential)
    let passkeys = try lock.withBook { try $0.passkeys(device: device).count } ?? 0
    let site = PasskeyRoutes.site(of: request)
    let idle: JSONValue =
      status.idleSeconds == 0 ? .string("immediately") : .integer(status.idleSeconds / 60)
    return .data(
      Data(
        JSONValue.object([
          "on": .bool(status.isOn),
          "kind": status.kind.map { JSONValue.string($0.rawValue) } ?? .null,
          "idle": status.isOn ? idle : .null, "unlocked": .bool(lock.isUnlocked(credential)),
          "passkeys": .integer(passkeys), "passkeysHere": .bool(site != nil),
          "host": .string(HomeNetwork.localName() ?? ""),
          "waitSeconds": .integer(status.waitSeconds),
        ]).text.utf8), type: "application/json")
  }
}
