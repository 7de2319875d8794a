/// Lists of strings kept as JSON arrays in one column (`["calm","tired"]`).
///
/// Written by hand because a store reads thousands of them at a time: a `JSONDecoder` per row
/// cost more than the rest of the query. The store writes these columns itself, and SQLite's
/// `json_valid` check guards them, so decoding expects well-formed arrays of strings.
enum JSONList {
  /// The strings as a JSON array, escaping what RFC 8259 requires.
  static func encode(_ items: [String]) -> String {
    var json = "["
    for (index, item) in items.enumerated() {
      if index > 0 { json += "," }
      json += "\""
      for scalar in item.unicodeScalars {
        switch scalar {
        case "\"": json += "\\\""
        case "\\": json += "\\\\"
        case "\n": json += "\\n"
        case "\r": json += "\\r"
        case "\t": json += "\\t"
        case _ where scalar.value < 0x20:
          json += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        default: json.unicodeScalars.append(scalar)
        }
      }
      json += "\""
    }
    return json + "]"
  }

  /// The strings of a JSON array of strings; `nil` when `text` is not one.
  static func decode(_ text: String) -> [String]? {
    var scalars = text.unicodeScalars.makeIterator()
    var items: [String] = []
    guard scalars.next() == "[" else { return nil }
    while let scalar = scalars.next() {
      switch scalar {
      case "]": return items
      case ",", " ": continue
      case "\"":
        guard let item = string(&scalars) else { return nil }
        items.append(item)
      default: return nil
      }
    }
    return nil
  }

  /// Reads a string's body after its opening quote, through its closing quote.
  private static func string(_ scalars: inout String.UnicodeScalarView.Iterator) -> String? {
    var result = String.UnicodeScalarView()
    var pendingHighSurrogate: UInt32?
    while let scalar = scalars.next() {
      switch scalar {
      case "\"": return String(result)
      case "\\":
        guard let escaped = scalars.next() else { return nil }
        switch escaped {
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "b": result.append("\u{8}")
        case "f": result.append("\u{C}")
        case "u":
          var value: UInt32 = 0
          for _ in 0..<4 {
            guard let digit = scalars.next(), let nibble = UInt32(String(digit), radix: 16)
            else { return nil }
            value = value << 4 | nibble
          }
          if (0xD800...0xDBFF).contains(value) {
            pendingHighSurrogate = value
            continue
          }
          if let high = pendingHighSurrogate, (0xDC00...0xDFFF).contains(value) {
            value = 0x10000 + (high - 0xD800) << 10 + (value - 0xDC00)
          }
          pendingHighSurrogate = nil
          guard let decoded = Unicode.Scalar(value) else { return nil }
          result.append(decoded)
        default: result.append(escaped)  // \" \\ \/
        }
      default: result.append(scalar)
      }
    }
    return nil
  }
}
