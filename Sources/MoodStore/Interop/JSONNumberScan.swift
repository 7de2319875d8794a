/// Finds the first number in a JSON text that is not a whole number fitting in 64 bits
/// (`7.5`, `1e400`, a 30-digit integer), with its path (`entries[3].score`).
///
/// Foundation's decoder reports such numbers as "not valid JSON" without a place, although the
/// text is well-formed; this walk over the bytes names the field instead. Every number field of
/// a backup is a whole number, so the first such number is the one at fault. The walk gives up
/// (`nil`) on text that really is malformed, leaving that to the parser's message.
struct JSONNumberScan {
  private let bytes: [UInt8]
  private var offset = 0

  /// The place and literal text of the first number that is not a whole `Int64`.
  static func firstNonWholeNumber(in json: some Sequence<UInt8>) -> (path: String, literal: String)?
  {
    var scan = JSONNumberScan(bytes: Array(json))
    var found: (path: String, literal: String)?
    guard scan.value(path: "", found: &found) else { return nil }
    return found
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  private mutating func skipSpace() {
    while let byte = current, [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains(byte) {
      offset += 1
    }
  }

  /// Walks one value; `false` when the text is malformed. Stops at the first finding.
  private mutating func value(path: String, found: inout (path: String, literal: String)?)
    -> Bool
  {
    skipSpace()
    switch current {
    case UInt8(ascii: "{"):
      offset += 1
      skipSpace()
      if current == UInt8(ascii: "}") { offset += 1; return true }
      while true {
        skipSpace()
        guard let key = string() else { return false }
        skipSpace()
        guard current == UInt8(ascii: ":") else { return false }
        offset += 1
        guard value(path: path.isEmpty ? key : path + "." + key, found: &found) else {
          return false
        }
        if found != nil { return true }
        skipSpace()
        if current == UInt8(ascii: "}") { offset += 1; return true }
        guard current == UInt8(ascii: ",") else { return false }
        offset += 1
      }
    case UInt8(ascii: "["):
      offset += 1
      skipSpace()
      if current == UInt8(ascii: "]") { offset += 1; return true }
      var index = 0
      while true {
        guard value(path: path + "[\(index)]", found: &found) else { return false }
        if found != nil { return true }
        skipSpace()
        if current == UInt8(ascii: "]") { offset += 1; return true }
        guard current == UInt8(ascii: ",") else { return false }
        offset += 1
        index += 1
      }
    case UInt8(ascii: "\""):
      return string() != nil
    case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte):
      let start = offset
      while let byte = current, "+-.eE0123456789".utf8.contains(byte) { offset += 1 }
      let literal = String(decoding: bytes[start..<offset], as: UTF8.self)
      if Int64(literal) == nil { found = (path.isEmpty ? "the document" : path, literal) }
      return true
    default:
      for word in ["true", "false", "null"] where bytes[offset...].starts(with: word.utf8) {
        offset += word.utf8.count
        return true
      }
      return false
    }
  }

  /// Reads a string's text (escapes kept as written: keys never need them here).
  private mutating func string() -> String? {
    guard current == UInt8(ascii: "\"") else { return nil }
    offset += 1
    let start = offset
    while let byte = current, byte != UInt8(ascii: "\"") {
      offset += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    guard current == UInt8(ascii: "\"") else { return nil }
    defer { offset += 1 }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }
}
