import MoodSystem

/// The plain text of a note written in HTML (Daylio's backup keeps its notes so): a line break
/// for `<br>` and at the end of a paragraph, div or list item, every other tag dropped, the
/// entities a note editor writes decoded (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&nbsp;`,
/// `&#NNN;`, `&#xHH;`), and blank lines at the ends trimmed. Text that is not HTML comes through
/// as it is, line breaks made LF.
enum NoteHTML {
  private static let breaking: Set<String> = ["br", "/p", "/div", "/li", "/h1", "/h2", "/h3"]
  private static let named = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ",
  ]

  /// `html` as plain text.
  static func text(_ html: String) -> String {
    // Most notes are plain text: no tag, entity or carriage return to read.
    guard
      html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") || $0 == 0x0D }
      )
    else { return html.trimmingWhitespace() }
    var text = ""
    var index = html.startIndex
    while index < html.endIndex {
      let character = html[index]
      if character == "<", let close = html[index...].firstIndex(of: ">") {
        var name =
          html[html.index(after: index)..<close]
          .split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
        if name.hasSuffix("/") { name.removeLast() }
        if breaking.contains(name) { text.append("\n") }
        index = html.index(after: close)
      } else if character == "&", let semicolon = html[index...].prefix(12).firstIndex(of: ";"),
        let decoded = entity(String(html[html.index(after: index)..<semicolon]))
      {
        text.append(decoded)
        index = html.index(after: semicolon)
      } else {
        text.append(character == "\r\n" || character == "\r" ? "\n" : character)
        index = html.index(after: index)
      }
    }
    return text.trimmingWhitespace()
  }

  private static func entity(_ name: String) -> String? {
    if let text = named[name] { return text }
    let number: UInt32? =
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        UInt32(name.dropFirst())
      } else { nil }
    return number.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
  }
}
