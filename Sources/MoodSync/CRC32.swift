/// CRC-32 (the polynomial of zlib, PNG and gzip), the checksum of each record of a sync file.
/// Written here, in 20 lines, because the modules sync may import link no checksum: zlib is
/// CardRender's, and libsodium's hashes are the Age module's internals. A record's check is
/// not its protection (age's authenticated chunks are): it tells a cut or mangled record in a
/// file that was never sealed, such as one a test writes, from a whole one.
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
