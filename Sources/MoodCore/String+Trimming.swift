extension StringProtocol {
  /// The text without white space and line breaks at either end.
  ///
  /// Foundation's `trimmingCharacters(in:)` goes through `NSString` on Linux, which made it the
  /// largest cost of reading entries; this stays in Swift's own `String`.
  public func trimmingWhitespace() -> String {
    // ASCII white space is cut on the bytes: asking each character's Unicode properties was
    // most of the time `mood` took to read its message catalog. A non-ASCII byte where the cut
    // ends (U+00A0, U+3000, a combining mark after a space) goes by Unicode's rule instead.
    let cut = utf8.withContiguousStorageIfAvailable { bytes -> String? in
      var first = 0
      var end = bytes.count
      while first < end, bytes[first].isASCIIWhitespace { first += 1 }
      while end > first, bytes[end - 1].isASCIIWhitespace { end -= 1 }
      if first == end { return "" }
      guard bytes[first] < 0x80, bytes[end - 1] < 0x80 else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self)
    }
    return (cut ?? nil) ?? trimmingUnicodeWhitespace()
  }

  private func trimmingUnicodeWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
