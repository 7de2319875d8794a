import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem
import Stats

/// The pages a browser without a credential may get: "not connected" and the pairing form.
/// Styled and in the browser's language as every page, with the code form a phone pairs with,
/// and no script that clears what the browser keeps (the unsaved check-in stays).
package struct PhonePages: Sendable {
  private let pages: WebPages
  private let catalogs: [String: WebCatalog]
  private let timeZone: Zone

  /// The template names these pages are read from.
  package static let templates = ["not-connected", "pair"]

  /// The pages of `settings`, with the catalogs their runtime texts come from.
  /// - Throws: `ServeError` when a catalog is missing or unreadable.
  package init(settings: ServeSettings) throws {
    pages = settings.pages
    timeZone = settings.timeZone
    catalogs = Dictionary(
      uniqueKeysWithValues: try UserLocale.spoken.map {
        ($0, try WebCatalog(language: $0, assets: settings.assets))
      })
  }

  /// The text `key` of `language` with its `{name}` placeholders filled, HTML-escaped.
  package func text(_ key: String, _ language: String, _ values: [String: String] = [:])
    -> String
  {
    WebPages.escape(CatalogTemplate.fill(catalogs[language]?[key] ?? key, values))
  }

  /// The 401 "not connected" page: what happened, as far as the request tells (a revoked
  /// device, a session of an earlier start, a used address), and how to connect again.
  /// - Parameters:
  ///   - detail: the refusal's own words, such as the used address's.
  ///   - hadSession: whether the request carried a session cookie this server does not know.
  package func notConnected(
    _ request: HTTPRequest, detail: String, devices: PhonePairing?, hadSession: Bool
  ) -> HTTPResponse {
    let language = WebCatalog.language(for: request)
    let reason: String
    if let name = devices?.revokedName(of: request) {
      reason = text("notConnected.revoked", language, ["name": name])
    } else if request.isSecure, request.cookie(PhonePairing.cookieName) != nil {
      reason = text("notConnected.unknown", language)
    } else if hadSession {
      reason = text("notConnected.restarted", language)
    } else {
      reason = text("notConnected.none", language)
    }
    return page(
      "not-connected", language: language, status: .unauthorized,
      values: [
        "@reason": reason, "@detail": WebPages.escape(detail),
        "@detailHidden": detail.isEmpty ? "hidden" : "",
        "@reconnect": text(
          request.isSecure ? "notConnected.reconnectPhone" : "notConnected.reconnectDesktop",
          language),
        "@formHidden": request.isSecure ? "" : "hidden",
      ])
  }

  /// The pairing page, saying why the code given did not pair (`messageKey`), with the form.
  package func pair(
    _ request: HTTPRequest, messageKey: String?, values: [String: String] = [:],
    status: HTTPStatus
  ) -> HTTPResponse {
    let language = WebCatalog.language(for: request)
    return page(
      "pair", language: language, status: status,
      values: [
        "@message": messageKey.map {
          text($0, language, values.merging(Self.codeRules) { given, _ in given })
        } ?? "",
        "@intro": text("pair.intro", language, Self.codeRules),
        "@formHidden": request.isSecure ? "" : "hidden",
      ])
  }

  /// The numbers of the code's rules that the pages say, from their one home.
  private static let codeRules = [
    "length": String(PairingCode.length),
    "minutes": String(Int(PairingCode.lifetime / 60)),
  ]

  /// `instant` as the time of day people of this server's time zone read: `20:05`. A time
  /// something lasts `until` is the minute it ends in; with `roundingUp`, the first whole
  /// minute after it (a pause that ends at 03:35:12 is over "at 03:36", never "at 03:35").
  package func timeOfDay(_ instant: Date, roundingUp: Bool = false) -> String {
    let minute = (instant.timeIntervalSince1970 / 60).rounded(.up) * 60
    let shown = roundingUp ? Date(timeIntervalSince1970: minute) : instant
    let text = Timestamp.format(shown, offsetSeconds: timeZone.secondsFromGMT(for: shown))
    return String(text.dropFirst(11).prefix(5))
  }

  private func page(
    _ name: String, language: String, status: HTTPStatus, values: [String: String]
  ) -> HTTPResponse {
    // No CSRF token and no day: a browser without a credential is given nothing of the app's.
    let html =
      pages.page(name, language: language)?.filled(
        with: values.merging(["@csrf": "", "@today": ""]) { given, _ in given }) ?? ""
    return .text(html, type: "text/html", status: status)
  }
}
