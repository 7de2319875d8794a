/// The one reading of JSON's grammar (RFC 8259) that every JSON MoodCard takes in goes through
/// before Foundation's decoder sees it: `mood import` of a backup and the web app's bodies; and
/// the reader of the store's list columns (`strings(_:)`), which need no decoder.
///
/// Foundation's decoder on Linux takes trailing commas and bytes that are not UTF-8, and says
/// neither where nor why it refuses a lone surrogate or deep nesting. This walk refuses all of
/// those, and names the first with its path (`entries[3].reason`), line and byte. It keeps a
/// stack of the arrays and objects it is in, never recursing, and refuses nesting deeper than
/// `maximumDepth` before it costs anything: a path is put into words only when it is reported.
public struct JSONWalk {
  /// How deep arrays and objects may nest. A backup nests 4 deep (the document, `entries`, an
  /// entry, its `words`) and a web body 2; 64 leaves room for any document of a program that
  /// writes JSON for MoodCard, and keeps what a text can make the decoder do small.
  public static let maximumDepth = 64

  /// What the walk finds wrong with a text, the first of each kind.
  public struct Findings: Equatable, Sendable {
    /// The first break of the grammar: the text is no JSON at all.
    public var problem: JSONProblem?
    /// The first number, at a path where a whole number is required, that is not a whole
    /// number fitting in 64 bits (`7.5`, `1e400`, a 30-digit integer), and its text.
    public var notWhole: (path: String, literal: String)?

    public static func == (lhs: Findings, rhs: Findings) -> Bool {
      lhs.problem == rhs.problem && lhs.notWhole?.path == rhs.notWhole?.path
        && lhs.notWhole?.literal == rhs.notWhole?.literal
    }
  }

  /// Walks the whole of `json`.
  /// - Parameters:
  ///   - wholeNumbersAt: the paths whose numbers must be whole, each index written `[]`
  ///     (`entries[].score`); a number anywhere else (a key MoodCard ignores) may be any.
  ///   - passingOverAByteOrderMark: whether the bytes EF BB BF at the very start are passed
  ///     over, as RFC 8259 lets a reader do, a break still placed on the text's own byte;
  ///     anywhere else they are a break.
  public static func walk(
    _ json: some Collection<UInt8>, wholeNumbersAt: Set<String> = [],
    passingOverAByteOrderMark: Bool = false
  ) -> Findings {
    var walk = JSONWalk(bytes: Array(json), wholeNumbersAt: wholeNumbersAt)
    if passingOverAByteOrderMark, walk.bytes.starts(with: JSONWalk.byteOrderMark) {
      walk.offset = JSONWalk.byteOrderMark.count
    }
    do {
      try walk.document()
    } catch Break.end {
      walk.findings.problem = .unexpectedEnd
    } catch {
      walk.findings.problem = walk.problem(error, at: walk.breakOffset)
    }
    return walk.findings
  }

  /// The strings of a JSON array of strings (`["calm","tired"]`), read by the walk's grammar;
  /// `nil` when `json` is anything else or breaks the grammar. A store keeps a list in one
  /// column so and reads thousands of them at a time: a `JSONDecoder` per row cost more than
  /// the rest of the query.
  static func strings(_ json: some Collection<UInt8>) -> [String]? {
    var walk = JSONWalk(bytes: Array(json), wholeNumbersAt: [])
    return try? walk.arrayOfStrings()
  }

  // MARK: - The walk

  /// U+FEFF in UTF-8, which editors on Windows put at the start of a file.
  public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  private enum Break: Error {
    case end, invalid, trailingComma, notUTF8, loneSurrogate, tooDeep
  }

  /// An array or object being read: the member it is at, for the path.
  private struct Frame {
    let isObject: Bool
    /// The name of the member being read (an object's); `nil` before the first.
    var key: String?
    /// The position of the element being read (an array's).
    var index = 0
    /// Just opened: an immediate close makes it empty.
    var isOpening = true
  }

  private let bytes: [UInt8]
  private let wholeNumbersAt: Set<String>
  private var offset = 0
  private var breakOffset = 0
  private var stack: [Frame] = []
  private var findings = Findings()

  private init(bytes: [UInt8], wholeNumbersAt: Set<String>) {
    self.bytes = bytes
    self.wholeNumbersAt = wholeNumbersAt
  }

  private mutating func document() throws {
    try value()
    while let frame = stack.last {
      skipSpace()
      let close = UInt8(ascii: frame.isObject ? "}" : "]")
      let byte = try peek()
      if byte == close {
        offset += 1
        stack.removeLast()
        continue
      }
      if frame.isOpening {
        stack[stack.count - 1].isOpening = false
      } else {
        guard byte == UInt8(ascii: ",") else { throw fault(.invalid) }
        let comma = offset
        offset += 1
        // A trailing comma is placed in its container, not in the member before it.
        stack[stack.count - 1].key = nil
        skipSpace()
        if try peek() == close {
          offset = comma
          throw fault(.trailingComma)
        }
        if !frame.isObject { stack[stack.count - 1].index += 1 }
      }
      if frame.isObject {
        skipSpace()
        guard try peek() == UInt8(ascii: "\"") else { throw fault(.invalid) }
        offset += 1
        stack[stack.count - 1].key = try string(keeping: true)
        skipSpace()
        guard try peek() == UInt8(ascii: ":") else { throw fault(.invalid) }
        offset += 1
      }
      try value()
    }
    skipSpace()
    guard offset == bytes.count else { throw fault(.invalid) }
  }

  /// A whole text that is one array of strings, and those strings.
  private mutating func arrayOfStrings() throws -> [String] {
    skipSpace()
    guard try next() == UInt8(ascii: "[") else { throw fault(.invalid) }
    var items: [String] = []
    skipSpace()
    if try peek() == UInt8(ascii: "]") {
      offset += 1
    } else {
      while true {
        skipSpace()
        guard try next() == UInt8(ascii: "\""), let item = try string(keeping: true) else {
          throw fault(.invalid)
        }
        items.append(item)
        skipSpace()
        let byte = try next()
        if byte == UInt8(ascii: "]") { break }
        guard byte == UInt8(ascii: ",") else { throw fault(.invalid) }
      }
    }
    skipSpace()
    guard offset == bytes.count else { throw fault(.invalid) }
    return items
  }

  /// One value; an array or object is opened on the stack, its members read by `document`.
  private mutating func value() throws {
    skipSpace()
    switch try peek() {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      guard stack.count < JSONWalk.maximumDepth else { throw fault(.tooDeep) }
      stack.append(Frame(isObject: bytes[offset] == UInt8(ascii: "{")))
      offset += 1
    case UInt8(ascii: "\""):
      offset += 1
      _ = try string(keeping: false)
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    case 0x80...: throw fault(utf8Length(at: offset) == nil ? .notUTF8 : .invalid)
    default: throw fault(.invalid)
    }
  }

  /// The rest of a string after its opening quote, through its closing quote.
  /// - Returns: its text when `keeping` (a member's name), else `nil`.
  private mutating func string(keeping: Bool) throws -> String? {
    var text: [UInt8] = []
    while true {
      let start = offset
      let byte = try next()
      switch byte {
      case UInt8(ascii: "\""):
        return keeping ? String(decoding: text, as: UTF8.self) : nil
      case UInt8(ascii: "\\"):
        let scalar = try escape(from: start)
        if keeping { text.append(contentsOf: String(scalar).utf8) }
      case 0x00..<0x20:
        offset = start
        throw fault(.invalid)
      case 0x80...:
        guard let length = utf8Length(at: start) else {
          offset = start
          throw fault(.notUTF8)
        }
        offset = start + length
        if keeping { text.append(contentsOf: bytes[start..<offset]) }
      default:
        if keeping { text.append(byte) }
      }
    }
  }

  /// The character of an escape after its backslash at `start`; a `\u` escape of a UTF-16
  /// surrogate must be the high half followed by the low half.
  private mutating func escape(from start: Int) throws -> Unicode.Scalar {
    let byte = try next()
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let unit = try hexUnit()
      switch unit {
      case 0xD800...0xDBFF:
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else { break }
        offset += 2
        let low = try hexUnit()
        guard (0xDC00...0xDFFF).contains(low) else { break }
        return Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)) ?? "\u{FFFD}"
      case 0xDC00...0xDFFF: break
      default: return Unicode.Scalar(unit) ?? "\u{FFFD}"
      }
      offset = start
      throw fault(.loneSurrogate)
    default:
      offset -= 1
      throw fault(.invalid)
    }
  }

  /// Four hexadecimal digits.
  private mutating func hexUnit() throws -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      let byte = try next()
      guard byte.isASCIIHexDigit else {
        offset -= 1
        throw fault(.invalid)
      }
      // 0-9 are 0x30-0x39; a-f and A-F are 0x41-0x46 and 0x61-0x66, 9 past their low nibble.
      let digit = UInt32(byte & 0x0F) + (byte > UInt8(ascii: "9") ? 9 : 0)
      unit = unit << 4 | digit
    }
    return unit
  }

  /// The bytes of a valid UTF-8 sequence starting at `start` (Unicode's table 3-7: no overlong
  /// form, no surrogate, nothing past U+10FFFF), or `nil`. A sequence the text ends inside is
  /// counted whole, so that the end is reported as the end.
  private func utf8Length(at start: Int) -> Int? {
    let lead = bytes[start]
    let (length, second): (Int, ClosedRange<UInt8>) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: (0, 0...0)
      }
    guard length > 0 else { return nil }
    for position in 1..<length where start + position < bytes.count {
      let range = position == 1 ? second : 0x80...0xBF
      guard range.contains(bytes[start + position]) else { return nil }
    }
    return length
  }

  private mutating func number() throws {
    let start = offset
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    if try peek() == UInt8(ascii: "0") {
      offset += 1
    } else {
      try digits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      try digits()
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if try peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
      try digits()
    }
    guard findings.notWhole == nil else { return }
    let literal = String(decoding: bytes[start..<offset], as: UTF8.self)
    if Int64(literal) == nil, wholeNumbersAt.contains(path(stack[...], indices: false)) {
      findings.notWhole = (path(stack[...], indices: true), literal)
    }
  }

  /// One or more decimal digits.
  private mutating func digits() throws {
    guard try peek().isASCIIDigit else { throw fault(.invalid) }
    while offset < bytes.count, bytes[offset].isASCIIDigit { offset += 1 }
  }

  private mutating func literal(_ word: String) throws {
    for expected in word.utf8 where try next() != expected {
      offset -= 1
      throw fault(.invalid)
    }
  }

  private mutating func skipSpace() {
    while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
  }

  private func peek() throws -> UInt8 {
    guard offset < bytes.count else { throw Break.end }
    return bytes[offset]
  }

  private mutating func next() throws -> UInt8 {
    let byte = try peek()
    offset += 1
    return byte
  }

  // MARK: - Reporting

  /// The break `kind`, placed on the byte at `offset`.
  private mutating func fault(_ kind: Break) -> Break {
    breakOffset = offset
    return kind
  }

  /// `entries[3].reason`, or `entries[].reason` without `indices`; empty at the top.
  private func path(_ frames: ArraySlice<Frame>, indices: Bool) -> String {
    var text = ""
    for frame in frames {
      if frame.isObject {
        guard let key = frame.key else { break }
        text += text.isEmpty ? key : "." + key
      } else {
        text += indices ? "[\(frame.index)]" : "[]"
      }
    }
    return text
  }

  private func problem(_ error: any Error, at offset: Int) -> JSONProblem {
    let frames = (error as? Break) == .trailingComma ? stack.dropLast() : stack[...]
    let place = JSONProblem.Place(
      path: path(frames, indices: true),
      line: bytes[0..<offset].lazy.filter { $0 == 0x0A }.count + 1,
      character: offset)
    switch error as? Break {
    case .trailingComma: return .trailingComma(place)
    case .notUTF8: return .notUTF8(place)
    case .loneSurrogate: return .loneSurrogate(place)
    case .tooDeep: return .tooDeep(place, limit: JSONWalk.maximumDepth)
    default: return .invalid(place)
    }
  }
}
