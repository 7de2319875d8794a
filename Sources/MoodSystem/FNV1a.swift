/// The 64-bit FNV-1a digest: a fixed function of the bytes, unlike Swift's `Hasher`, whose seed
/// changes with each process, so that what it names holds across restarts of the server (an
/// entry's version, the app shell's).
package enum FNV1a {
  /// The digest of `bytes`, as 16 hexadecimal digits.
  package static func hex(_ bytes: some Sequence<UInt8>) -> String {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(digest, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
