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
    // Swift finds the ends of one huge character (a letter under 2,000,000 combining marks) in
    // time that grows with the square of its length. No field holds 64 KiB, so a longer text
    // is only trimmed to be refused: its ends go by whole scalars, in linear time.
    if utf8.count > 65_536 {
      let scalars = unicodeScalars
      guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
      else { return "" }
      return String(String.UnicodeScalarView(scalars[first...last]))
    }
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
