import FoundationEssentials

/// Reads the chunk list of a PNG file.
enum PNGChunks {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The chunk types of `png` in order (`IHDR`, `sRGB`, `IDAT`, ..., `IEND`); empty when it is
  /// not a PNG.
  static func types(in png: Data) -> [String] {
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

  /// The data of the first chunk of `type` in `png`, or `nil` when it has none.
  static func data(of type: String, in png: Data) -> [UInt8]? {
    let bytes = [UInt8](png)
    guard bytes.starts(with: signature) else { return nil }
    var offset = signature.count
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == type {
        return Array(bytes[(offset + 8)..<min(offset + 8 + length, bytes.count)])
      }
      offset += 12 + length
    }
    return nil
  }

  /// The uncompressed `iTXt` texts of `png` by keyword (`Title`, `Description`).
  static func texts(in png: Data) -> [String: String] {
    let bytes = [UInt8](png)
    guard bytes.starts(with: signature) else { return [:] }
    var texts: [String: String] = [:]
    var offset = signature.count
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let data = Array(bytes[(offset + 8)..<min(offset + 8 + length, bytes.count)])
      if String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self) == "iTXt" {
        // keyword NUL flag method language NUL translated-keyword NUL text
        let fields = data.split(separator: 0, maxSplits: 1, omittingEmptySubsequences: false)
        if fields.count == 2, fields[1].count > 2, fields[1].first == 0 {
          let rest = fields[1].dropFirst(2).split(
            separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
          if rest.count == 3 {
            texts[String(decoding: fields[0], as: UTF8.self)] = String(
              decoding: rest[2], as: UTF8.self)
          }
        }
      }
      offset += 12 + length
    }
    return texts
  }
}
