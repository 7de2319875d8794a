import Foundation
import MoodApp
import MoodCore
import MoodSystem
import Stats
import TestSupport
import Testing

@testable import CardRender
@testable import mood

@Suite struct MessageCatalogTests {
  /// The package's `Messages/` folder, found as `mood` finds it.
  let folder: URL

  init() throws {
    folder = try ResourceFinder(environment: [:], executable: MoodBinary.path).locate(.messages)
  }

  private func catalog(_ language: CardLocale) throws -> [String: String] {
    let file = folder.appendingPathComponent("\(language.languageCode).catalog")
    return try KeyValueText(parsing: String(contentsOf: file, encoding: .utf8)).dictionary
  }

  /// The keys of the command's messages and of the pictures' texts, some shared.
  private let keys = Set(MessageKey.allCases.map(\.rawValue) + PictureKey.allCases.map(\.rawValue))

  @Test func theEnglishCatalogHasATextForEveryKeyAndNoOthers() throws {
    let english = try catalog(.english)
    #expect(Set(english.keys) == keys)
  }

  @Test(arguments: CardLocale.allCases.filter { $0 != .english })
  func everyTranslationHasEveryKeyWithTheEnglishPlaceholders(language: CardLocale) throws {
    let english = try catalog(.english)
    let translation = try catalog(language)
    for key in keys {
      let text = try #require(translation[key], "\(language.languageCode) lacks \(key)")
      #expect(
        CatalogTemplate.placeholders(in: text).sorted()
          == CatalogTemplate.placeholders(in: english[key] ?? "").sorted(),
        "\(language.languageCode) \(key): \(text)")
    }
    let unknown = Set(translation.keys).subtracting(english.keys).filter { !$0.hasPrefix("help.") }
    #expect(unknown.isEmpty)
  }

  @Test(arguments: CardLocale.allCases.filter { $0 != .english })
  func everyHelpTextOfTheCommandTreeHasATranslation(language: CardLocale) throws {
    let translation = try catalog(language)
    var missing: [String] = []
    var known = Set<String>()
    func walk(_ command: Command, _ path: [String]) {
      let texts = HelpTranslation(
        command: command, path: path, messages: Messages(language: language, texts: [:]))
      for (keys, english) in texts.keys {
        known.formUnion(keys)
        if !keys.contains(where: { translation[$0] != nil }) {
          missing.append("\(keys[0]) = \(english.replacingOccurrences(of: "\n", with: "\\n"))")
        }
      }
      for subcommand in command.subcommands { walk(subcommand, path + [subcommand.name]) }
    }
    walk(MoodCommand.root, ["mood"])
    #expect(missing.isEmpty, "\(language.languageCode) lacks:\n\(missing.joined(separator: "\n"))")
    let stale = translation.keys.filter { $0.hasPrefix("help.") && !known.contains($0) }.sorted()
    #expect(stale.isEmpty, "\(language.languageCode) translates what the tree does not have")
  }

  @Test func placeholdersAreFilledByName() {
    let messages = Messages(
      language: .english, texts: ["listEmpty": "No entries from {from} to {to}."])
    #expect(messages(.listEmpty, ["to": 2, "from": 1]) == "No entries from 1 to 2.")
    #expect(messages(.listEmpty, ["from": 1]) == "No entries from 1 to {to}.")
    #expect(messages(.entryScore, ["n": 3]) == "entryScore n=3")
  }

  @Test func aTranslationInProgressIsCompletedFromEnglish() throws {
    let messages = Messages.load(
      .simplifiedChinese,
      finder: ResourceFinder(environment: [:], executable: MoodBinary.path))
    #expect(messages(.entryScore) == "分数")
  }
}
