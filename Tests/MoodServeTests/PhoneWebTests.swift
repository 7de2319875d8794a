import Foundation
import MoodApp
import MoodCore
import MoodServe
import MoodStore
import StoreTestSupport
import TestSupport
import Testing

/// Pairing a phone and its device credential through the web app's security rules and routes,
/// in process, with requests marked as come over TLS (`isSecure`) as the HTTPS listener marks
/// them: a real store and a real book of devices in a temporary phone folder.
@Suite final class PhoneWebTests {
  let store: TemporaryStore
  let data: TemporaryDirectory
  let folder: PhoneFolder
  let app: WebApp
  let context: ServeContext
  static let origin = "https://127.0.0.2:8787"
  static let now = "2026-11-29T20:00:00Z"

  init() throws {
    store = try TemporaryStore()
    data = try TemporaryDirectory(prefix: "moodcard-phone")
    folder = PhoneFolder(environment: ["XDG_DATA_HOME": data.path])
    (app, context) = try Self.app(store: store.path, folder: folder, now: Self.now)
  }

  deinit { app.shutdown() }

  /// A web app whose phones reach it at `origin`, at the instant `now`.
  static func app(store: String, folder: PhoneFolder?, now: String) throws -> (
    WebApp, ServeContext
  ) {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var settings = try ServeSettings(
      storePath: store, environment: ["MOODCARD_NOW": now],
      timeZone: try #require(Zone(identifier: "Etc/UTC")),
      assets: package.appendingPathComponent("Sources/Web"),
      fonts: package.appendingPathComponent("Fonts"))
    settings.phone = folder.map {
      PhoneAccess(
        origins: [origin],
        authorityPEM: "-----BEGIN CERTIFICATE-----\nTEST\n"
          + "-----END CERTIFICATE-----\n", authorityFingerprint: "AB:CD:EF", folder: $0)
    }
    let security = WebSecurity(
      listen: "127.0.0.1", secureAddresses: ["127.0.0.2"], port: 8787,
      token: String(repeating: "a", count: 64))
    return (
      try WebApp(settings: settings, security: security, workers: 1),
      ServeContext(settings: settings)
    )
  }

  /// What `app` answers `request`, screened and finished as the server does.
  static func send(
    _ app: WebApp, _ context: ServeContext, _ method: HTTPMethod, _ path: String,
    query: [String: String] = [:], headers: [String: String] = [:], body: String = "",
    secure: Bool = true
  ) -> HTTPResponse {
    var all = ["host": secure ? "127.0.0.2:8787" : "127.0.0.1:8787"]
    for (name, value) in headers { all[name.lowercased()] = value }
    var request = HTTPRequest(
      method: method, path: path, query: query, headers: all, body: Data(body.utf8))
    request.isSecure = secure
    if let refused = app.screen(request) { return app.finish(refused, to: request) }
    return app.finish(app.router.respond(request, context: context), to: request)
  }

  private func send(
    _ method: HTTPMethod, _ path: String, query: [String: String] = [:],
    headers: [String: String] = [:], body: String = "", secure: Bool = true
  ) -> HTTPResponse {
    Self.send(
      app, context, method, path, query: query, headers: headers, body: body, secure: secure)
  }

  private func text(_ response: HTTPResponse) -> String {
    String(decoding: response.body, as: UTF8.self)
  }

  private var phone: PhoneAccess { get throws { try #require(context.settings.phone) } }

  /// The code the Connect page would show now.
  private func code() throws -> PairingCode {
    try phone.pairing.offer(at: context.settings.now()).code
  }

  /// Pairs with the code of the moment: the device's cookie, `name=secret`.
  private func pairedCookie() throws -> String {
    let paired = send(.get, "/pair", query: ["code": try code().text])
    let cookie = try #require(paired.header("Set-Cookie"))
    return String(try #require(cookie.split(separator: ";").first))
  }

  @Test func theRightCodeGivesACookieForAYearAndGoesToTheCheckIn() throws {
    let paired = send(.get, "/pair", query: ["code": try code().grouped.lowercased()])
    #expect(paired.status == .seeOther)
    #expect(paired.header("Location") == "/?paired=1")
    let cookie = try #require(paired.header("Set-Cookie"))
    let parts = Set(cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(cookie.hasPrefix("moodcard-device="))
    #expect(
      parts.isSuperset(of: ["HttpOnly", "Secure", "SameSite=Strict", "Max-Age=31536000", "Path=/"]))
    let value = try #require(cookie.firstMatch(of: /moodcard-device=([0-9a-f]{64});/)?.1)
    #expect(
      !FileManager.default.contents(atPath: folder.file(DeviceBook.fileName).path)!.contains(
        Data(value.utf8)))
    let device = "moodcard-device=\(value)"
    #expect(send(.get, "/", headers: ["Cookie": device]).status == .ok)
    #expect(send(.get, "/api/entries", headers: ["Cookie": device]).status == .ok)
    // Over plain HTTP the device's cookie is no credential.
    #expect(
      send(.get, "/api/entries", headers: ["Cookie": device], secure: false).status == .unauthorized
    )
  }

  @Test func aWrongAUsedAndAMalformedCodeGetThePageThatSaysSo() throws {
    let right = try code()
    let wrong = send(.get, "/pair", query: ["code": "ZZZZZZZZ"])
    #expect(wrong.status == .forbidden)
    #expect(wrong.header("Set-Cookie") == nil)
    #expect(text(wrong).contains("That is not the code your computer shows"))
    #expect(text(wrong).contains(#"<form class="stack pair-form" method="get" action="/pair" >"#))
    #expect(send(.get, "/pair", query: ["code": right.text]).status == .seeOther)
    let used = send(
      .get, "/pair", query: ["code": right.text], headers: ["Accept-Language": "zh-CN"])
    #expect(used.status == .forbidden)
    #expect(text(used).contains("这个配对码已经配对过一台手机"))
    #expect(text(used).contains(#"<html lang="zh-Hans">"#))
    #expect(text(send(.get, "/pair", query: ["code": "hello"])).contains("That is not the code"))
  }

  @Test func aCodeOlderThanTenMinutesHasExpired() throws {
    let code = try code()
    let (later, laterContext) = try Self.app(
      store: store.path, folder: folder, now: "2026-11-29T20:10:00Z")
    defer { later.shutdown() }
    let expired = Self.send(later, laterContext, .get, "/pair", query: ["code": code.text])
    #expect(expired.status == .forbidden)
    #expect(String(decoding: expired.body, as: UTF8.self).contains("more than 10 minutes old"))
  }

  @Test func fiveWrongCodesPausePairingAndThePageSaysUntilWhen() throws {
    let right = try code()
    for _ in 1..<PairingCode.failureLimit {
      #expect(send(.get, "/pair", query: ["code": "ZZZZZZZZ"]).status == .forbidden)
    }
    let paused = send(.get, "/pair", query: ["code": "ZZZZZZZZ"])
    #expect(paused.status == .tooManyRequests)
    #expect(paused.header("Retry-After") == "60")
    #expect(text(paused).contains("pairing is paused until 20:01"))
    #expect(send(.get, "/pair", query: ["code": right.text]).status == .tooManyRequests)
  }

  @Test func aPauseThatEndsInsideAMinuteNamesTheFirstMinuteAfterIt() throws {
    let (later, laterContext) = try Self.app(
      store: store.path, folder: folder, now: "2026-11-29T20:00:30Z")
    defer { later.shutdown() }
    var paused = HTTPResponse(status: .ok)
    for _ in 1...PairingCode.failureLimit {
      paused = Self.send(later, laterContext, .get, "/pair", query: ["code": "ZZZZZZZZ"])
    }
    #expect(paused.status == .tooManyRequests)
    let page = String(decoding: paused.body, as: UTF8.self)
    #expect(page.contains("pairing is paused until 20:02"))
    #expect(!page.contains("20:01"))
  }

  @Test func withoutACodeOrOverPlainHTTPThePageShowsTheFormOrTheHTTPSAddress() throws {
    let form = send(.get, "/pair")
    #expect(form.status == .ok)
    #expect(form.header("Content-Type") == "text/html; charset=utf-8")
    #expect(text(form).contains(#"name="code""#))
    let plain = send(.get, "/pair", query: ["code": try code().text], secure: false)
    #expect(plain.status == .forbidden)
    #expect(plain.header("Set-Cookie") == nil)
    #expect(text(plain).contains("Pairing works only at the https address"))
    #expect(text(plain).contains("hidden>"))
  }

  @Test func theNotConnectedPageIsHTMLInBothLanguagesAndTheAPIStaysJSON() throws {
    for (language, title) in [("en-US", "Not connected"), ("zh-CN", "未连接")] {
      let page = send(.get, "/history", headers: ["Accept-Language": language])
      #expect(page.status == .unauthorized)
      #expect(page.header("Content-Type") == "text/html; charset=utf-8")
      let html = text(page)
      #expect(html.contains("<h1>\(title)</h1>"))
      #expect(html.contains(#"<link rel="stylesheet" href="/static/app.css">"#))
      #expect(html.contains(#"name="code""#), "a phone can type a code there")
      #expect(!html.contains("{{"))
      #expect(!html.contains("localStorage"), "the draft stays")
      #expect(html.contains(#"<meta name="csrf-token" content="">"#), "no CSRF token is given")
    }
    let api = send(.get, "/api/entries")
    #expect(api.status == .unauthorized)
    #expect(api.header("Content-Type") == "application/json")
  }

  @Test func aRevokedDeviceIsRefusedAtItsNextRequestWithItsName() throws {
    let cookie = try pairedCookie()
    #expect(send(.get, "/", headers: ["Cookie": cookie]).status == .ok)
    let book = try DeviceBook(folder: folder, ifMissing: .create)
    _ = try book.revoke("Phone 1", at: Date())
    try book.close()
    let refused = send(.get, "/", headers: ["Cookie": cookie])
    #expect(refused.status == .unauthorized)
    #expect(text(refused).contains("Your computer ended the pairing of this phone (Phone 1)."))
  }

  @Test func theCACertificateIsPublicButTheHostIsStillChecked() throws {
    let certificate = send(.get, "/ca.crt")
    #expect(certificate.status == .ok)
    #expect(certificate.header("Content-Type") == "application/x-x509-ca-cert")
    #expect(text(certificate) == (try phone).authorityPEM)
    #expect(send(.get, "/ca.crt", headers: ["Host": "evil.example:8787"]).status == .forbidden)
    #expect(send(.post, "/pair").status == .unauthorized, "only reading is public")
    #expect(send(.get, "/static/app.css").status == .ok, "the not-connected page is styled")
    #expect(send(.get, "/static/common.js").status == .unauthorized)
    let (desktop, desktopContext) = try Self.app(store: store.path, folder: nil, now: Self.now)
    defer { desktop.shutdown() }
    #expect(Self.send(desktop, desktopContext, .get, "/ca.crt", secure: false).status == .notFound)
  }

  @Test func aDeviceNamesItselfWithTheChecksOfEveryWrite() throws {
    let cookie = try pairedCookie()
    let body = #"{"name": "Ana's phone"}"#
    let page = text(send(.get, "/", headers: ["Cookie": cookie]))
    let csrf = String(
      try #require(page.firstMatch(of: /name="csrf-token" content="([0-9a-f]{64})"/)?.1))
    let write = [
      "Cookie": cookie, "Origin": Self.origin, "Sec-Fetch-Site": "same-origin",
      "X-CSRF-Token": csrf,
    ]
    var noCSRF = write
    noCSRF["X-CSRF-Token"] = nil
    #expect(send(.put, "/api/this-device", headers: noCSRF, body: body).status == .forbidden)
    var plainOrigin = write
    plainOrigin["Origin"] = "http://127.0.0.2:8787"
    #expect(send(.put, "/api/this-device", headers: plainOrigin, body: body).status == .forbidden)
    let named = send(.put, "/api/this-device", headers: write, body: body)
    #expect(named.status == .ok)
    #expect(text(named).contains(#""name":"Ana's phone""#))
    let list = text(send(.get, "/api/devices", headers: ["Cookie": cookie]))
    #expect(list.contains(#""name":"Ana's phone""#))
    #expect(list.contains(#""pairedAt":"2026-11-29T20:00:00.000Z""#))
  }

  @Test func theConnectPageShowsTheCodeItsQRCodeAndTheFingerprint() throws {
    let code = try code()
    let page = send(
      .get, "/connect", headers: ["Authorization": "Bearer " + String(repeating: "a", count: 64)])
    #expect(page.status == .ok)
    let html = text(page)
    #expect(html.contains(code.grouped))
    #expect(html.contains("AB:CD:EF"))
    #expect(html.contains("https://127.0.0.2:8787/ca.crt"))
    #expect(html.contains("until 20:10"))
    #expect(!html.contains("{{"))
    let svg = String(try #require(html.firstMatch(of: /<svg[^>]*>.*?<\/svg>/)?.0))
    #expect(try QRReading.decode(svg: svg) == "\(Self.origin)/pair?code=\(code.text)")
  }

  @Test func aSessionOfAnEarlierStartIsToldTheServerStartedAgain() {
    let page = send(
      .get, "/", headers: ["Cookie": "moodcard-8787=" + String(repeating: "b", count: 64)],
      secure: false)
    #expect(page.status == .unauthorized)
    #expect(text(page).contains("MoodCard was started again on your computer"))
    #expect(text(page).contains("open MoodCard from the app menu, or run mood serve --url"))
    #expect(!text(page).contains("open the address that mood serve printed"))
    #expect(
      text(page).contains("<form class=\"stack pair-form\" method=\"get\" action=\"/pair\" hidden>")
    )
  }

  @Test func withoutPhonesTheConnectPageSaysHowToStartOne() throws {
    let (desktop, desktopContext) = try Self.app(store: store.path, folder: nil, now: Self.now)
    defer { desktop.shutdown() }
    let page = Self.send(
      desktop, desktopContext, .get, "/connect",
      headers: ["Authorization": "Bearer " + String(repeating: "a", count: 64)], secure: false)
    #expect(page.status == .ok)
    let html = String(decoding: page.body, as: UTF8.self)
    #expect(html.contains("mood serve --phone"))
    #expect(!html.contains("<svg"))
    #expect(!html.contains("{{"))
  }

  @Test func theDataPageRevokesAndRenamesDevicesWithTheWriteChecksAndTheirPasskeysGo() throws {
    let cookie = try pairedCookie()
    let page = text(send(.get, "/data", headers: ["Cookie": cookie]))
    #expect(page.contains("/static/devices.js"))
    let csrf = String(
      try #require(page.firstMatch(of: /name="csrf-token" content="([0-9a-f]{64})"/)?.1))
    let id = try #require(try DeviceBook(folder: folder, ifMissing: .create).devices().first?.id)
    let write = [
      "Cookie": cookie, "Origin": Self.origin, "Sec-Fetch-Site": "same-origin",
      "X-CSRF-Token": csrf,
    ]
    let renamed = send(.put, "/api/devices/\(id)", headers: write, body: #"{"name": "Tablet"}"#)
    #expect(renamed.status == .ok)
    #expect(
      send(.put, "/api/devices/nothere", headers: write, body: #"{"name": "X"}"#).status
        == .notFound)
    #expect(
      send(.put, "/api/devices/\(id)", headers: write, body: #"{"name": ""}"#).status
        == .unprocessableContent)
    var noCSRF = write
    noCSRF["X-CSRF-Token"] = nil
    // A passkey of this device and one of the computer's browsers, kept in the lock's file
    // as registering them would (the lock itself stays off, so the requests are not locked).
    let lockFile = try Store(path: folder.file(LockBook.fileName).path, schema: .lock)
    try lockFile.write { db in
      for owner in [id, ""] {
        try db.addPasskey(
          StoredPasskey(
            credentialID: "credential-of-\(owner)", device: owner, algorithm: -7,
            publicKey: "key", signCount: 0, createdAt: Date(timeIntervalSince1970: 0)))
      }
    }
    try lockFile.close()
    #expect(send(.delete, "/api/devices/\(id)", headers: noCSRF).status == .forbidden)
    #expect(send(.delete, "/api/devices/\(id)", headers: write).status == .ok)
    #expect(send(.get, "/api/devices", headers: ["Cookie": cookie]).status == .unauthorized)
    // The revoked device's passkey went with it; the computer's stayed.
    let lock = try LockBook(folder: folder, ifMissing: .useEmpty)
    #expect(try lock.passkeys(device: id).isEmpty)
    #expect(try lock.passkeys(device: "").map(\.credentialID) == ["credential-of-"])
    try lock.close()
  }

  @Test func aNewCodeFromTheConnectPageReplacesTheOldOne() throws {
    let old = try code()
    let cookie = try pairedCookie()
    let page = text(send(.get, "/connect", headers: ["Cookie": cookie]))
    #expect(page.contains("This code has expired or paired a phone already."))
    let csrf = String(
      try #require(page.firstMatch(of: /name="csrf-token" content="([0-9a-f]{64})"/)?.1))
    let write = [
      "Cookie": cookie, "Origin": Self.origin, "Sec-Fetch-Site": "same-origin",
      "X-CSRF-Token": csrf,
    ]
    #expect(send(.post, "/api/pairing-code", headers: ["Cookie": cookie]).status == .forbidden)
    let made = send(.post, "/api/pairing-code", headers: write)
    #expect(made.status == .created)
    let shown = try #require(
      try JSONDecoder().decode([String: String].self, from: made.body)["code"])
    #expect(shown != old.grouped)
    #expect(text(send(.get, "/connect", headers: ["Cookie": cookie])).contains(shown))
    #expect(send(.get, "/pair", query: ["code": shown]).status == .seeOther)
  }
}
