import Foundation
import MoodCore
import Testing

@testable import MoodStore

/// The mapping tables of Docs/importing.md are the code's tables: each is read from the page
/// (found by its `<!-- table: NAME ... -->` anchor) and compared with the code whole, every row
/// both ways, so a row added, dropped or changed on either side fails.
@Suite struct ImportingGuideTablesTests {
  /// The page's lines from the anchor `name` on, up to the first blank line after it.
  private static func block(_ name: String) throws -> [String] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let page = try String(
      contentsOf: root.appendingPathComponent("Docs/importing.md"), encoding: .utf8)
    let lines = page.components(separatedBy: "\n")
    let anchor = try #require(
      lines.firstIndex { $0.hasPrefix("<!-- table: \(name) ") }, "no anchor \(name)")
    return Array(lines[(anchor + 1)...].prefix { !$0.isEmpty })
  }

  /// The cells of a table's body rows (its header and rule left out), trimmed.
  private static func rows(_ name: String) throws -> [[String]] {
    try block(name).dropFirst(2).map { line in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// The row of table `name` whose first cell starts with `start`.
  private static func row(_ name: String, startingWith start: String) throws -> [String] {
    try #require(try rows(name).first { $0.first?.hasPrefix(start) == true }, "\(name): \(start)")
  }

  /// The whole numbers of `text` in order: `"score 9, 7, 5, 3, 1"` gives 9, 7, 5, 3, 1.
  private static func numbers(_ text: some StringProtocol) -> [Int] {
    String(text).matches(of: /-?\d+/).compactMap { Int($0.output) }
  }

  /// The words in backquotes of `text`.
  private static func quoted(_ text: String) -> [String] {
    text.matches(of: /`([^`]+)`/).map { String($0.output.1) }
  }

  @Test func daylioCSVMoodsAreTheCodesDefaults() throws {
    let cells = try Self.row("daylio-csv", startingWith: "mood `rad`")
    let labels = Self.quoted(cells[0])
    let scores = Self.numbers(cells[1].prefix { $0 != "(" })
    #expect(labels.count == scores.count)
    #expect(Dictionary(uniqueKeysWithValues: zip(labels, scores)) == MoodMap.daylioDefaults)
  }

  @Test func daylioBackupLevelsAreTheCodesLevelsAndScores() throws {
    let cells = try Self.row("daylio-backup", startingWith: "mood level")
    let levels = cells[0].matches(of: /(\d) ([a-z]+)/).map {
      (Int($0.output.1)!, String($0.output.2))
    }
    #expect(levels.map(\.0) == Array(1...DaylioBackup.levels.count))
    #expect(levels.map(\.1) == DaylioBackup.levels)
    // "score 9, 7, 5, 3, 1, as the CSV; ...": the scores by level.
    #expect(
      Self.numbers(cells[1].prefix { $0 != ";" })
        == DaylioBackup.levels.map { MoodMap.daylioDefaults[$0] ?? 0 })
  }

  /// Pixels' table and Bearable's `Mood` row are the one five-point scale.
  @Test func fivePointScoresAreTheCodesScale() throws {
    let table = try Self.block("pixels").map { Self.numbers($0) }
    let code = FivePointScale.points.map { FivePointScale.score($0)?.value ?? 0 }
    #expect(table[0] == Array(FivePointScale.points))
    #expect(table[2] == code)
    let mood = try Self.row("bearable", startingWith: "`Mood`")
    #expect(
      Self.numbers(mood[0]) == [FivePointScale.points.lowerBound, FivePointScale.points.upperBound])
    #expect(Self.numbers(mood[1]) == code)
    #expect(FivePointScale.score(0) == nil && FivePointScale.score(6) == nil)
  }

  @Test func bearablePartsOfTheDayAreTheCodes() throws {
    let cells = try Self.row("bearable", startingWith: "time of day")
    let parts = Self.quoted(cells[0])
    let hours = cells[1].matches(of: /(\d\d):00/).map { Int($0.output.1)! }
    #expect(parts.count == hours.count)
    #expect(Dictionary(uniqueKeysWithValues: zip(parts, hours)) == BearableExport.partsOfDay)
  }

  /// Every How We Feel word with its score and MoodCard word: on the page a row is one score,
  /// its groups of words (`·`) each beside the MoodCard word at the same place (`—`: none).
  @Test func howWeFeelWordsAreTheCodesTable() throws {
    struct Mapping: Hashable {
      let word: String, score: Int, moodWord: String?
    }
    var page: [Mapping] = []
    for cells in try Self.rows("how-we-feel") {
      let groups = cells[0].components(separatedBy: " · ")
      let words = cells[2].components(separatedBy: " · ")
      let score = try #require(Int(cells[1]), "\(cells)")
      #expect(groups.count == words.count, "\(cells)")
      for (group, word) in zip(groups, words) {
        for name in group.components(separatedBy: ", ") {
          page.append(Mapping(word: name, score: score, moodWord: word == "—" ? nil : word))
        }
      }
    }
    let code = HowWeFeelEmotions.table.map {
      Mapping(word: $0.key, score: $0.value.score, moodWord: $0.value.word)
    }
    #expect(page.count == Set(page).count, "a word the page lists twice")
    #expect(Set(page).subtracting(code).isEmpty, "on the page, not in the code")
    #expect(Set(code).subtracting(page).isEmpty, "in the code, not on the page")
    for mapping in code {
      if let id = mapping.moodWord {
        #expect(Vocabulary.builtIn.contains { $0.id == id }, "\(id) is no built-in word")
      }
    }
  }

  /// The valence table: each score's range, its ends where the code's `score(valence:)` steps.
  @Test func appleHealthValenceRangesAreTheCodesSteps() throws {
    var page: [Int: String] = [:]
    for cells in try Self.rows("apple-health-valence") {
      for pair in stride(from: 0, to: cells.count, by: 2) {
        page[try #require(Int(cells[pair + 1]))] = cells[pair]
      }
    }
    let bounds = StateOfMindScale.upperBounds
    func shown(_ value: Double) -> String {
      var text = String(format: "%.3f", value)
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
      return text == "-0" ? "0" : text
    }
    var code: [Int: String] = [:]
    for score in Score.minimum...Score.maximum {
      let index = score - Score.minimum
      let low = index == 0 ? "-1" : "above \(shown(bounds[index - 1]))"
      let high = index == bounds.count ? "1" : shown(bounds[index])
      code[score] = "\(low) … \(high)"
      // The code steps where the page says: just below the upper end this score, above it the next.
      if index < bounds.count {
        #expect(StateOfMindScale.score(valence: bounds[index] - 1e-9).value == score)
        #expect(StateOfMindScale.score(valence: bounds[index] + 1e-9).value == score + 1)
      }
    }
    #expect(page == code)
    let classification = try Self.row("apple-health", startingWith: "`valenceClassification`")
    #expect(Self.numbers(classification[0]) == [1, 7])
    #expect(
      Self.numbers(classification[1].prefix { $0 != "(" })
        == (1...7).map { StateOfMindScale.score(classification: $0)?.value ?? 0 })
  }

  /// The labels Apple's State of Mind offers and the built-in word each becomes, by its English
  /// name; the one without a word is named after the list.
  @Test func appleHealthLabelsAreTheCodesWords() throws {
    let paragraph = try Self.block("apple-health-labels").joined(separator: " ")
    let list = try #require(
      paragraph.firstMatch(of: /Labels to words: (.+?)\. `([a-z]+)` has no word near it/))
    var page: [String: String?] = [String(list.output.2): nil]
    for part in list.output.1.components(separatedBy: "; ") {
      let sides = part.components(separatedBy: " → ")
      #expect(sides.count == 2, "\(part)")
      for label in sides[0].components(separatedBy: ", ") {
        #expect(page[label] == nil, "\(label) twice")
        page[label] = .some(sides[1])
      }
    }
    var code: [String: String?] = [:]
    for label in StateOfMindLabel.allCases {
      let word = label.word.map { id in
        Vocabulary.builtIn.first { $0.id == id }?.english ?? "no built-in word \(id)"
      }
      code.updateValue(word, forKey: label.rawValue)
    }
    #expect(page == code)
  }
}
