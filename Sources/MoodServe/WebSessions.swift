import FoundationEssentials
import MoodCore
import MoodSystem

/// The browser sessions of one server, and the addresses that open one.
///
/// A session is a random secret of its own in the cookie, never the token: the token's address
/// stays in the browser's history, and reading the history must not be enough for a session.
/// The token's address opens a session once, or any number of times within `grace` of the
/// start (a browser that asks twice, the person opening it on a second device at once). Every
/// other address that opens a session carries a one-time secret (`opener()`), given to the
/// desktop launcher, `mood remind` and `mood serve --open`; it works once, until the server
/// stops.
package final class WebSessions: @unchecked Sendable {
  /// How long after the start the token's address opens any number of sessions, by default.
  package static let defaultGrace: Duration = .seconds(60)
  /// The most sessions and unused one-time addresses kept; the oldest go first.
  package static let limit = 64

  private let token: String
  private let started = ContinuousClock.now
  private let grace: Duration
  private let condition = ThreadCondition()
  private var sessions: [String] = []
  private var openers: [String] = []
  /// One-time secrets used already, so their address can say so.
  private var usedOpeners: [String] = []
  private var tokenUsed = false

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
    condition.lock()
    defer { condition.unlock() }
    if Self.same(given, token) {
      guard !tokenUsed || ContinuousClock.now - started < grace else { return .used }
      tokenUsed = true
    } else if let index = openers.firstIndex(where: { Self.same($0, given) }) {
      Self.keep(openers.remove(at: index), in: &usedOpeners)
    } else if usedOpeners.contains(where: { Self.same($0, given) }) {
      return .used
    } else {
      return .unknown
    }
    let secret = WebSecurity.randomToken()
    Self.keep(secret, in: &sessions)
    return .session(secret)
  }

  /// Whether `given` would open a session now, without using it up.
  package func opens(_ given: String) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    if Self.same(given, token) { return !tokenUsed || ContinuousClock.now - started < grace }
    return openers.contains { Self.same($0, given) }
  }

  /// Whether `secret` (a cookie's value) is a session of this server.
  package func isSession(_ secret: String) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return sessions.contains { Self.same($0, secret) }
  }

  /// A new one-time secret for an address that opens a session.
  package func opener() -> String {
    let secret = WebSecurity.randomToken()
    condition.lock()
    Self.keep(secret, in: &openers)
    condition.unlock()
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
