import FoundationEssentials
import MoodCore
import MoodSystem
import Synchronization

/// The browser sessions of one server, and the addresses that open one.
///
/// A session is a random secret of its own in the cookie, never the token: the token's address
/// stays in the browser's history, and reading the history must not be enough for a session.
/// The token's address opens a session once, or any number of times within `grace` of the
/// start (a browser that asks twice, the person opening it on a second device at once). Every
/// other address that opens a session carries a one-time secret (`opener()`), given to the
/// desktop launcher, `mood remind` and `mood serve --open`; it works once, until the server
/// stops.
package final class WebSessions: Sendable {
  /// How long after the start the token's address opens any number of sessions, by default.
  package static let defaultGrace: Duration = .seconds(60)
  /// The most sessions and unused one-time addresses kept; the oldest go first.
  package static let limit = 64

  private let token: String
  private let started = ContinuousClock.now
  private let grace: Duration
  // Only locked, never waited on: a `Mutex` over what changes.
  private let book = Mutex(Book())

  /// The secrets given out, and whether the token's address was used.
  private struct Book {
    var sessions: [String] = []
    var openers: [String] = []
    /// One-time secrets used already, so their address can say so.
    var usedOpeners: [String] = []
    var tokenUsed = false
  }

  /// The sessions of a server whose token is `token`.
  package init(token: String, grace: Duration = WebSessions.defaultGrace) {
    self.token = token
    self.grace = grace
  }

  /// What opening an address with `given` gives.
  package enum Opening: Equatable {
    /// A new session, whose secret goes in the cookie.
    case session(String)
    /// The token's address used already and past its grace, or a one-time address used.
    case used
    /// Neither the token nor a one-time secret.
    case unknown
  }

  /// Opens a session with `given`, the `token` parameter of an address, using it up.
  func open(with given: String) -> Opening {
    book.withLock { book in
      if Self.same(given, token) {
        guard !book.tokenUsed || ContinuousClock.now - started < grace else { return .used }
        book.tokenUsed = true
      } else if let index = book.openers.firstIndex(where: { Self.same($0, given) }) {
        let opener = book.openers.remove(at: index)
        Self.keep(opener, in: &book.usedOpeners)
      } else if book.usedOpeners.contains(where: { Self.same($0, given) }) {
        return .used
      } else {
        return .unknown
      }
      let secret = WebSecurity.randomToken()
      Self.keep(secret, in: &book.sessions)
      return .session(secret)
    }
  }

  /// Whether `given` would open a session now, without using it up.
  package func opens(_ given: String) -> Bool {
    book.withLock { book in
      if Self.same(given, token) { return !book.tokenUsed || ContinuousClock.now - started < grace }
      return book.openers.contains { Self.same($0, given) }
    }
  }

  /// Whether `secret` (a cookie's value) is a session of this server.
  package func isSession(_ secret: String) -> Bool {
    book.withLock { book in book.sessions.contains { Self.same($0, secret) } }
  }

  /// A new one-time secret for an address that opens a session.
  package func opener() -> String {
    let secret = WebSecurity.randomToken()
    book.withLock { book in Self.keep(secret, in: &book.openers) }
    return secret
  }

  private static func keep(_ secret: String, in list: inout [String]) {
    list.append(secret)
    if list.count > limit { list.removeFirst(list.count - limit) }
  }

  /// Compares two secrets in time that does not depend on where they differ.
  package static func same(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8), y = Array(b.utf8)
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
