/// Text percent-encoded on its UTF-8 bytes, `%` and two upper-case hex digits for each byte not
/// kept, as URLs, HTTP headers and SQLite's `file:` names need: the one home of the encoding.
/// ```swift
/// PercentEncoding.encode("a b/ü", keeping: PercentEncoding.isUnreserved)  // "a%20b%2F%C3%BC"
/// ```
package enum PercentEncoding {
  /// The text with every byte for which `keeping` is false written as `%XX`.
  package static func encode(_ text: String, keeping: (UInt8) -> Bool) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      if keeping(byte) {
        result.append(byte)
      } else {
        result += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// ASCII letters and digits and `- . _ ~` (RFC 3986's unreserved characters).
  package static func isUnreserved(_ byte: UInt8) -> Bool {
    byte.isASCIILetter || byte.isASCIIDigit || "-._~".utf8.contains(byte)
  }
}
