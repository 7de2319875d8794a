/// One recipient stanza of a header: its arguments (its type first) and its body.
struct AgeStanza: Equatable {
  let arguments: [String]
  let body: [UInt8]
  /// The header line (from 1) the stanza starts on, for a message.
  var line = 0

  var type: String { arguments[0] }
}

/// The text header of an age v1 file (age-encryption.org/v1):
/// ```
/// age-encryption.org/v1
/// -> X25519 <32-byte share, base64>
/// <the wrapped file key, base64 in lines of 64, the last shorter>
/// --- <HMAC-SHA-256 of all above through "---", base64>
/// ```
struct AgeHeader {
  static let magic = Array("age-encryption.org/".utf8)
  static let versionLine = Array("age-encryption.org/v1".utf8)
  private static let stanzaStart = Array("-> ".utf8)
  private static let macStart = Array("--- ".utf8)
  private static let bodyLineLength = 64

  let stanzas: [AgeStanza]
  let mac: [UInt8]
  /// The bytes the MAC is over: the header through "---".
  let macInput: ArraySlice<UInt8>
  /// Where the payload starts in the file.
  let end: Int

  /// The header at the start of `file`.
  /// - Throws: `AgeError.damagedHeader` naming what breaks the format.
  init(parsing file: [UInt8]) throws {
    var lines = Lines(file)
    let first = try lines.next()
    guard first.bytes.elementsEqual(Self.versionLine) else {
      throw AgeError.damagedHeader(
        first.bytes.starts(with: Self.magic)
          ? .version(String(decoding: first.bytes, as: UTF8.self)) : .line(1))
    }
    var stanzas: [AgeStanza] = []
    while true {
      let line = try lines.next()
      if line.bytes.starts(with: Self.macStart) {
        guard let mac = AgeBase64.decode(line.bytes.dropFirst(Self.macStart.count)),
          mac.count == 32
        else { throw AgeError.damagedHeader(.line(line.number)) }
        self.mac = mac
        macInput = file[..<(line.start + 3)]
        end = lines.offset
        break
      }
      stanzas.append(try Self.stanza(startingWith: line, in: &lines))
    }
    self.stanzas = stanzas
  }

  private static func stanza(startingWith line: Lines.Line, in lines: inout Lines) throws
    -> AgeStanza
  {
    guard line.bytes.starts(with: stanzaStart) else {
      throw AgeError.damagedHeader(.line(line.number))
    }
    let arguments = line.bytes.dropFirst(stanzaStart.count)
      .split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    // Each argument is one or more visible ASCII characters, one space apart.
    guard
      arguments.allSatisfy({ !$0.isEmpty && $0.allSatisfy { (0x21...0x7E).contains($0) } })
    else { throw AgeError.damagedHeader(.line(line.number)) }
    var text: [UInt8] = []
    var bodyLine: Lines.Line
    repeat {
      bodyLine = try lines.next()
      guard bodyLine.bytes.count <= bodyLineLength, bodyLine.bytes.allSatisfy(AgeBase64.isCharacter)
      else { throw AgeError.damagedHeader(.line(bodyLine.number)) }
      text += bodyLine.bytes
    } while bodyLine.bytes.count == bodyLineLength
    guard let body = AgeBase64.decode(text) else {
      throw AgeError.damagedHeader(.line(bodyLine.number))
    }
    return AgeStanza(
      arguments: arguments.map { String(decoding: $0, as: UTF8.self) }, body: body,
      line: line.number)
  }

  /// The header of `stanzas`, with its MAC under `macKey`.
  static func encode(_ stanzas: [AgeStanza], macKey: [UInt8]) -> [UInt8] {
    var text = versionLine + [UInt8(ascii: "\n")]
    for stanza in stanzas {
      text += stanzaStart + Array(stanza.arguments.joined(separator: " ").utf8) + [0x0A]
      var body = Array(AgeBase64.encode(stanza.body).utf8)[...]
      // Full lines of 64, then a shorter one, empty when the text fills its last line.
      while body.count >= bodyLineLength {
        text += body.prefix(bodyLineLength) + [0x0A]
        body = body.dropFirst(bodyLineLength)
      }
      text += body + [0x0A]
    }
    text += Array("---".utf8)
    let mac = Sodium.hmacSHA256(key: macKey, text)
    return text + Array(" \(AgeBase64.encode(mac))\n".utf8)
  }

  /// The lines of a header, each ended by a line feed.
  private struct Lines {
    struct Line {
      let bytes: ArraySlice<UInt8>
      let number: Int
      let start: Int
    }

    private let file: [UInt8]
    private(set) var offset = 0
    private var number = 0

    init(_ file: [UInt8]) { self.file = file }

    /// The next line, without its line feed.
    /// - Throws: `AgeError.damagedHeader` when the file ends before the line does.
    mutating func next() throws -> Line {
      number += 1
      guard let feed = file[offset...].firstIndex(of: 0x0A) else {
        throw AgeError.damagedHeader(.line(number))
      }
      let line = Line(bytes: file[offset..<feed], number: number, start: offset)
      offset = feed + 1
      return line
    }
  }
}
