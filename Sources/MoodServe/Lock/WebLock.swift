import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem
import Synchronization

/// The web app's lock, as the server keeps it: in front of every route (`WebSecurity.screen`
/// asks `screen` once a request has shown its credential), it refuses every page and answer
/// but the lock screen's own while the lock is on and the credential is not unlocked.
///
/// An unlock is a server-side session of the request's credential (a paired device, else the
/// browser's session cookie), held in memory for the idle time the person chose (at least
/// `LockIdle.shortestSession`), renewed by each request. A revoked device's cookie is no
/// credential at all, so its unlock goes with it; a restart of the server forgets every unlock.
/// The lock itself is read from its file on each request, so `mood lock set` or `reset` in
/// another process counts at once.
package final class WebLock: Sendable {
  /// How long a passkey challenge may be answered.
  package static let challengeLife: Duration = .seconds(60)
  /// The most unlocks and challenges kept; the oldest go first.
  package static let limit = 64

  private let folder: PhoneFolder
  private let book = Mutex<OpenLockBook?>(nil)
  private let unlocks = Mutex<[String: ContinuousClock.Instant]>([:])
  private let challenges = Mutex<[Challenge]>([])

  /// A connection to the lock's file and the process that opened it: a connection never
  /// crosses the fork of `ServeKeeper`. It enters the mutex when opened and is used only
  /// inside its lock.
  private struct OpenLockBook {
    let pid: pid_t
    let book: LockBook
  }

  /// A challenge given to the credential `owner`.
  private struct Challenge {
    let bytes: [UInt8]
    let owner: String
    let given: ContinuousClock.Instant
  }

  package init(folder: PhoneFolder) { self.folder = folder }

  /// What the lock screen needs, served while locked: the page, its script and style, the
  /// UI's fonts, what it asks (`GET /api/lock`) and the calls that unlock. Everything else is
  /// refused, the lock's own settings too: a method with its path, as `PUT /api/lock` changes
  /// what `GET /api/lock` only reads.
  package static func isOpen(_ method: HTTPMethod, _ path: String) -> Bool {
    switch method {
    case .get, .head:
      ["/lock", "/static/lock.js", "/static/forget-kept.js", "/static/app.css", "/api/lock"]
        .contains(path)
        || path.hasPrefix("/fonts/")
    case .post:
      ["/api/lock/unlock", "/api/lock/passkey-challenge", "/api/lock/passkey-unlock"]
        .contains(path)
    default: false
    }
  }

  /// Lends the lock's file to `body`; `nil` while none was ever set (no file is made for it
  /// but when `creating`, to set a lock).
  /// - Throws: what opening or reading the file throws.
  package func withBook<T: Sendable>(
    creating: Bool = false, _ body: @Sendable (LockBook) throws -> T
  ) throws -> T? {
    try book.withLock { held in
      if let held, held.pid == getpid() { return try body(held.book) }
      guard creating || access(folder.file(LockBook.fileName).path, F_OK) == 0 else {
        return nil
      }
      let opened = OpenLockBook(
        pid: getpid(), book: try LockBook(folder: folder, ifMissing: .create))
      held = opened
      return try body(opened.book)
    }
  }

  /// The lock, or `nil` while it is off.
  /// - Throws: when its file cannot be read: the caller refuses rather than lets through.
  package func record() throws -> LockRecord? { try withBook { try $0.record() } ?? nil }

  /// The refusal of `request`, whose credential is `credential`, while the lock is on and that
  /// credential is not unlocked; `nil` to let it through (and the unlock is renewed).
  package func screen(_ request: HTTPRequest, credential: String, messages: Messages)
    -> HTTPResponse?
  {
    let record: LockRecord?
    do { record = try self.record() } catch {
      return .failure(WebError(.serviceUnavailable, .webLocked), messages: messages)
    }
    guard let record, !Self.isOpen(request.method, request.path) else { return nil }
    if renew(credential, idleSeconds: record.idleSeconds) { return nil }
    if request.method == .get, request.header("accept")?.contains("text/html") == true {
      // A page opens the lock screen, which comes back here once unlocked; a script, a style
      // or an answer of the API is refused as it is.
      return .redirect(
        to: "/lock?next="
          + PercentEncoding.encode(request.path, keeping: PercentEncoding.isUnreserved))
    }
    var refusal = HTTPResponse.failure(WebError(.locked, .webLocked), messages: messages)
    refusal.add("X-MoodCard-Locked", "1")
    return refusal
  }

  /// Whether `credential` is unlocked now.
  package func isUnlocked(_ credential: String) -> Bool {
    unlocks.withLock { $0[credential].map { $0 > .now } ?? false }
  }

  /// Unlocks `credential` for the idle time of `record`.
  package func unlock(_ credential: String, idleSeconds: Int) {
    let until = ContinuousClock.now + .seconds(LockIdle.sessionSeconds(idleSeconds))
    unlocks.withLock { unlocks in
      unlocks = unlocks.filter { $0.value > .now }
      if unlocks.count >= Self.limit, let oldest = unlocks.min(by: { $0.value < $1.value }) {
        unlocks[oldest.key] = nil
      }
      unlocks[credential] = until
    }
  }

  /// Locks `credential` again: the page was hidden, or left.
  package func relock(_ credential: String) { unlocks.withLock { $0[credential] = nil } }

  /// Locks every credential again: the lock was changed or turned off.
  package func relockAll() { unlocks.withLock { $0 = [:] } }

  private func renew(_ credential: String, idleSeconds: Int) -> Bool {
    unlocks.withLock { unlocks in
      guard let until = unlocks[credential], until > .now else { return false }
      unlocks[credential] = ContinuousClock.now + .seconds(LockIdle.sessionSeconds(idleSeconds))
      return true
    }
  }

  // MARK: - Passkey challenges

  /// A new random challenge for `credential`, good once, for `challengeLife`.
  package func challenge(for credential: String) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    challenges.withLock { list in
      list.removeAll { ContinuousClock.now - $0.given > Self.challengeLife }
      if list.count >= Self.limit { list.removeFirst() }
      list.append(Challenge(bytes: bytes, owner: credential, given: .now))
    }
    return bytes
  }

  /// Uses up the challenge `bytes` given to `credential`; `false` when there is none, or it
  /// is older than `challengeLife`.
  package func takeChallenge(_ bytes: [UInt8], for credential: String) -> Bool {
    challenges.withLock { list in
      guard
        let index = list.firstIndex(where: {
          $0.bytes == bytes && $0.owner == credential
        })
      else { return false }
      let challenge = list.remove(at: index)
      return ContinuousClock.now - challenge.given <= Self.challengeLife
    }
  }
}
