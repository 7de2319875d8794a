extension StringProtocol {
  /// The text with every occurrence of `target` replaced, matched on the exact bytes of its
  /// code points (as a literal search does), not as whole characters: `"\n"` is found inside
  /// `"\r\n"`, which Swift's `replacing(_:with:)` would leave, since `"\r\n"` is one character.
  /// With `ignoringASCIICase`, `A` to `Z` match their lower-case letters.
  package func replacingEvery(
    _ target: String, with replacement: String, ignoringASCIICase: Bool = false
  ) -> String {
    let pattern = Array(target.utf8).map { ignoringASCIICase ? $0.asciiLowercased : $0 }
    guard let head = pattern.first else { return String(self) }
    let source = Array(utf8)
    var result: [UInt8] = []
    result.reserveCapacity(source.count)
    var index = 0
    while index < source.count {
      let byte = ignoringASCIICase ? source[index].asciiLowercased : source[index]
      if byte == head, index + pattern.count <= source.count,
        pattern.indices.allSatisfy({
          let other = source[index + $0]
          return (ignoringASCIICase ? other.asciiLowercased : other) == pattern[$0]
        })
      {
        result.append(contentsOf: replacement.utf8)
        index += pattern.count
      } else {
        result.append(source[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

extension UInt8 {
  fileprivate var asciiLowercased: UInt8 { (0x41...0x5A).contains(self) ? self | 0x20 : self }
}
