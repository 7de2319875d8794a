/// A JSON value written as `JSONEncoder` writes one with `.sortedKeys` and
/// `.withoutEscapingSlashes`, byte for byte, without its cost.
///
/// Why: `mood stats --json` spent 5.2 M of its 27.7 M instructions in `JSONEncoder` (callgrind,
/// a ten-year store, 2026-12-02), most of it the Swift runtime finding the encoder's generic
/// types for the summary's eleven `Codable` types by their mangled names. Written by this, the
/// whole process took 25.6 M, and `stats --days 30` against `list --days 30` went from 1.33x to
/// 1.17x, under the 1.3x target (BENCHMARKS.md, "After issue 26"). `JSONValueTests` holds it to
/// `JSONEncoder` on the same values.
package indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  case integer(Int)
  /// A finite number; a whole one is written without a fraction (`6`, not `6.0`).
  case number(Double)
  case bool(Bool)
  case null
  case array([JSONValue])
  /// An object; its keys are written in sorted order.
  case object([String: JSONValue])

  /// `number`, or `null` when it is `nil`.
  package static func number(_ value: Double?) -> JSONValue { value.map(number) ?? .null }

  /// `integer`, or `null` when it is `nil`.
  package static func integer(_ value: Int?) -> JSONValue { value.map(integer) ?? .null }

  /// The JSON text of the value, on one line.
  package var text: String {
    var text = ""
    write(into: &text)
    return text
  }

  private func write(into text: inout String) {
    switch self {
    case .string(let string): Self.write(string, into: &text)
    case .integer(let value): text += String(value)
    case .number(let value):
      let written = value.description
      text += written.hasSuffix(".0") ? String(written.dropLast(2)) : written
    case .bool(let value): text += value ? "true" : "false"
    case .null: text += "null"
    case .array(let values):
      text += "["
      for (index, value) in values.enumerated() {
        if index > 0 { text += "," }
        value.write(into: &text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        Self.write(key, into: &text)
        text += ":"
        members[key]?.write(into: &text)
      }
      text += "}"
    }
  }

  /// A string in quotes: `"` and `\` escaped, the controls as `\n` and the like or `\u00XX`.
  private static func write(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
