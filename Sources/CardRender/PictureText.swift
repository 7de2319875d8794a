import FoundationEssentials
import MoodCore
import MoodSystem
import Stats

/// The texts of pictures in one language: the labels, titles and alt texts of cards, charts,
/// sheets and the report, from the message catalog of the language,
/// `Messages/<language>.catalog`.
///
/// The catalogs are the one home of every text MoodCard shows: the `mood` command reads its
/// messages from the same files, and a translator edits them without touching code. They are
/// found as the fonts are (`ResourceFinder`), and each language is read once per process, the
/// first time a picture needs it; a text a translation lacks is the English one.
/// ```swift
/// PictureText.of(.simplifiedChinese)(.chartLine)   // "心情分数"
/// ```
struct PictureText: Sendable {
  /// The language of the texts.
  let language: CardLocale
  private let texts: [String: String]

  /// Texts as they are given.
  init(language: CardLocale, texts: [String: String]) {
    self.language = language
    self.texts = texts
  }

  /// The texts of `language` in the catalogs of `folder`.
  /// - Throws: when the catalog cannot be read, or `KeyValueText.Malformed`.
  init(language: CardLocale, folder: URL) throws {
    self.init(language: language, texts: try MessageCatalogs.texts(of: language, in: folder))
  }

  /// The text of `key` with each `{name}` filled from `values`; the key itself when the
  /// catalog lacks it (the catalogs' tests make sure none does).
  func callAsFunction(
    _ key: PictureKey, _ values: [String: any CustomStringConvertible] = [:]
  ) -> String {
    guard let text = texts[key.rawValue] else { return key.rawValue }
    return CatalogTemplate.fill(text, values.mapValues { "\($0)" })
  }

  /// The texts of `language` for this process, from the catalogs `ResourceFinder` finds.
  static func of(_ language: CardLocale) -> PictureText {
    switch language {
    case .english: return english
    case .simplifiedChinese: return simplifiedChinese
    }
  }

  private static let english = located(.english)
  private static let simplifiedChinese = located(.simplifiedChinese)

  /// A translation that lacks texts (one in progress) is completed from English, as the
  /// command's messages are.
  private static func located(_ language: CardLocale) -> PictureText {
    guard let folder = try? ResourceFinder().locate(.messages) else {
      return PictureText(language: language, texts: [:])
    }
    var texts = (try? MessageCatalogs.texts(of: language, in: folder)) ?? [:]
    if language != .english, PictureKey.allCases.contains(where: { texts[$0.rawValue] == nil }) {
      let english = (try? MessageCatalogs.texts(of: .english, in: folder)) ?? [:]
      texts.merge(english) { translated, _ in translated }
    }
    return PictureText(language: language, texts: texts)
  }
}

extension CardLocale {
  /// Every picture text in this language, one a line in the order of `PictureKey`: what a
  /// cache of drawn pictures keys on, so that an edited catalog draws them again.
  package var pictureWords: String {
    PictureKey.allCases.map { text($0) }.joined(separator: "\n")
  }

  /// The picture text of `key` in this language.
  func text(_ key: PictureKey, _ values: [String: any CustomStringConvertible] = [:]) -> String {
    PictureText.of(self)(key, values)
  }
}
