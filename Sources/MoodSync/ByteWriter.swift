/// Builds the plaintext of a sync file: LEB128 varints, length-prefixed UTF-8 and fixed-width
/// little-endian numbers.
struct ByteWriter {
  private(set) var bytes: [UInt8] = []

  mutating func byte(_ value: UInt8) { bytes.append(value) }

  mutating func varint(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func varint(_ value: Int) { varint(UInt64(value)) }

  /// A signed number, zigzag-encoded so small negative numbers stay short.
  mutating func signed(_ value: Int64) {
    varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
  }

  mutating func fixed32(_ value: UInt32) {
    for shift in stride(from: 0, to: 32, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  mutating func fixed64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> shift))
    }
  }

  mutating func text(_ value: String) {
    varint(value.utf8.count)
    bytes.append(contentsOf: value.utf8)
  }

  mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }
}
