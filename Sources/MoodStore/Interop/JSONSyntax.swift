import FoundationEssentials
import MoodCore

/// Where a text first breaks JSON's grammar (RFC 8259), which Foundation's decoder does not
/// say on Linux: the byte it stopped at, and its line.
///
/// It walks the bytes once with a stack of the arrays and objects it is in, so a deeply nested
/// text cannot exhaust the call stack.
enum JSONSyntax {
  /// The first break in `json`: `.unexpectedEnd` when the text ends inside a value, `.invalid`
  /// at the first byte that cannot continue it, `.unplaced` when the grammar holds.
  static func problem(in json: Data) -> JSONProblem {
    let bytes = [UInt8](json)
    var scanner = Scanner(bytes: bytes)
    do {
      try scanner.document()
      return .unplaced
    } catch Break.end {
      return .unexpectedEnd
    } catch {
      let offset = scanner.offset
      let line = bytes[0..<offset].lazy.filter { $0 == 0x0A }.count + 1
      return .invalid(line: line, character: offset)
    }
  }

  private enum Break: Error { case end, unexpected }

  private enum Container { case array, object }

  private struct Scanner {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws {
      var open: [Container] = []
      var needsValue = true
      while true {
        if needsValue {
          // A container just opened wants its first member next, not a comma.
          if try value(opening: &open) {
            if open.last == .object { try key() }
            continue
          }
          needsValue = false
        }
        guard let container = open.last else { break }
        skipSpace()
        let byte = try next()
        switch (container, byte) {
        case (.array, UInt8(ascii: "]")), (.object, UInt8(ascii: "}")):
          open.removeLast()
        case (_, UInt8(ascii: ",")):
          if container == .object { try key() }
          needsValue = true
        default:
          throw unexpected()
        }
      }
      skipSpace()
      guard offset == bytes.count else { throw Break.unexpected }
    }

    /// One value; an array or object that is not empty is opened on the stack instead.
    /// - Returns: whether it opened one.
    private mutating func value(opening open: inout [Container]) throws -> Bool {
      skipSpace()
      switch try next() {
      case UInt8(ascii: "{"): return try begin(.object, closedBy: UInt8(ascii: "}"), on: &open)
      case UInt8(ascii: "["): return try begin(.array, closedBy: UInt8(ascii: "]"), on: &open)
      case UInt8(ascii: "\""): try string()
      case UInt8(ascii: "t"): try literal("rue")
      case UInt8(ascii: "f"): try literal("alse")
      case UInt8(ascii: "n"): try literal("ull")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        offset -= 1
        try number()
      default: throw unexpected()
      }
      return false
    }

    /// After an opening bracket: the container pushed on `open`, unless `close` ends it at once.
    /// - Returns: whether it was pushed.
    private mutating func begin(
      _ container: Container, closedBy close: UInt8, on open: inout [Container]
    ) throws -> Bool {
      skipSpace()
      if try peek() == close {
        offset += 1
        return false
      }
      open.append(container)
      return true
    }

    /// A member's name and its colon.
    private mutating func key() throws {
      skipSpace()
      guard try next() == UInt8(ascii: "\"") else { throw unexpected() }
      try string()
      skipSpace()
      guard try next() == UInt8(ascii: ":") else { throw unexpected() }
    }

    /// The rest of a string after its opening quote.
    private mutating func string() throws {
      while true {
        switch try next() {
        case UInt8(ascii: "\""): return
        case UInt8(ascii: "\\"):
          switch try next() {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            continue
          case UInt8(ascii: "u"):
            for _ in 0..<4 where !(try next()).isASCIIHexDigit { throw unexpected() }
          default: throw unexpected()
          }
        case 0x00..<0x20: throw unexpected()
        default: continue
        }
      }
    }

    private mutating func number() throws {
      if try peek() == UInt8(ascii: "-") { offset += 1 }
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
    }

    /// One or more decimal digits.
    private mutating func digits() throws {
      guard try peek().isASCIIDigit else { throw Break.unexpected }
      while offset < bytes.count, bytes[offset].isASCIIDigit { offset += 1 }
    }

    private mutating func literal(_ rest: String) throws {
      for expected in rest.utf8 where try next() != expected { throw unexpected() }
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

    /// The byte just read cannot go on: the break is placed on it.
    private mutating func unexpected() -> Break {
      offset -= 1
      return .unexpected
    }
  }
}
