import Foundation
import Testing

@testable import CardRender

/// The bundled Chinese font draws every character of the sets it is cut to (Fonts/charsets), in
/// both weights, with no system font to help: a name such as 王玥, a traditional 東京 or a kanji
/// is never a code box on a machine without a CJK font of its own.
@Suite struct FontCoverageTests {
  private static let charsets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fonts/charsets")

  /// The characters of one list, one a line.
  private static func characters(_ name: String) throws -> [Character] {
    let text = try String(
      contentsOf: charsets.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n").map { Character(String($0)) }
  }

  @Test(
    arguments: [
      ("tongyong-guifan-8105.txt", 8105, "zh-Hans"), ("gb2312.txt", 7445, "zh-Hans"),
      ("big5-level1.txt", 5401, "zh-Hant"), ("jis-level1.txt", 2965, "ja"),
    ],
    [FontWeight.regular, .bold])
  func everyCharacterOfTheListIsDrawn(list: (String, Int, String), weight: FontWeight) throws {
    let (name, count, language) = list
    let fonts = try CardFixtures.fonts()
    let characters = try Self.characters(name)
    #expect(characters.count == count)
    var missing: [Character] = []
    // A line of 100 at a time, so a missing one is named.
    for start in stride(from: 0, to: characters.count, by: 100) {
      let line = characters[start..<min(start + 100, characters.count)]
      let metrics = fonts.measure(
        TextSpec(String(line), size: 20, weight: weight, language: language))
      if metrics.unknownGlyphs > 0 {
        missing += line.filter {
          fonts.measure(TextSpec(String($0), size: 20, weight: weight, language: language))
            .unknownGlyphs > 0
        }
      }
    }
    #expect(missing.isEmpty, "\(name) \(weight): \(missing.count) missing: \(missing.prefix(20))")
  }

  /// The review's examples: given names that GB 2312 lacks, traditional characters and a tag.
  @Test func theReviewsNamesAndTraditionalCharactersAreDrawn() throws {
    let fonts = try CardFixtures.fonts()
    for text in ["和王玥、李喆一起吃火锅", "玥喆堃珺昇犇赟垚旻晞祎", "東們說這國", "#東京", "今日は楽しかった"] {
      #expect(
        fonts.measure(TextSpec(text, size: 40, language: "zh-Hans")).unknownGlyphs == 0, "\(text)")
    }
  }
}
