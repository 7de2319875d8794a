import Testing

@testable import MoodSystem

/// The text format of the message catalogs and the saved preferences.
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

  /// Lines read on their bytes and lines read as text (a non-ASCII byte where white space is
  /// cut, a key that is not plainly a key) give the same pairs and the same refusals.
  @Test func unicodeWhiteSpaceAndNonASCIIEndsAreReadByUnicodesRule() throws {
    let text = try KeyValueText(
      parsing: "a = 开心\n\u{3000}b\u{3000}=\u{00A0}值 \u{2003}\r\nc\t=\t\u{3000}\n# ☺ comment\n"
        + "\u{00A0}# also a comment\nd = x \u{301}\ne = é\n")
    #expect(text.pairs.map(\.key) == ["a", "b", "c", "d", "e"])
    #expect(text["a"] == "开心")
    #expect(text["b"] == "值")
    #expect(text["c"] == "")
    #expect(text["d"] == "x")
    #expect(text["e"] == "é")
    #expect(text.lines == ["a": 1, "b": 2, "c": 3, "d": 6, "e": 7])
    #expect(throws: KeyValueText.Malformed(line: 2, reason: .repeatedKey("a"))) {
      try KeyValueText(parsing: "a = 1\n\u{00A0}a = 2\n")
    }
    #expect(throws: KeyValueText.Malformed(line: 1, reason: .badKey("开心"))) {
      try KeyValueText(parsing: "开心 = 1\n")
    }
    #expect(throws: KeyValueText.Malformed(line: 1, reason: .badKey(""))) {
      try KeyValueText(parsing: " = 1\n")
    }
    #expect(throws: KeyValueText.Malformed(line: 1, reason: .notKeyValue)) {
      try KeyValueText(parsing: "key 值\n")
    }
  }

  @Test func bytesThatAreNotUTF8AreReadAsReplacementCharacters() throws {
    let bytes: [UInt8] = Array("a = x".utf8) + [0xE5, 0x0A] + Array("b = \\n".utf8) + [0xFF]
    let text = try bytes.withUnsafeBufferPointer { try KeyValueText(utf8: $0) }
    #expect(text["a"] == "x\u{FFFD}")
    #expect(text["b"] == "\n\u{FFFD}")
    #expect(try KeyValueText(parsing: String(decoding: bytes, as: UTF8.self)) == text)
  }
}
