/// Lists of strings kept as JSON arrays in one column (`["calm","tired"]`): written here, read
/// back by `JSONWalk.strings(_:)`, the one reader of JSON's grammar.
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
}
