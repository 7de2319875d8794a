/// Bech32 (BIP 173), the text of age's keys: `age1…` for a public key and
/// `AGE-SECRET-KEY-1…` for a secret one. age sets no length limit, so neither does this.
enum Bech32 {
  private static let charset = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)

  /// `data` under the human-readable part `prefix`, in lower case.
  static func encode(prefix: String, _ data: [UInt8]) -> String {
    let hrp = Array(prefix.lowercased().utf8)
    let values = regroup(data, from: 8, to: 5, pad: true) ?? []
    let check = checksum(hrp, values)
    return String(
      decoding: hrp + [UInt8(ascii: "1")] + (values + check).map { charset[Int($0)] }, as: UTF8.self
    )
  }

  /// The data of `text` if its human-readable part is `prefix` (either case, never mixed) and
  /// its checksum holds.
  static func decode(_ text: String, prefix: String) -> [UInt8]? {
    guard text == text.lowercased() || text == text.uppercased() else { return nil }
    let lower = Array(text.lowercased().utf8)
    guard let separator = lower.lastIndex(of: UInt8(ascii: "1")),
      Array(lower[..<separator]) == Array(prefix.lowercased().utf8),
      lower.count - separator > 6
    else { return nil }
    var values: [UInt8] = []
    for character in lower[(separator + 1)...] {
      guard let value = charset.firstIndex(of: character) else { return nil }
      values.append(UInt8(value))
    }
    let hrp = Array(lower[..<separator])
    guard polymod(expand(hrp) + values) == 1 else { return nil }
    return regroup(Array(values.dropLast(6)), from: 5, to: 8, pad: false)
  }

  private static func expand(_ hrp: [UInt8]) -> [UInt8] {
    hrp.map { $0 >> 5 } + [0] + hrp.map { $0 & 31 }
  }

  private static func polymod(_ values: [UInt8]) -> UInt32 {
    let generator: [UInt32] = [0x3b6a_57b2, 0x2650_8e6d, 0x1ea1_19fa, 0x3d42_33dd, 0x2a14_62b3]
    var check: UInt32 = 1
    for value in values {
      let top = check >> 25
      check = (check & 0x1ff_ffff) << 5 ^ UInt32(value)
      for bit in 0..<5 where (top >> bit) & 1 == 1 { check ^= generator[bit] }
    }
    return check
  }

  private static func checksum(_ hrp: [UInt8], _ values: [UInt8]) -> [UInt8] {
    let check = polymod(expand(hrp) + values + [0, 0, 0, 0, 0, 0]) ^ 1
    return (0..<6).map { UInt8((check >> (5 * (5 - $0))) & 31) }
  }

  /// `data`'s bits in groups of `to` instead of `from`; nil when the bits left over on decoding
  /// are more than padding, or not zero.
  private static func regroup(_ data: [UInt8], from: Int, to: Int, pad: Bool) -> [UInt8]? {
    var accumulator = 0
    var bits = 0
    var result: [UInt8] = []
    let mask = (1 << to) - 1
    // Only the bits not yet taken out are kept, so the accumulator never outgrows an Int.
    let kept = (1 << (from + to - 1)) - 1
    for value in data {
      accumulator = (accumulator << from | Int(value)) & kept
      bits += from
      while bits >= to {
        bits -= to
        result.append(UInt8((accumulator >> bits) & mask))
      }
    }
    if pad {
      if bits > 0 { result.append(UInt8((accumulator << (to - bits)) & mask)) }
    } else if bits >= from || (accumulator << (to - bits)) & mask != 0 {
      return nil
    }
    return result
  }
}
