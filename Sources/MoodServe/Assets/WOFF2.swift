import FoundationEssentials

/// A WOFF2 file (W3C WOFF File Format 2.0) of an OpenType font, written with the null transform:
/// every table as it is, all of them compressed together in one Brotli stream. The format allows
/// that for every table (§5.1: transform version 0 is the null transform of every table but
/// `glyf` and `loca`, whose null transform is version 3), so the writer needs no glyph transform;
/// the fonts it wraps are CFF (`OTTO`) subsets, where the transform would have nothing to do.
package enum WOFF2 {
  /// An sfnt that cannot be read: what is wrong with it.
  package struct Malformed: Error, CustomStringConvertible {
    /// What is wrong, in English: for the server's log, never shown to a person.
    package let description: String
  }

  /// `sfnt` (an OpenType or TrueType font file) as a WOFF2 file.
  /// - Throws: `Malformed` when its table directory does not fit in it; `Malformed` too when
  ///   Brotli fails, which its bound rules out.
  package static func wrap(_ sfnt: Data) throws -> Data {
    let font = [UInt8](sfnt)
    func number(_ at: Int, _ size: Int) throws -> Int {
      guard at >= 0, at + size <= font.count else {
        throw Malformed(description: "the sfnt ends at byte \(font.count), inside its directory")
      }
      return font[at..<at + size].reduce(0) { $0 << 8 | Int($1) }
    }
    let flavor = try number(0, 4)
    let count = try number(4, 2)
    var directory: [UInt8] = []
    var tables: [UInt8] = []
    var sfntSize = 12 + 16 * count
    for index in 0..<count {
      let record = 12 + 16 * index
      let tag = Array(font[record..<record + 4])
      let offset = try number(record + 8, 4)
      let length = try number(record + 12, 4)
      guard offset + length <= font.count else {
        throw Malformed(
          description: "table \(String(decoding: tag, as: UTF8.self)) ends past the file")
      }
      // 63: the tag follows the flags, so no table of the format's known list is needed; bits 6
      // and 7 name the transform, null for every table (3 for `glyf` and `loca`, 0 for others).
      let isGlyphData = tag == Array("glyf".utf8) || tag == Array("loca".utf8)
      directory.append(63 | (isGlyphData ? 0xC0 : 0))
      directory += tag
      directory += base128(length)
      tables += font[offset..<offset + length]
      sfntSize += (length + 3) & ~3
    }
    guard let compressed = Brotli.compress(Data(tables), quality: Brotli.keptQuality, kind: .font)
    else { throw Malformed(description: "Brotli could not compress the tables") }
    let headerSize = 48
    let unpadded = headerSize + directory.count + compressed.count
    let length = (unpadded + 3) & ~3
    var file = Data(capacity: length)
    func put(_ value: Int, _ size: Int) {
      for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
        file.append(UInt8(truncatingIfNeeded: value >> shift))
      }
    }
    file.append(contentsOf: Array("wOF2".utf8))
    put(flavor, 4)
    put(length, 4)
    put(count, 2)
    put(0, 2)  // reserved
    put(sfntSize, 4)
    put(compressed.count, 4)
    put(1, 2)  // the font's major and minor version: not the format's
    put(0, 2)
    // No metadata and no private block: their offsets and lengths.
    for _ in 0..<5 { put(0, 4) }
    file.append(contentsOf: directory)
    file.append(compressed)
    file.append(contentsOf: [UInt8](repeating: 0, count: length - unpadded))
    return file
  }

  /// `value` as a UIntBase128: seven bits a byte, most significant first, the top bit set on
  /// every byte but the last, with no leading zero byte.
  package static func base128(_ value: Int) -> [UInt8] {
    var bytes = [UInt8(value & 0x7F)]
    var rest = value >> 7
    while rest > 0 {
      bytes.insert(UInt8(rest & 0x7F) | 0x80, at: 0)
      rest >>= 7
    }
    return bytes
  }
}
