extension StringProtocol {
  /// The text without white space and line breaks at either end.
  ///
  /// Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux, which made it the
  /// largest cost of reading entries; this stays in Swift's own `String`.
  public func trimmingWhitespace() -> String {
    // ASCII white space is cut on the bytes: asking each character's Unicode properties was
    // most of the time `mood` took to read its message catalog. A non-ASCII byte where the cut
    // ends (U+00A0, U+3000, a combining mark after a space) goes by Unicode's rule instead.
    var first: Index?
    var end = startIndex
    var edges: (first: UInt8, last: UInt8) = (0, 0)
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      let position = index
      utf8.formIndex(after: &index)
      guard !byte.isASCIIWhitespace else { continue }
      if first == nil { (first, edges.first) = (position, byte) }
      (end, edges.last) = (index, byte)
    }
    guard let first else { return "" }
    guard edges.first < 0x80, edges.last < 0x80 else { return trimmingUnicodeWhitespace() }
    return String(self[first..<end])
  }

  private func trimmingUnicodeWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}

extension UInt8 {
  /// Tab, line feed, vertical tab, form feed, carriage return or space: the ASCII characters
  /// whose `isWhitespace` is true.
  fileprivate var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }
}
