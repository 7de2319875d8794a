import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// Pairing a phone and the paired devices: `/pair` and `/ca.crt` (served without a
/// credential), the "Connect your phone" page, the pairing code, and `/api/devices`.
package enum PhoneRoutes {
  /// The templates of these routes' pages.
  package static let templates = PhonePages.templates + ["connect"]

  package static func routes(security: WebSecurity) -> [Route] {
    [
      Route(.get, "/ca.crt") { request, context in
        guard let phone = context.settings.phone else { throw WebError.nothing(at: request) }
        return .data(Data(phone.authorityPEM.utf8), type: "application/x-x509-ca-cert")
      },
      Route(.get, "/pair") { request, context in
        try pair(request, context, pages: security.notConnected)
      },
      Route(.get, "/connect") { request, context in
        guard let pages = security.notConnected else { throw WebError.nothing(at: request) }
        return try connect(request, context, pages: pages, csrf: security.csrfToken)
      },
      Route(.post, "/api/pairing-code") { request, context in
        guard let phone = context.settings.phone else { throw WebError.nothing(at: request) }
        let offer = try phone.pairing.offer(at: context.settings.now(), fresh: true)
        return try .json(
          ["code": offer.code.grouped, "expiresAt": Timestamp.format(offer.expiresAt)],
          status: .created)
      },
      Route(.get, "/api/devices") { _, context in
        let devices = try withBook(context) { try $0.devices() }
        return .data(
          Data(JSONValue.array(devices.map { .object($0.json) }).text.utf8),
          type: "application/json")
      },
      Route(.put, "/api/devices/:id") { request, context in
        let name = try newName(request)
        return device(try withBook(context) { try $0.rename(id(request), to: name) })
      },
      Route(.delete, "/api/devices/:id") { request, context in
        let now = context.settings.now()
        return device(try withBook(context) { try $0.revoke(id(request), at: now) })
      },
      // The device the request comes from names itself, after pairing.
      Route(.put, "/api/this-device") { request, context in
        let name = try newName(request)
        guard let pairing = context.settings.phone?.pairing,
          let this = pairing.device(of: request, at: context.settings.now())
        else { throw WebError.notFound(.webNoDevice) }
        return device(try pairing.rename(this.id, to: name))
      },
    ]
  }

  /// `GET /pair?code=CODE`: over TLS, the right code pairs this browser, which gets the
  /// device's cookie and goes to the check-in to name it (303); without a code, or with one
  /// that does not pair, the page with the form to type it, saying what was wrong.
  private static func pair(_ request: HTTPRequest, _ context: ServeContext, pages: PhonePages?)
    throws -> HTTPResponse
  {
    guard let pages else { throw WebError.nothing(at: request) }
    guard let phone = context.settings.phone else {
      return pages.pair(request, messageKey: "pair.off", status: .notFound)
    }
    guard request.isSecure else {
      return pages.pair(request, messageKey: "pair.needsHTTPS", status: .forbidden)
    }
    guard let typed = request.query["code"] else {
      return pages.pair(request, messageKey: nil, status: .ok)
    }
    let messages = context.settings.messages(for: request)
    let now = context.settings.now()
    let (outcome, secret) = try phone.pairing.pair(typed: typed, at: now) { number in
      messages(.deviceDefaultName, ["number": "\(number)"])
    }
    switch outcome {
    case .paired:
      var response = HTTPResponse.redirect(to: "/?paired=1")
      if let secret { response.add("Set-Cookie", PhonePairing.cookie(secret: secret)) }
      return response
    case .wrong: return pages.pair(request, messageKey: "pair.wrong", status: .forbidden)
    case .used: return pages.pair(request, messageKey: "pair.used", status: .forbidden)
    case .expired: return pages.pair(request, messageKey: "pair.expired", status: .forbidden)
    case .paused(let until):
      var response = pages.pair(
        request, messageKey: "pair.paused",
        values: ["time": pages.timeOfDay(until, roundingUp: true)], status: .tooManyRequests)
      response.add("Retry-After", String(Int(until.timeIntervalSince(now).rounded(.up))))
      return response
    }
  }

  /// `GET /connect`: the QR code of the first HTTPS address's pairing address, the code to
  /// type and until when it pairs, the CA's fingerprint and how to trust it on a phone; or, on
  /// a server no phone can reach, how to start one that a phone can.
  private static func connect(
    _ request: HTTPRequest, _ context: ServeContext, pages texts: PhonePages, csrf: String
  ) throws -> HTTPResponse {
    let language = WebCatalog.language(for: request)
    guard let phone = context.settings.phone, let origin = phone.origins.first else {
      // The phone's parts stay hidden, and empty.
      let parts = [
        "@codeHidden", "@expiredHidden", "@qr", "@pairAddress", "@code", "@expires", "@type",
        "@trustScope", "@android1", "@ios1", "@fingerprint",
      ]
      return try PageRoutes.page(
        "connect", request: request, context: context, csrf: csrf,
        values: Dictionary(uniqueKeysWithValues: parts.map { ($0, "") })
          .merging(["@phoneHidden": "hidden", "@offHidden": ""]) { $1 })
    }
    let offer = try phone.pairing.currentCode(at: context.settings.now())
    let address = offer.map { "\(origin)/pair?code=\($0.code.text)" } ?? ""
    return try PageRoutes.page(
      "connect", request: request, context: context, csrf: csrf,
      values: [
        "@phoneHidden": "", "@offHidden": "hidden",
        "@codeHidden": offer == nil ? "hidden" : "", "@expiredHidden": offer == nil ? "" : "hidden",
        "@qr": QRCode(encoding: address)?.svg(label: texts.text("connect.qr", language)) ?? "",
        "@pairAddress": WebPages.escape(address), "@code": offer?.code.grouped ?? "",
        "@expires": offer.map {
          texts.text("connect.expires", language, ["time": texts.timeOfDay($0.expiresAt)])
        } ?? "",
        "@type": texts.text("connect.type", language, ["address": origin]),
        "@trustScope": texts.text("connect.trustScope", language, ["host": hostName()]),
        "@android1": texts.text("connect.android1", language, ["address": origin]),
        "@ios1": texts.text("connect.ios1", language, ["address": origin]),
        "@fingerprint": WebPages.escape(phone.authorityFingerprint),
      ])
  }

  /// This computer's host name, as its `.local` name starts.
  private static func hostName() -> String {
    var name = [CChar](repeating: 0, count: 256)
    guard gethostname(&name, name.count - 1) == 0 else { return "" }
    return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Lends the book of devices to `body`, through a connection of its own: the Data page asks
  /// seldom, and also of a server no phone can reach, which has no book open.
  private static func withBook<T>(_ context: ServeContext, _ body: (DeviceBook) throws -> T)
    throws -> T
  {
    let folder =
      context.settings.phone?.folder ?? PhoneFolder(environment: context.settings.environment)
    let book = try DeviceBook(folder: folder, ifMissing: .useEmpty)
    defer { try? book.close() }
    return try body(book)
  }

  private static func id(_ request: HTTPRequest) -> String { request.parameters["id"] ?? "" }

  /// The `name` of a body `{"name": …}`.
  private static func newName(_ request: HTTPRequest) throws -> String {
    let body = try request.decodedBody([String: String].self, expected: .webBodyDeviceName)
    guard let name = body["name"] else { throw WebError.badRequest(.webBodyDeviceName) }
    return name
  }

  private static func device(_ device: PairedDevice) -> HTTPResponse {
    .data(Data(JSONValue.object(device.json).text.utf8), type: "application/json")
  }
}
