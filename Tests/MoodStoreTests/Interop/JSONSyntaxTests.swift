import Foundation
import Testing

@testable import MoodStore

/// `JSONSyntax`: where a text breaks JSON's grammar, the place a malformed backup is refused at.
@Suite struct JSONSyntaxTests {
  /// Broken texts, each with the byte its break is placed on (counted from 0).
  static let broken: [(text: String, offset: Int)] = [
    ("{\n  \"format\": \"moodcard-backup\",\n  \"version\": 1,\n  \"entries\": [1, }\n", 66),
    ("{\"a\": tru}", 9), ("{\"a\" 1}", 5), ("{a: 1}", 1), ("[1,]", 3), ("[01]", 2),
    ("[1.]", 3), ("[-]", 2), ("[1e]", 3), ("{\"a\": 1,}", 8), ("[\"\\x\"]", 3),
    ("[\"\\u12G4\"]", 6), ("[\"tab\there\"]", 5), ("{} x", 3), ("[1 2]", 3), ("[nul]", 4),
    ("{\"a\":1}}", 7),
  ]

  @Test(arguments: broken)
  func aBreakIsPlacedOnItsByte(text: String, offset: Int) {
    let line = text.utf8.prefix(offset).filter { $0 == 0x0A }.count + 1
    #expect(JSONSyntax.problem(in: Data(text.utf8)) == .invalid(line: line, character: offset))
  }

  @Test(arguments: ["{", "[1, 2", "{\"a\": \"b", "{\"a\": 1", "[-", "[1e+", "{\"a\"", "[\"\\u12"])
  func aTextThatStopsInsideAValueEndsUnexpectedly(text: String) {
    #expect(JSONSyntax.problem(in: Data(text.utf8)) == .unexpectedEnd)
  }

  @Test(arguments: [
    "{}", "[]", " {\"a\": [1, -2.5e+3, 0, true, false, null, \"\\u00e9\\n\", {}]} ", "\"开心\"", "0",
  ])
  func wellFormedTextHasNoBreak(text: String) throws {
    _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    #expect(JSONSyntax.problem(in: Data(text.utf8)) == .unplaced)
  }

  @Test func deepNestingIsWalkedWithoutRecursion() {
    let deep = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    #expect(JSONSyntax.problem(in: Data(deep.utf8)) == .unplaced)
    #expect(
      JSONSyntax.problem(in: Data((deep + "]").utf8)) == .invalid(line: 1, character: 400_000))
  }
}
