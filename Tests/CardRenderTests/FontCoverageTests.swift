import CPangoCairo
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
      ("tongyong-guifan-8105.txt", 8105), ("gb2312.txt", 7445),
      ("big5-level1.txt", 5401), ("jis-level1.txt", 2965),
    ],
    [FontWeight.regular, .bold])
  func everyCharacterOfTheListIsDrawn(list: (String, Int), weight: FontWeight) throws {
    let (name, count) = list
    let fonts = try CardFixtures.fonts()
    let characters = try Self.characters(name)
    #expect(characters.count == count)
    // The font's own character map, asked through Pango: no glyph is loaded, so the test does
    // not fill cairo's glyph cache with 24,000 glyphs beside the tests drawing in parallel.
    let description = pango_font_description_from_string(
      "Noto Sans CJK SC \(weight == .bold ? "Bold" : "Regular") 20")
    defer { pango_font_description_free(description) }
    let font = try #require(pango_context_load_font(fonts.context, description))
    defer { g_object_unref(font) }
    let missing = characters.filter { character in
      character.unicodeScalars.contains { pango_font_has_char(font, $0.value) == 0 }
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
