/// Reads what `ByteWriter` wrote, refusing (with `FormatProblem`) anything short or malformed.
struct ByteReader {
  private let bytes: [UInt8]
  private(set) var offset: Int
  private let end: Int

  init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
    self.bytes = bytes
    offset = start
    self.end = end ?? bytes.count
  }

  var isAtEnd: Bool { offset == end }

  mutating func byte() throws -> UInt8 {
    guard offset < end else { throw FormatProblem("it ends inside a record") }
    defer { offset += 1 }
    return bytes[offset]
  }

  mutating func varint() throws -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 7) {
      let next = try byte()
      value |= UInt64(next & 0x7F) << UInt64(shift)
      if next & 0x80 == 0 { return value }
    }
    throw FormatProblem("a number is longer than 64 bits")
  }

  /// A varint that counts things in the file, so no larger than what is left of it.
  mutating func count() throws -> Int {
    let value = try varint()
    guard value <= UInt64(end - offset) else { throw FormatProblem("a count passes the end") }
    return Int(value)
  }

  mutating func signed() throws -> Int64 {
    let raw = try varint()
    return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
  }

  mutating func fixed32() throws -> UInt32 {
    var value: UInt32 = 0
    for shift in stride(from: 0, to: 32, by: 8) { value |= UInt32(try byte()) << UInt32(shift) }
    return value
  }

  mutating func fixed64() throws -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(try byte()) << UInt64(shift) }
    return value
  }

  mutating func text() throws -> String {
    let length = try count()
    let slice = bytes[offset..<(offset + length)]
    offset += length
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw FormatProblem("a text is not UTF-8")
    }
    return text
  }

  mutating func skip(_ length: Int) throws -> Range<Int> {
    guard length <= end - offset else { throw FormatProblem("it ends inside a record") }
    defer { offset += length }
    return offset..<(offset + length)
  }
}

/// What is wrong in a sync file's bytes; the folder reader names the file.
struct FormatProblem: Error, Equatable {
  let reason: String
  init(_ reason: String) { self.reason = reason }
}
