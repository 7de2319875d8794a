extension UInt8 {
  /// `A`-`Z` or `a`-`z`.
  package var isASCIILetter: Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) }

  /// `0`-`9`.
  package var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }

  /// `0`-`9`, `A`-`F` or `a`-`f`.
  package var isASCIIHexDigit: Bool {
    isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
  }

  /// Tab, line feed, vertical tab, form feed, carriage return or space: the ASCII characters
  /// whose `isWhitespace` is true.
  package var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
