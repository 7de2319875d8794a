import Foundation
import Testing

@testable import MoodStore

/// `JSONWalk`: the one reading of JSON's grammar, where a text breaks it and with what path.
@Suite struct JSONWalkTests {
  private static func problem(_ bytes: [UInt8]) -> JSONProblem? {
    JSONWalk.walk(bytes).problem
  }

  private static func problem(_ text: String) -> JSONProblem? { problem(Array(text.utf8)) }

  private static func place(_ path: String, _ text: [UInt8], _ offset: Int) -> JSONProblem.Place {
    JSONProblem.Place(
      path: path, line: text.prefix(offset).filter { $0 == 0x0A }.count + 1, character: offset)
  }

  /// Broken texts, each with the path and byte its break is placed on (counted from 0).
  static let broken: [(text: String, path: String, offset: Int)] = [
    (
      "{\n  \"format\": \"moodcard-backup\",\n  \"version\": 1,\n  \"entries\": [1, }\n",
      "entries[1]", 66
    ),
    ("{\"a\": tru}", "a", 9), ("{\"a\" 1}", "a", 5), ("{a: 1}", "", 1),
    ("[01]", "[0]", 2), ("[1.]", "[0]", 3), ("[-]", "[0]", 2), ("[1e]", "[0]", 3),
    ("[\"\\x\"]", "[0]", 3), ("[\"\\u12G4\"]", "[0]", 6), ("[\"tab\there\"]", "[0]", 5),
    ("{} x", "", 3), ("[1 2]", "[0]", 3), ("[nul]", "[0]", 4),
    ("{\"a\":1}}", "", 7), ("{\"a\": {\"b\": [true, NaN]}}", "a.b[1]", 19),
  ]

  @Test(arguments: broken)
  func aBreakIsPlacedOnItsByteWithItsPath(text: String, path: String, offset: Int) {
    #expect(Self.problem(text) == .invalid(Self.place(path, Array(text.utf8), offset)))
  }

  @Test(arguments: [
    ("[1,]", "", 2), ("{\"a\": 1,}", "", 7),
    ("{\"entries\": [{\"day\": \"x\",\n }]}", "entries[0]", 24), ("[[1, 2 , ] ]", "[0]", 7),
  ])
  func aTrailingCommaIsRefusedAndNamed(text: String, path: String, offset: Int) {
    #expect(Self.problem(text) == .trailingComma(Self.place(path, Array(text.utf8), offset)))
  }

  /// Bytes that are not UTF-8 inside a member MoodCard ignores: Python's `json` refuses each.
  @Test(
    arguments: [
      [0xFF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xC3], [0xE6, 0x97], [0xF0, 0x9F, 0x98], [0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
    ] as [[UInt8]])
  func bytesThatAreNotUTF8AreRefused(sequence: [UInt8]) {
    let start = Array("{\"ignored\": \"ab".utf8)
    let text = start + sequence + Array("\"}".utf8)
    #expect(Self.problem(text) == .notUTF8(Self.place("ignored", text, start.count)))
    let key = Array("{\"a".utf8) + sequence + Array("\": 1}".utf8)
    #expect(Self.problem(key) == .notUTF8(Self.place("", key, 3)))
  }

  @Test(arguments: [
    #"{"reason": "\ud800"}"#, #"{"reason": "\udc00"}"#, #"{"reason": "\ud800\u0041"}"#,
    #"{"reason": "\ud800\n"}"#, #"{"reason": "\uDBFF\uDBFF"}"#,
  ])
  func aLoneSurrogateIsNamedWithItsPath(text: String) {
    #expect(Self.problem(text) == .loneSurrogate(Self.place("reason", Array(text.utf8), 12)))
  }

  @Test func aSurrogatePairIsOneCharacter() {
    let text = #"{"\ud83c\udf38": 1}"#
    #expect(Self.problem(text) == nil)
    #expect(JSONWalk.walk(Array(text.utf8), wholeNumbersAt: ["🌸"]).notWhole == nil)
    #expect(
      JSONWalk.walk(Array(#"{"\ud83c\udf38": 1.5}"#.utf8), wholeNumbersAt: ["🌸"])
        .notWhole?.path == "🌸")
  }

  @Test(arguments: ["{", "[1, 2", "{\"a\": \"b", "{\"a\": 1", "[-", "[1e+", "{\"a\"", "[\"\\u12"])
  func aTextThatStopsInsideAValueEndsUnexpectedly(text: String) {
    #expect(Self.problem(text) == .unexpectedEnd)
  }

  static let wellFormed = [
    "{}", "[]", " {\"a\": [1, -2.5e+3, 0, true, false, null, \"\\u00e9\\n\", {}]} ", "\"开心\"", "0",
    "{\"a\":{\"b\":[[],{}]},\"c\":\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"}",
    "[-0, 0.5, 1E9, 1e-9, 12345678901234567890]",
    "\"\u{10FFFF}\u{FFFE}\u{7F}\"", "\r\n\t [ ] \r\n",
  ]

  @Test(arguments: wellFormed)
  func wellFormedTextHasNoProblem(text: String) throws {
    _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
    #expect(Self.problem(text) == nil)
  }

  /// 100,000 levels, the hostile tester's file: refused at level 65, at once, naming the limit.
  @Test func nestingPastTheLimitIsRefusedWithoutRecursion() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let path = String(repeating: "[0]", count: 64)
    #expect(
      Self.problem(deep)
        == .tooDeep(Self.place(path, Array(deep.utf8), 64), limit: JSONWalk.maximumDepth))
    let objects =
      String(repeating: "{\"a\":", count: 100_000) + "1"
      + String(repeating: "}", count: 100_000)
    #expect(
      Self.problem(objects)
        == .tooDeep(
          Self.place(Array(repeating: "a", count: 64).joined(separator: "."), [], 64 * 5),
          limit: 64))
    // Past 511 levels Foundation refused without a place; past 64 the walk names the limit.
    let past511 = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(
      Self.problem(past511)
        == .tooDeep(Self.place(path, Array(past511.utf8), 64), limit: JSONWalk.maximumDepth))
    let atTheLimit = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    #expect(Self.problem(atTheLimit) == nil)
    #expect(
      Self.problem("[" + atTheLimit + "]")
        == .tooDeep(Self.place(String(repeating: "[0]", count: 64), [], 64), limit: 64))
  }

  @Test func theFirstNumberThatIsNotWholeIsFoundOnlyWhereAWholeNumberIsRequired() {
    let text = Array(
      #"{"note": 1.5, "entries": [{"score": 7}, {"reason": 2.5, "score": 7.5}], "version": 1e400}"#
        .utf8)
    let findings = JSONWalk.walk(text, wholeNumbersAt: ["entries[].score", "version"])
    #expect(findings.problem == nil)
    #expect(findings.notWhole?.path == "entries[1].score")
    #expect(findings.notWhole?.literal == "7.5")
    #expect(JSONWalk.walk(text, wholeNumbersAt: ["version"]).notWhole?.literal == "1e400")
    #expect(JSONWalk.walk(text).notWhole == nil)
    let huge = Array(#"{"version": 123456789012345678901234567890}"#.utf8)
    #expect(JSONWalk.walk(huge, wholeNumbersAt: ["version"]).notWhole?.path == "version")
  }

  /// A break or a number deep inside a document is named by its whole path, each index
  /// counted from 0 in its own array.
  @Test func aBreakOrANumberDeepInsideIsNamedByItsWholePath() {
    // The break is the `}` after `tru`, the third byte from the end.
    let text = #"{"completions": [{"day": "1"}, {"day": "2"}, {"day": "3"}, {"day": tru}]}"#
    #expect(
      Self.problem(text)
        == .invalid(Self.place("completions[3].day", Array(text.utf8), text.utf8.count - 3)))
    let numbers = Array(
      #"{"habits": [{"completions": [{"count": 1}, {"count": 2}, {"count": 3}, {"count": 4.5}]}]}"#
        .utf8)
    let findings = JSONWalk.walk(numbers, wholeNumbersAt: ["habits[].completions[].count"])
    #expect(findings.problem == nil)
    #expect(findings.notWhole?.path == "habits[0].completions[3].count")
    #expect(findings.notWhole?.literal == "4.5")
    // The same number where no whole number is required is any number.
    #expect(JSONWalk.walk(numbers, wholeNumbersAt: ["habits[].count"]).notWhole == nil)
  }

  /// A member's name is read with its escapes: a path names the key as decoded, and a required
  /// whole number is found under an escaped spelling of its key.
  @Test func escapedKeysAreNamedAndMatchedAsDecoded() {
    let escaped = Array(#"{"entries": [{"sc\u006Fre": 7.5}]}"#.utf8)
    let findings = JSONWalk.walk(escaped, wholeNumbersAt: ["entries[].score"])
    #expect(findings.notWhole?.path == "entries[0].score")
    #expect(findings.notWhole?.literal == "7.5")
    let quoted = #"{"a\"b": {"c\\d\/": [1, tru]}}"#
    #expect(
      Self.problem(quoted)
        == .invalid(Self.place(#"a"b.c\d/[1]"#, Array(quoted.utf8), quoted.utf8.count - 3)))
    let accented = #"{"\u00e9t\u00e9": [1, }"#
    #expect(
      Self.problem(accented)
        == .invalid(Self.place("été[1]", Array(accented.utf8), accented.utf8.count - 1)))
  }

  /// The bytes EF BB BF (U+FEFF, a byte-order mark) are no white space of JSON's: the walk
  /// refuses them at the start as between two values, and takes them inside a string as the
  /// character they are. A reader that accepts a file's mark (`BackupDocument`) passes it over
  /// before the walk.
  @Test func aByteOrderMarkIsACharacterInAStringAndABreakAnywhereElse() {
    let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
    let atTheStart = mark + Array(#"{"a": 1}"#.utf8)
    #expect(Self.problem(atTheStart) == .invalid(Self.place("", atTheStart, 0)))
    let between = Array(#"{"a": "#.utf8) + mark + Array("1}".utf8)
    #expect(Self.problem(between) == .invalid(Self.place("a", between, 6)))
    let afterAValue = Array(#"{"a": [1"#.utf8) + mark + Array("]}".utf8)
    #expect(Self.problem(afterAValue) == .invalid(Self.place("a[0]", afterAValue, 8)))
    let inAString = Array(#"{"a": ""#.utf8) + mark + Array(#"x"}"#.utf8)
    #expect(Self.problem(inAString) == nil)
    #expect(JSONWalk.strings(Array(#"[""#.utf8) + mark + Array(#""]"#.utf8)) == ["\u{FEFF}"])
    #expect(JSONWalk.strings(mark + Array(#"["a"]"#.utf8)) == nil)
    // A reader that takes a file's mark has the walk pass over it, and only at the start: a
    // break is still placed on the text's own byte.
    #expect(JSONWalk.walk(atTheStart, passingOverAByteOrderMark: true).problem == nil)
    let brokenAfter = mark + Array(#"{"a": x}"#.utf8)
    #expect(
      JSONWalk.walk(brokenAfter, passingOverAByteOrderMark: true).problem
        == .invalid(Self.place("a", brokenAfter, 9)))
    #expect(
      JSONWalk.walk(between, passingOverAByteOrderMark: true).problem
        == .invalid(Self.place("a", between, 6)))
    #expect(
      JSONWalk.walk(mark + mark + Array("{}".utf8), passingOverAByteOrderMark: true).problem
        == .invalid(Self.place("", mark + mark, 3)))
  }

  /// Random edits of well-formed texts, each judged against Foundation's parser. On Linux it
  /// takes trailing commas, which the cases above own, so a walk that refuses one agrees; and it
  /// refuses a number past a Double's range (`1e999`), which the grammar allows.
  @Test func randomEditsAgreeWithFoundationOnTheGrammar() throws {
    var random = SystemRandomNumberGenerator()
    let pieces = Array("{}[]\",:0123456789-+.eEtrufalsn \\u".utf8)
    var disagreements: [String] = []
    for _ in 0..<4_000 {
      guard var bytes = Self.wellFormed.randomElement(using: &random).map({ Array($0.utf8) })
      else { continue }
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where at < bytes.count: bytes.remove(at: at)
        case 1 where at < bytes.count:
          bytes[at] = pieces.randomElement(using: &random) ?? 0x20
        default: bytes.insert(pieces.randomElement(using: &random) ?? 0x20, at: at)
        }
      }
      let foundation =
        (try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)) != nil
      let walk = Self.problem(bytes)
      if case .trailingComma = walk { continue }
      let text = String(decoding: bytes, as: UTF8.self)
      if walk == nil, !foundation,
        text.range(of: #"[eE][+-]?[0-9]{3,}"#, options: .regularExpression) != nil
      {
        continue
      }
      if (walk == nil) != foundation { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }
}
