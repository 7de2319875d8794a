/// The part of CBOR (RFC 8949) a passkey's answer is written in: integers, byte and text
/// strings, arrays, maps and simple values, of definite length, nested at most 8 deep. No
/// library MoodCard links reads CBOR (libfido2 and libcbor would be two new packages for this
/// alone; see `PasskeyCheck`), and this part is small and exact.
package enum CBOR: Equatable, Sendable {
  case unsigned(UInt64)
  /// A negative integer: -1 - n.
  case negative(UInt64)
  case bytes([UInt8])
  case text(String)
  case array([CBOR])
  case map([CBORPair])
  /// false, true, null, undefined and the other simple values.
  case simple(UInt8)

  /// A bad item: cut short, of indefinite length, a tag, a float, or nested too deep.
  package struct Malformed: Error, Equatable {}

  /// The item that starts `bytes` at `offset`, and the offset after it.
  package static func read(_ bytes: [UInt8], at offset: Int = 0) throws -> (CBOR, Int) {
    var reader = Reader(bytes: bytes, offset: offset)
    let item = try reader.item(depth: 0)
    return (item, reader.offset)
  }

  /// The item `bytes` holds, with nothing after it.
  package static func decode(_ bytes: [UInt8]) throws -> CBOR {
    let (item, end) = try read(bytes)
    guard end == bytes.count else { throw Malformed() }
    return item
  }

  /// The value of the map's key `key`, when this is a map.
  package subscript(key: CBOR) -> CBOR? {
    guard case .map(let pairs) = self else { return nil }
    return pairs.first { $0.key == key }?.value
  }

  /// The integer, when this is one that fits.
  package var integer: Int64? {
    switch self {
    case .unsigned(let value) where value <= UInt64(Int64.max): Int64(value)
    case .negative(let value) where value < UInt64(Int64.max): -1 - Int64(value)
    default: nil
    }
  }

  /// The bytes, when this is a byte string.
  package var byteString: [UInt8]? {
    if case .bytes(let bytes) = self { return bytes }
    return nil
  }

  /// The key of the integer `value`, as COSE keys use them.
  package static func key(_ value: Int64) -> CBOR {
    value >= 0 ? .unsigned(UInt64(value)) : .negative(UInt64(-1 - value))
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset: Int

    mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
      guard count >= 0, count <= bytes.count - offset else { throw Malformed() }
      defer { offset += count }
      return bytes[offset..<offset + count]
    }

    mutating func item(depth: Int) throws -> CBOR {
      guard depth < 8, let head = try take(1).first else { throw Malformed() }
      let major = head >> 5
      let argument = try self.argument(head & 0x1F)
      switch major {
      case 0: return .unsigned(argument)
      case 1: return .negative(argument)
      case 2: return .bytes(Array(try take(try count(argument))))
      case 3:
        guard let text = String(validating: try take(try count(argument)), as: UTF8.self) else {
          throw Malformed()
        }
        return .text(text)
      case 4:
        return .array(try (0..<count(argument)).map { _ in try item(depth: depth + 1) })
      case 5:
        return .map(
          try (0..<count(argument)).map { _ in
            CBORPair(key: try item(depth: depth + 1), value: try item(depth: depth + 1))
          })
      case 7 where head & 0x1F < 24: return .simple(head & 0x1F)
      default: throw Malformed()  // tags, floats
      }
    }

    /// The argument of the additional information `info`; indefinite lengths are refused.
    mutating func argument(_ info: UInt8) throws -> UInt64 {
      switch info {
      case 0..<24: return UInt64(info)
      case 24...27:
        return try take(1 << Int(info - 24)).reduce(0) { $0 << 8 | UInt64($1) }
      default: throw Malformed()
      }
    }

    /// `argument` as a count of what follows, which cannot be more than the bytes left.
    func count(_ argument: UInt64) throws -> Int {
      guard argument <= UInt64(bytes.count - offset) else { throw Malformed() }
      return Int(argument)
    }
  }
}
