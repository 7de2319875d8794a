import Foundation
import Testing

@testable import MoodStore

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
    #expect(JSONList.decode(json) == items)
    #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == items)
    // What another JSON writer makes (escaped slashes, \u escapes) reads the same.
    let foreign = String(decoding: try JSONEncoder().encode(items), as: UTF8.self)
    #expect(JSONList.decode(foreign) == items)
  }

  @Test func escapesForCharactersOutsideTheBasicPlaneAreJoined() {
    #expect(JSONList.decode(#"["\ud83d\ude42 \u00e9\u4eca"]"#) == ["🙂 é今"])
  }

  @Test(arguments: ["", "[", "[1]", "[\"open", "{\"a\":1}", "[\"bad \\u12\"]", "[null]"])
  func anythingButAListOfStringsIsRejected(text: String) {
    #expect(JSONList.decode(text) == nil)
  }
}
