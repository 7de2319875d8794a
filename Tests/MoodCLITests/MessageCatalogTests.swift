import CardRender
import Foundation
import Stats
import TestSupport
import Testing

@testable import mood

@Suite struct MessageCatalogTests {
  /// The package's `Messages/` folder, found as `mood` finds it.
  let folder: URL

  init() throws {
    let locator = ResourceLocator(executable: URL(fileURLWithPath: MoodBinary.path))
    folder = try #require(
      locator.locate(folder: "Messages", installed: "messages", marker: Messages.markerFile)
        .folder)
  }

  private func catalog(_ language: CardLocale) throws -> [String: String] {
    let file = folder.appendingPathComponent("\(language.languageCode).catalog")
    return try KeyValueText(parsing: String(contentsOf: file, encoding: .utf8)).dictionary
  }

  @Test func theEnglishCatalogHasATextForEveryKeyAndNoOthers() throws {
    let english = try catalog(.english)
    #expect(Set(english.keys) == Set(MessageKey.allCases.map(\.rawValue)))
  }

  @Test(arguments: CardLocale.allCases.filter { $0 != .english })
  func everyTranslationHasEveryKeyWithTheEnglishPlaceholders(language: CardLocale) throws {
    let english = try catalog(.english)
    let translation = try catalog(language)
    for key in MessageKey.allCases.map(\.rawValue) {
      let text = try #require(translation[key], "\(language.languageCode) lacks \(key)")
      #expect(
        Messages.placeholders(in: text).sorted()
          == Messages.placeholders(in: english[key] ?? "").sorted(),
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
      locator: ResourceLocator(executable: URL(fileURLWithPath: MoodBinary.path)))
    #expect(messages(.entryScore) == "分数")
  }
}

@Suite struct KeyValueTextTests {
  @Test func readsPairsSkippingCommentsAndBlankLinesWithEscapes() throws {
    let text = try KeyValueText(parsing: "# note\n\n a.b-c_1 = x = y \nz=two\\nlines \\\\ \n")
    #expect(text.pairs.map(\.key) == ["a.b-c_1", "z"])
    #expect(text["a.b-c_1"] == "x = y")
    #expect(text["z"] == "two\nlines \\")
    #expect(text.lines == ["a.b-c_1": 3, "z": 4])
  }

  @Test func writesWhatItReads() throws {
    var text = KeyValueText()
    text["theme"] = "dark"
    text["reason"] = "a\\b\nc"
    let written = text.text(header: ["Saved."])
    #expect(written == "# Saved.\ntheme = dark\nreason = a\\\\b\\nc\n")
    #expect(try KeyValueText(parsing: written) == text)
  }

  @Test func badLinesAreReportedWithTheirNumber() {
    #expect(throws: KeyValueText.Malformed(line: 2, reason: .notKeyValue)) {
      try KeyValueText(parsing: "a = 1\njust words\n")
    }
    #expect(throws: KeyValueText.Malformed(line: 3, reason: .repeatedKey("a"))) {
      try KeyValueText(parsing: "a = 1\n\na = 2\n")
    }
    #expect(throws: KeyValueText.Malformed(line: 1, reason: .badKey("a b"))) {
      try KeyValueText(parsing: "a b = 1\n")
    }
    #expect(throws: KeyValueText.Malformed(line: 1, reason: .badEscape)) {
      try KeyValueText(parsing: "a = \\t\n")
    }
  }
}
