import Testing

@testable import MoodSystem

/// `trimmingWhitespace()`: ASCII white space cut on the bytes, any other by Unicode's rule.
@Suite struct TrimmingTests {
  @Test func asciiWhiteSpaceIsCutAtBothEnds() {
    #expect(" \t key = value \r\n".trimmingWhitespace() == "key = value")
    #expect("\u{0B}\u{0C}x\u{0C}".trimmingWhitespace() == "x")
    #expect("plain".trimmingWhitespace() == "plain")
    #expect(" \t\r\n ".trimmingWhitespace() == "")
    #expect("".trimmingWhitespace() == "")
  }

  @Test func unicodeWhiteSpaceAtAnEndIsCutToo() {
    #expect("\u{00A0}开心\u{3000}".trimmingWhitespace() == "开心")
    #expect(" \u{2003}calm\u{2028} ".trimmingWhitespace() == "calm")
    #expect(" 开心 ".trimmingWhitespace() == "开心")
  }

  @Test func aSpaceWithACombiningMarkIsOneWhiteCharacter() {
    // " \u{301}" is one character whose first scalar is a space: cut as a whole, as before.
    #expect(" \u{301}abc".trimmingWhitespace() == "abc")
    #expect("abc \u{301}".trimmingWhitespace() == "abc")
    #expect("e\u{301} ".trimmingWhitespace() == "e\u{301}")
  }

  /// Longer than any field holds, a text is trimmed by whole scalars, in linear time: a letter
  /// under 100,000 combining marks keeps every mark, and ideographic spaces go.
  @Test func aHugeTextIsTrimmedByScalars() {
    let zalgo = "a" + String(repeating: "\u{301}", count: 100_000)
    #expect(("\u{3000}" + zalgo + "\u{3000}\u{A0}").trimmingWhitespace() == zalgo)
    #expect((zalgo + " \u{301}").trimmingWhitespace().unicodeScalars.count == 100_003)
  }

  @Test func aSubstringIsTrimmedWithinItsOwnBounds() {
    let line = "a =  two words  ;"
    let value = line.dropFirst(3).dropLast()
    #expect(value.trimmingWhitespace() == "two words")
  }
}
