import CardRender
import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem
import Stats

/// Everything `mood` says to a person, in their language: the texts of one catalog file,
/// `Messages/<language>.catalog`, keyed by `MessageKey`, with `{name}` placeholders.
///
/// A translator edits the catalog (see `KeyValueText` for its format) without touching code; the
/// tests check that every key has a text in every language with the English text's placeholders.
/// Only the language asked for is read, once per run.
/// ```swift
/// let messages = Messages.load(.simplifiedChinese)
/// messages(.entryDeleted, ["day": day])   // "已删除 2026-11-29 的记录。"
/// ```
package struct Messages: Sendable {
  /// The language asked for, also where its catalog fell back to English texts.
  package let language: CardLocale
  private let texts: [String: String]

  /// Texts for `language` as they are given, for tests.
  package init(language: CardLocale, texts: [String: String]) {
    self.language = language
    self.texts = texts
  }

  /// The catalog of `language`, from the folder `ResourceFinder` finds: `Messages/` in a
  /// build, `share/moodcard/messages` after `make install`. A catalog that is missing keys
  /// (a translation in progress) is completed from English; a catalog that cannot be read is
  /// reported on standard error and replaced by English, and without any catalog each message
  /// shows its key and values.
  package static func load(_ language: CardLocale, finder: ResourceFinder = ResourceFinder())
    -> Messages
  {
    let folder: URL
    do {
      folder = try finder.locate(.messages)
    } catch {
      let searched = error.searched.joined(separator: ", ")
      warn("the message catalogs were not found; searched " + searched)
      return Messages(language: language, texts: [:])
    }
    func read(_ language: CardLocale) -> [String: String]? {
      do {
        return try MessageCatalogs.texts(of: language, in: folder)
      } catch {
        warn("cannot read \(folder.path)/\(language.languageCode).catalog: \(error)")
        return nil
      }
    }
    var texts = read(language) ?? [:]
    if language != .english, MessageKey.allCases.contains(where: { texts[$0.rawValue] == nil }) {
      texts.merge(read(.english) ?? [:]) { translated, _ in translated }
    }
    return Messages(language: language, texts: texts)
  }

  /// The text of `key` with each `{name}` replaced by `arguments[name]`, made
  /// `TerminalText.visible` (line breaks kept, for a value that is another message): no value
  /// from a file or an argument reaches a terminal or a page raw.
  package func callAsFunction(
    _ key: MessageKey, _ arguments: [String: any CustomStringConvertible] = [:]
  )
    -> String
  {
    guard let text = texts[key.rawValue] else {
      let values = arguments.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return ([key.rawValue] + values).joined(separator: " ")
    }
    return CatalogTemplate.fill(
      text, arguments.mapValues { TerminalText.visible("\($0)", lines: .multiple) })
  }

  /// The translation of a help text of the command tree: the first of `keys` the catalog has,
  /// else `english`, the tree's own text.
  package func help(_ keys: [String], english: String) -> String {
    guard language != .english, !english.isEmpty else { return english }
    return keys.lazy.compactMap { texts[$0] }.first ?? english
  }

  /// `one` when `count` is 1, else `other`, with `{count}` filled in.
  package func count(
    _ count: Int, one: MessageKey, other: MessageKey,
    _ arguments: [String: any CustomStringConvertible] = [:]
  ) -> String {
    self(count == 1 ? one : other, arguments.merging(["count": count]) { $1 })
  }

  private static func warn(_ text: String) {
    StandardError.line("mood: " + text)
  }
}
