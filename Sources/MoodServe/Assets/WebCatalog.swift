import CardRender
import FoundationEssentials
import MoodApp
import Stats

/// The web app's texts in one language: a catalog in the format of the command's
/// (`KeyValueText`: `key = text`, one a line), one file per language under `i18n/`, which a
/// translator edits without touching code.
package struct WebCatalog: Sendable {
  /// The language code: `en` or `zh-Hans`.
  package let language: String
  /// The texts by key.
  package let texts: [String: String]

  /// Reads the catalog of `language` from the assets folder.
  /// - Throws: `ServeError` when the file is missing or not a catalog.
  package init(language: String, assets: URL) throws {
    let file = assets.appendingPathComponent("i18n/\(language).catalog")
    guard let texts = try? MessageCatalogs.texts(ofFile: file.path) else {
      throw ServeError(.webCatalogInvalid, ["path": .text(file.path)])
    }
    self.language = language
    self.texts = texts
  }

  /// The text for `key`, or the key itself when the catalog lacks it (a gap a test catches).
  package subscript(key: String) -> String { texts[key] ?? key }

  /// The language for a request: `?lang=`, else the `moodcard-lang` cookie, when either names a
  /// language spoken (`UserLocale.spoken`); else `Accept-Language`, negotiated by the rule the
  /// command line reads locales by, so Chinese in traditional script falls back to English.
  package static func language(for request: HTTPRequest) -> String {
    for choice in [request.query["lang"], request.cookie(cookieName)] {
      if let choice, UserLocale.spoken.contains(choice) { return choice }
    }
    return UserLocale.negotiate(acceptLanguage: request.header("accept-language") ?? "")
      .languageCode
  }

  /// The cookie that remembers the language picked in the page.
  package static let cookieName = "moodcard-lang"
}
