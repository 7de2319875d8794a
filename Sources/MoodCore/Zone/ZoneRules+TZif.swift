extension ZoneRules {
  /// Reads a TZif file (RFC 8536): the 64-bit data of version 2 and later, the 32-bit data of
  /// a version 1 file; nil for anything that is not well-formed TZif.
  init?(tzif bytes: [UInt8]) {
    var reader = TZifReader(bytes: bytes)
    guard let first = reader.header() else { return nil }
    guard first.version >= 2 else {
      guard let block = reader.block(first, timeSize: 4) else { return nil }
      self.init(block: block, footer: nil)
      return
    }
    guard reader.skip(first.blockSize(timeSize: 4)), let second = reader.header(),
      second.version == first.version, let block = reader.block(second, timeSize: 8),
      let footerText = reader.footer()
    else { return nil }
    if footerText.isEmpty {
      self.init(block: block, footer: nil)
    } else {
      guard let footer = PosixZoneRule(parsing: footerText) else { return nil }
      self.init(block: block, footer: footer)
    }
  }

  private init(block: TZifReader.Block, footer: PosixZoneRule?) {
    self.init(
      transitions: block.transitions, offsets: block.transitionTypes.map { block.offsets[$0] },
      initialOffset: Int(block.offsets[0]), footer: footer)
  }
}

/// A cursor over the bytes of a TZif file; every read is bounds-checked, so a damaged file
/// gives nil, never a trap.
private struct TZifReader {
  let bytes: [UInt8]
  var position = 0

  struct Header {
    let version: Int
    let isUTCCount, isStandardCount, leapCount, timeCount, typeCount, charCount: Int

    /// The size of the data block that follows the header, with `timeSize`-byte times.
    func blockSize(timeSize: Int) -> Int {
      timeCount * (timeSize + 1) + typeCount * 6 + charCount + leapCount * (timeSize + 4)
        + isStandardCount + isUTCCount
    }
  }

  struct Block {
    let transitions: [Int64]
    let transitionTypes: [Int]
    let offsets: [Int32]
  }

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func header() -> Header? {
    guard position + 44 <= bytes.count,
      bytes[position..<position + 4].elementsEqual("TZif".utf8)
    else { return nil }
    let versionByte = bytes[position + 4]
    let version: Int
    switch versionByte {
    case 0: version = 1
    case UInt8(ascii: "2")...UInt8(ascii: "9"): version = Int(versionByte - UInt8(ascii: "0"))
    default: return nil
    }
    position += 20
    var counts: [Int] = []
    for _ in 0..<6 { counts.append(Int(UInt32(truncatingIfNeeded: integer(size: 4)))) }
    let header = Header(
      version: version, isUTCCount: counts[0], isStandardCount: counts[1], leapCount: counts[2],
      timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
    // RFC 8536, section 3.1: at least one type, at most 256 (a transition names one by a
    // byte), at least one designation byte, and the indicator counts zero or one per type.
    guard (1...256).contains(header.typeCount), header.charCount >= 1,
      [0, header.typeCount].contains(header.isStandardCount),
      [0, header.typeCount].contains(header.isUTCCount)
    else { return nil }
    return header
  }

  mutating func block(_ header: Header, timeSize: Int) -> Block? {
    let end = position + header.blockSize(timeSize: timeSize)
    guard end <= bytes.count else { return nil }
    var transitions: [Int64] = []
    transitions.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      let time = integer(size: timeSize)
      guard transitions.last.map({ $0 < time }) ?? true else { return nil }
      transitions.append(time)
    }
    var transitionTypes: [Int] = []
    transitionTypes.reserveCapacity(header.timeCount)
    for _ in 0..<header.timeCount {
      let type = Int(bytes[position])
      guard type < header.typeCount else { return nil }
      transitionTypes.append(type)
      position += 1
    }
    var offsets: [Int32] = []
    for _ in 0..<header.typeCount {
      let offset = Int32(truncatingIfNeeded: integer(size: 4))
      let isDaylight = bytes[position]
      let designation = Int(bytes[position + 1])
      // RFC 8536, section 3.2: -2^31 is not a valid offset.
      guard offset != .min, isDaylight <= 1, designation < header.charCount else { return nil }
      offsets.append(offset)
      position += 2
    }
    // Designations, leap seconds and indicators are not needed for offsets.
    position = end
    return Block(transitions: transitions, transitionTypes: transitionTypes, offsets: offsets)
  }

  mutating func skip(_ count: Int) -> Bool {
    guard count <= bytes.count - position else { return false }
    position += count
    return true
  }

  /// The footer's text, between two newlines (RFC 8536, section 3.3).
  mutating func footer() -> String? {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\n"),
      let end = bytes[(position + 1)...].firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    let text = bytes[(position + 1)..<end]
    guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    return String(decoding: text, as: UTF8.self)
  }

  /// A big-endian signed integer of `size` bytes; the caller has checked the bounds.
  private mutating func integer(size: Int) -> Int64 {
    var value: UInt64 = 0
    for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
    position += size
    let unused = UInt64(64 - size * 8)
    return Int64(bitPattern: value << unused) >> Int64(unused)
  }
}
