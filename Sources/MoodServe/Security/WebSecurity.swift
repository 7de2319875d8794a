import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// The security rules of `mood serve`, in one place in front of every route.
///
/// - A random token per start, in the address printed: `GET /?token=…` swaps it for an
///   `HttpOnly; SameSite=Strict` cookie holding a session secret of its own (`WebSessions`:
///   the token's address opens a session once, or within a minute of the start; the launcher
///   and `mood remind` get one-time addresses) and redirects to the same path without it.
///   Every other request needs that cookie (or `Authorization: Bearer TOKEN`, for scripts),
///   else 401.
/// - The `Host` header must name this server (`127.0.0.1:PORT`, `localhost:PORT` or the
///   `--listen` address), against DNS rebinding.
/// - A request that changes data needs the page's CSRF token in `X-CSRF-Token`, an `Origin` of
///   this server and `Sec-Fetch-Site: same-origin`: cookies ignore ports, so any other program
///   on 127.0.0.1 is "same site" and SameSite alone is not enough. A script sending the bearer
///   token is exempt: a browser never adds that header to another site's request.
/// - Every response carries a strict Content-Security-Policy and the other headers below.
package struct WebSecurity: Sendable {
  /// The token in the address printed at start.
  package let token: String
  /// The token the pages send back in `X-CSRF-Token`.
  package let csrfToken: String
  /// The `host:port` values the `Host` header may have over plain HTTP: this computer's own.
  package let allowedHosts: Set<String>
  /// The `host:port` values the `Host` header may have over TLS: each address a phone reaches,
  /// and this computer's `HOSTNAME.local`.
  package let allowedSecureHosts: Set<String>
  /// The sessions the token and the one-time addresses open.
  package let sessions: WebSessions
  /// `http://HOST:PORT`, the start of every address given: a host a browser can open.
  package let origin: String
  /// The cookie's name: it carries the port, as cookies of servers on other ports would
  /// otherwise overwrite it.
  package let cookieName: String

  /// The paired devices, whose cookie over TLS is a credential as a session's is; `nil` while
  /// no phone can reach the server.
  package var devices: PhonePairing?
  /// The web app's lock, asked once a request has shown its credential; `nil` for rules
  /// without one (a test's).
  package var lock: WebLock?
  /// The "not connected" page a page's request without a credential gets; `nil` for rules
  /// without pages (a test's), which answer in one line of text.
  package var notConnected: PhonePages?
  /// The paths served without a credential: pairing, the CA's certificate a phone must trust
  /// before it can pair, the style sheet and fonts of the pages a browser without a credential
  /// gets (the app's own files, which hold nothing of the journal; the scripts stay behind the
  /// credential, as those pages run none), and the manifest and icons, which a browser fetches
  /// without cookies (`InstallRoutes`). The Host check still applies.
  package static func isPublic(_ path: String) -> Bool {
    ["/pair", "/ca.crt", "/static/app.css"].contains(path) || path.hasPrefix("/fonts/")
      || InstallRoutes.publicPaths.contains(path)
  }

  /// The header that carries the CSRF token.
  package static let csrfHeader = "X-CSRF-Token"
  /// How long a browser that reached the server over TLS keeps to it (a year): sent only over
  /// TLS, as RFC 6797 asks, and ignored by browsers for an IP address, which is what phones use.
  static let strictTransportSecurity = "max-age=31536000"

  /// Rules for a server listening on `listen` (this computer's own address, plain HTTP) and on
  /// `secureAddresses` over TLS, all on `port`, with fresh random tokens.
  /// - Parameter grace: how long the token's address opens any number of sessions.
  package init(
    listen: String, secureAddresses: [String] = [], port: Int,
    token: String = WebSecurity.randomToken(), grace: Duration = WebSessions.defaultGrace
  ) {
    self.token = token
    self.csrfToken = WebSecurity.randomToken()
    sessions = WebSessions(token: token, grace: grace)
    func host(_ address: String) -> String { SocketAddress.authority(address, port: port) }
    origin = "http://" + host(listen)
    allowedHosts = Set(["127.0.0.1", "::1", "localhost", listen].map(host))
    allowedSecureHosts = Set(
      (secureAddresses
        + (secureAddresses.isEmpty ? [] : [HomeNetwork.localName()].compactMap { $0 }))
        .map(host))
    cookieName = "moodcard-\(port)"
  }

  /// The address that opens the web app with `secret`: the token, or a one-time secret.
  package func address(opening secret: String) -> String { "\(origin)/?token=\(secret)" }

  /// A new address that opens the web app once.
  package func oneTimeAddress() -> String { address(opening: sessions.opener()) }

  /// 32 random bytes from the system's generator, as 64 hexadecimal digits.
  package static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      NumberText.zeroPadded(
        Int(UInt8.random(in: .min ... .max, using: &generator)), width: 2, radix: 16)
    }
    .joined()
  }

  /// The answer to a request that breaks a rule, or `nil` to let it through. Reads only the
  /// head, so nothing of a refused request's body is read.
  /// - Parameter messages: the texts in the language of the page that asked.
  package func screen(_ request: HTTPRequest, messages: Messages) -> HTTPResponse? {
    func forbidden(_ key: MessageKey, _ values: [String: MessageValue] = [:]) -> HTTPResponse {
      .failure(WebError(.forbidden, key, values), messages: messages)
    }
    func unauthorized(_ key: MessageKey = .webNoSession) -> HTTPResponse {
      let error = WebError(.unauthorized, key)
      if request.path.hasPrefix("/api/") { return .failure(error, messages: messages) }
      if let notConnected {
        // The page says what a missing session means itself; the refusal's own words only
        // when they say more (a used address).
        return notConnected.notConnected(
          request, detail: key == .webNoSession ? "" : messages(error.key), devices: devices,
          hadSession: request.cookie(cookieName) != nil)
      }
      let text = messages(.webNoSessionPage, ["message": messages(error.key)])
      return .text(text + "\n", status: .unauthorized)
    }
    let hosts = hosts(for: request)
    guard let host = request.header("host")?.lowercased(), hosts.contains(host) else {
      return forbidden(
        .webHostRefused,
        [
          "hosts": .text(hosts.sorted().joined(separator: ", ")),
          "header": request.header("host").map { .text("\"\($0)\"") }
            ?? .message(.webHostMissing, [:]),
        ])
    }
    let holder = credential(of: request)
    let hasSession = holder != nil
    if let given = request.query["token"] {
      var query = request.query
      query["token"] = nil
      var response = HTTPResponse.redirect(to: request.path + Self.queryString(query))
      switch sessions.open(with: given) {
      case .session(let secret):
        response.add(
          "Set-Cookie", "\(cookieName)=\(secret); Path=/; HttpOnly; SameSite=Strict")
      // A browser with a session that opens a used address again keeps its session.
      case _ where hasSession: break
      case .used: return unauthorized(.webAddressUsed)
      case .unknown: return unauthorized()
      }
      return response
    }
    if let bearer = request.header("authorization"), bearer.hasPrefix("Bearer ") {
      return WebSessions.same(String(bearer.dropFirst(7)), token) ? nil : unauthorized()
    }
    guard hasSession || (Self.isPublic(request.path) && !request.changesState) else {
      return unauthorized()
    }
    // The lock: every route but the lock screen's waits for this credential's unlock.
    if let lock, let holder,
      let refusal = lock.screen(request, credential: holder, messages: messages)
    {
      return refusal
    }
    guard request.changesState else { return nil }
    let scheme = request.isSecure ? "https://" : "http://"
    guard let origin = request.header("origin"), origin.lowercased() == scheme + host else {
      return forbidden(.webForeignChange, ["header": .text("Origin")])
    }
    guard request.header("sec-fetch-site") == "same-origin" else {
      return forbidden(.webForeignChange, ["header": .text("Sec-Fetch-Site")])
    }
    guard let csrf = request.header(Self.csrfHeader), WebSessions.same(csrf, csrfToken) else {
      return forbidden(.webNoCSRFToken, ["header": .text(Self.csrfHeader)])
    }
    return nil
  }

  /// The `Host` values a request may carry: over TLS those of the addresses a phone reaches,
  /// else this computer's own.
  private func hosts(for request: HTTPRequest) -> Set<String> {
    request.isSecure ? allowedSecureHosts : allowedHosts
  }

  /// `response` with the headers every response carries; over TLS, HSTS too, and every cookie
  /// marked `Secure`, so a browser never sends it over plain HTTP.
  package func finish(_ response: HTTPResponse, to head: HTTPRequest) -> HTTPResponse {
    var response = response
    if head.isSecure {
      response.headers = response.headers.map { header in
        guard header.name.lowercased() == "set-cookie", !header.value.contains("; Secure") else {
          return header
        }
        return (header.name, header.value + "; Secure")
      }
      response.add("Strict-Transport-Security", Self.strictTransportSecurity)
    }
    response.add(
      "Content-Security-Policy",
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; "
        + "font-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; "
        + "base-uri 'none'; "
        + "frame-ancestors 'none'")
    response.add("X-Content-Type-Options", "nosniff")
    response.add("Referrer-Policy", "no-referrer")
    response.add("X-Frame-Options", "DENY")
    response.add("Cross-Origin-Opener-Policy", "same-origin")
    response.add("Cross-Origin-Resource-Policy", "same-origin")
    if response.header("Cache-Control") == nil { response.add("Cache-Control", "no-store") }
    return response
  }

  /// Whether `request` names this server and carries a session, the token, or an address's
  /// secret that opens one: what a request needs to be served beyond the connection limit.
  package func hasSession(_ request: HTTPRequest) -> Bool {
    guard let host = request.header("host")?.lowercased(), hosts(for: request).contains(host)
    else {
      return false
    }
    if credential(of: request) != nil { return true }
    if let given = request.query["token"] { return sessions.opens(given) }
    if let bearer = request.header("authorization"), bearer.hasPrefix("Bearer ") {
      return WebSessions.same(String(bearer.dropFirst(7)), token)
    }
    return false
  }

  /// The credential `request` carries, which an unlock is bound to: over TLS a paired device's
  /// cookie (`device:ID`), else this server's session cookie (`session:SECRET`, kept in this
  /// process's memory as the sessions are); `nil` for none. The device is looked up in the book on every request, so one
  /// revoked by `mood devices` in another process is refused at once, and its unlock with it.
  package func credential(of request: HTTPRequest) -> String? {
    if let device = devices?.device(of: request, at: Date()) { return "device:" + device.id }
    if let secret = request.cookie(cookieName), sessions.isSession(secret) {
      return "session:" + secret
    }
    return nil
  }

  private static func queryString(_ query: [String: String]) -> String {
    guard !query.isEmpty else { return "" }
    return "?"
      + query.sorted { $0.key < $1.key }.map { key, value in
        PercentEncoding.encode(key, keeping: PercentEncoding.isUnreserved) + "="
          + PercentEncoding.encode(value, keeping: PercentEncoding.isUnreserved)
      }.joined(separator: "&")
  }
}
