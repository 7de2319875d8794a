import Testing

@testable import MoodCore

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
}
