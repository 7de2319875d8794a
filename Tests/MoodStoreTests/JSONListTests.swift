import Foundation
import Testing

@testable import MoodStore

/// `JSONList.encode` and `JSONWalk.strings`: a store's list column written and read back.
@Suite struct JSONListTests {
  static let awkward: [[String]] = [
    [],
    ["calm"],
    ["a \"quoted\" word", "back\\slash", "slash/", "tab\there", "new\nline", "bell\u{7}"],
    ["今天很好", "שלום", "مرحبا", "👨‍👩‍👧‍👦", "🙂", "e\u{301}"],
    ["", " ", ","],
  ]

  @Test(arguments: awkward)
  func listsRoundTripAndMatchFoundationsJSON(items: [String]) throws {
    let json = JSONList.encode(items)
    #expect(JSONWalk.strings(json.utf8) == items)
    #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == items)
    // What another JSON writer makes (escaped slashes, \u escapes) reads the same.
    let foreign = String(decoding: try JSONEncoder().encode(items), as: UTF8.self)
    #expect(JSONWalk.strings(foreign.utf8) == items)
  }

  @Test func escapesForCharactersOutsideTheBasicPlaneAreJoined() {
    #expect(JSONWalk.strings(#"["\ud83d\ude42 \u00e9\u4eca"]"#.utf8) == ["🙂 é今"])
  }

  @Test(arguments: [
    "", "[", "[1]", "[\"open", "{\"a\":1}", "[\"bad \\u12\"]", "[null]", "[\"a\",]", "[,\"a\"]",
    "[\"a\" \"b\"]", "[\"a\"] x", "[\"\\ud800\"]", "[[\"a\"]]", "\u{FEFF}[\"a\"]",
  ])
  func anythingButAListOfStringsIsRejected(text: String) {
    #expect(JSONWalk.strings(text.utf8) == nil)
  }
}
