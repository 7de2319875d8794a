import FoundationEssentials
import MoodApp

/// The web app's texts in one language: a flat JSON object of keys to strings, one file per
/// language under `i18n/`, which a translator edits without touching code.
package struct WebCatalog: Sendable {
  /// The languages the web app speaks, the first the default.
  package static let languages = ["en", "zh-Hans"]

  /// The language code: `en` or `zh-Hans`.
  package let language: String
  /// The texts by key.
  package let texts: [String: String]

  /// Reads the catalog of `language` from the assets folder.
  /// - Throws: `ServeError` when the file is missing or not a JSON object of strings.
  package init(language: String, assets: URL) throws {
    let file = assets.appendingPathComponent("i18n/\(language).json")
    guard let data = FileManager.default.contents(atPath: file.path),
      let texts = try? JSONDecoder().decode([String: String].self, from: data)
    else {
      throw ServeError(.webCatalogInvalid, ["path": .text(file.path)])
    }
    self.language = language
    self.texts = texts
  }

  /// The text for `key`, or the key itself when the catalog lacks it (a gap a test catches).
  package subscript(key: String) -> String { texts[key] ?? key }

  /// The language for a request: `?lang=`, else the `moodcard-lang` cookie, else the first
  /// language of `Accept-Language` (by weight) that the app speaks, else English. Chinese in
  /// traditional script is not Simplified Chinese, so it falls back to English.
  package static func language(for request: HTTPRequest) -> String {
    for choice in [request.query["lang"], request.cookie(cookieName)] {
      if let choice, languages.contains(choice) { return choice }
    }
    let ranges = (request.header("accept-language") ?? "").split(separator: ",").enumerated()
      .compactMap { position, item -> (tag: String, weight: Double, position: Int)? in
        let parts = item.split(separator: ";").map { $0.trimmingWhitespace() }
        guard let tag = parts.first?.lowercased(), !tag.isEmpty else { return nil }
        let weight =
          parts.dropFirst().first { $0.hasPrefix("q=") }
          .flatMap { Double($0.dropFirst(2)) } ?? 1
        return (tag, weight, position)
      }
      .filter { $0.weight > 0 }
      .sorted { ($1.weight, $0.position) < ($0.weight, $1.position) }
    for range in ranges {
      if range.tag == "en" || range.tag.hasPrefix("en-") { return "en" }
      if range.tag == "zh" || range.tag.hasPrefix("zh-") {
        let subtags = range.tag.split(separator: "-").dropFirst()
        let traditional = subtags.contains { ["hant", "tw", "hk", "mo"].contains($0) }
        if subtags.contains("hans") || !traditional { return "zh-Hans" }
      }
    }
    return "en"
  }

  /// The cookie that remembers the language picked in the page.
  package static let cookieName = "moodcard-lang"
}
