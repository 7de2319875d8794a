/// The one text format of MoodCard's own files: the message catalogs and the saved preferences.
///
/// ```
/// # A comment: a line whose first character (after spaces) is #.
/// key = value
/// showNoEntry = There is no entry for {day}.\nLog one with `mood log SCORE`.
/// ```
/// One `key = value` per line, UTF-8. A key is letters, digits, `.`, `-` and `_`; the value is
/// the rest of the line without the spaces around it. In a value `\n` stands for a line break
/// and `\\` for a backslash. Blank lines and comments are skipped; a key may appear once.
package struct KeyValueText: Sendable, Equatable {
  /// A line that is not a comment, a blank or a `key = value`, or a key given twice.
  package struct Malformed: Error, Equatable {
    /// What is wrong with a line.
    package enum Reason: Equatable, Sendable {
      /// Neither a comment, a blank nor `key = value`.
      case notKeyValue
      /// The text before `=` is not a key.
      case badKey(String)
      /// The key was given on an earlier line.
      case repeatedKey(String)
      /// A `\` before something other than `n` or `\`, or at the end of the line.
      case badEscape
    }

    /// The line's number, from 1.
    package let line: Int
    /// What is wrong with it.
    package let reason: Reason
  }

  /// The pairs in the order of the file.
  package private(set) var pairs: [(key: String, value: String)]
  /// The line each key was read from, from 1.
  package private(set) var lines: [String: Int] = [:]

  /// No pairs: a preferences file that does not exist yet.
  package init() { pairs = [] }

  /// Reads `text`.
  /// - Throws: `Malformed` naming the first bad line.
  package init(parsing text: String) throws {
    pairs = []
    var seen = Set<String>()
    // Lines are cut, and `=` found, on the UTF-8 bytes: going through characters (grapheme
    // clusters) made reading a catalog most of what `mood --version` itself does.
    for (index, rawLine) in text.utf8.split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
    ).enumerated() {
      let line = Substring(rawLine).trimmingWhitespace()
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.utf8.firstIndex(of: UInt8(ascii: "=")) else {
        throw Malformed(line: index + 1, reason: .notKeyValue)
      }
      let key = line[..<equals].trimmingWhitespace()
      guard !key.isEmpty, key.unicodeScalars.allSatisfy(KeyValueText.isKeyCharacter) else {
        throw Malformed(line: index + 1, reason: .badKey(key))
      }
      guard seen.insert(key).inserted else {
        throw Malformed(line: index + 1, reason: .repeatedKey(key))
      }
      let value = try KeyValueText.unescape(
        line[line.index(after: equals)...].trimmingWhitespace(), line: index + 1)
      pairs.append((key, value))
      lines[key] = index + 1
    }
  }

  /// The value of `key`, or `nil`.
  package subscript(key: String) -> String? {
    get { pairs.first { $0.key == key }?.value }
    set {
      let position = pairs.firstIndex { $0.key == key }
      switch (position, newValue) {
      case (let position?, let value?): pairs[position].value = value
      case (let position?, nil): pairs.remove(at: position)
      case (nil, let value?): pairs.append((key, value))
      case (nil, nil): break
      }
    }
  }

  /// The pairs as a dictionary.
  package var dictionary: [String: String] {
    Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }

  /// The file's text: `header` as comment lines, then one `key = value` per line.
  package func text(header: [String] = []) -> String {
    let comments = header.map { $0.isEmpty ? "#" : "# " + $0 }
    let lines = pairs.map { "\($0.key) = \(KeyValueText.escape($0.value))" }
    return (comments + lines).map { $0 + "\n" }.joined()
  }

  package static func == (lhs: KeyValueText, rhs: KeyValueText) -> Bool {
    lhs.pairs.map(\.key) == rhs.pairs.map(\.key) && lhs.pairs.map(\.value) == rhs.pairs.map(\.value)
  }

  private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || ".-_".unicodeScalars.contains(scalar)
  }

  private static func unescape(_ text: String, line: Int) throws -> String {
    // Most values have no escape: they are the text as it is.
    guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        switch character {
        case "n": result.append("\n")
        case "\\": result.append("\\")
        default: throw Malformed(line: line, reason: .badEscape)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    guard !escaping else { throw Malformed(line: line, reason: .badEscape) }
    return result
  }

  private static func escape(_ text: String) -> String {
    text.replacingEvery("\\", with: "\\\\").replacingEvery("\n", with: "\\n")
  }
}
