import Foundation

/// Reads and edits the chunk list of a PNG file.
public enum PNGChunks {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The chunk types of `png` in order (`IHDR`, `sRGB`, `IDAT`, ..., `IEND`); empty when it is
  /// not a PNG.
  public static func types(in png: Data) -> [String] {
    let bytes = [UInt8](png)
    guard bytes.starts(with: signature) else { return [] }
    var types: [String] = []
    var offset = signature.count
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  /// `png` with an `sRGB` chunk (perceptual intent) right after its `IHDR`, which says the
  /// colours are sRGB. Cairo writes none.
  static func addingSRGB(to png: Data) -> Data {
    let bytes = [UInt8](png)
    let afterHeader = signature.count + 8 + 13 + 4
    guard bytes.count > afterHeader, bytes.starts(with: signature) else { return png }
    let body: [UInt8] = Array("sRGB".utf8) + [0]
    let chunk = [0, 0, 0, 1] + body + bigEndian(crc32(body))
    return Data(bytes[..<afterHeader] + chunk + bytes[afterHeader...])
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }

  /// The CRC-32 of the PNG specification (ISO 3309, reflected, polynomial 0xEDB88320).
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
