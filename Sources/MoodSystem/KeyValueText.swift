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
    var text = text
    self = try text.withUTF8 { try KeyValueText(utf8: $0) }
  }

  /// Reads UTF-8 `bytes` (a file's, without making a string of the whole first); an invalid
  /// sequence is read as U+FFFD.
  /// - Throws: `Malformed` naming the first bad line.
  package init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws {
    pairs = []
    // Lines are cut, trimmed and split at `=` on the bytes, without a string for each line:
    // through characters (grapheme clusters), then through a substring a line, reading the
    // catalog was most of what `mood --version` did itself.
    var start = 0
    var number = 0
    while start <= bytes.count {
      number += 1
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      try read(bytes, start..<end, number: number)
      start = end + 1
    }
  }

  /// Reads the line at `range` of `bytes`. A line with a non-ASCII byte where white space
  /// would be cut, or whose key is not plainly a key, is read by `read(line:number:)`, which
  /// trims by Unicode's rule and names what is wrong.
  private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, number: Int)
    throws
  {
    var first = range.lowerBound
    var end = range.upperBound
    while first < end, bytes[first].isASCIIWhitespace { first += 1 }
    while end > first, bytes[end - 1].isASCIIWhitespace { end -= 1 }
    guard first < end, bytes[first] != UInt8(ascii: "#") else { return }
    var keyEnd = first
    while keyEnd < end, bytes[keyEnd].isKeyByte { keyEnd += 1 }
    var equals = keyEnd
    while equals < end, bytes[equals].isASCIIWhitespace { equals += 1 }
    var valueStart = equals + 1
    while valueStart < end, bytes[valueStart].isASCIIWhitespace { valueStart += 1 }
    guard bytes[first] < 0x80, bytes[end - 1] < 0x80, keyEnd > first, equals < end,
      bytes[equals] == UInt8(ascii: "="), valueStart == end || bytes[valueStart] < 0x80
    else {
      return try read(
        line: String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self),
        number: number)
    }
    let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<keyEnd]), as: UTF8.self)
    let value = UnsafeBufferPointer(rebasing: bytes[valueStart..<end])
    try add(
      key, String(decoding: value, as: UTF8.self), number: number,
      escaped: value.contains(UInt8(ascii: "\\")))
  }

  /// Reads one line as text: white space cut by Unicode's rule, and the reason for a refusal.
  private mutating func read(line text: String, number: Int) throws {
    let line = text.trimmingWhitespace()
    if line.isEmpty || line.hasPrefix("#") { return }
    guard let equals = line.utf8.firstIndex(of: UInt8(ascii: "=")) else {
      throw Malformed(line: number, reason: .notKeyValue)
    }
    let key = line[..<equals].trimmingWhitespace()
    guard !key.isEmpty, key.utf8.allSatisfy(\.isKeyByte) else {
      throw Malformed(line: number, reason: .badKey(key))
    }
    let value = line[line.index(after: equals)...].trimmingWhitespace()
    try add(key, value, number: number, escaped: value.utf8.contains(UInt8(ascii: "\\")))
  }

  /// Adds `key` with `value`, unescaped when it has a `\\`.
  private mutating func add(_ key: String, _ value: String, number: Int, escaped: Bool) throws {
    guard lines.updateValue(number, forKey: key) == nil else {
      throw Malformed(line: number, reason: .repeatedKey(key))
    }
    pairs.append((key, escaped ? try KeyValueText.unescape(value, line: number) : value))
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

  private static func unescape(_ text: String, line: Int) throws -> String {
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

extension UInt8 {
  /// A letter, digit, `.`, `-` or `_` of ASCII: the bytes a key is made of.
  fileprivate var isKeyByte: Bool {
    isASCIILetter || isASCIIDigit || self == UInt8(ascii: ".") || self == UInt8(ascii: "-")
      || self == UInt8(ascii: "_")
  }
}
