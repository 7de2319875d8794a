/// The base64 of age's header: the standard alphabet, no padding, and canonical (the unused
/// bits of the last character are zero), so that one byte string has one text.
enum AgeBase64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
  private static let values: [Int8] = {
    var table = [Int8](repeating: -1, count: 256)
    for (value, character) in alphabet.enumerated() { table[Int(character)] = Int8(value) }
    return table
  }()

  /// Whether `byte` is one of the alphabet's 64 characters.
  static func isCharacter(_ byte: UInt8) -> Bool { values[Int(byte)] >= 0 }

  static func encode(_ bytes: [UInt8]) -> String {
    var text: [UInt8] = []
    text.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let group = bytes[index..<min(index + 3, bytes.count)]
      let word = group.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0...group.count { text.append(alphabet[(word >> (18 - 6 * position)) & 63]) }
      index += 3
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The bytes of `text`, or nil when it is not canonical unpadded base64.
  static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
    let characters = Array(text)
    guard characters.count % 4 != 1 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(characters.count * 3 / 4)
    var index = 0
    while index < characters.count {
      let group = characters[index..<min(index + 4, characters.count)]
      var word = 0
      for (position, character) in group.enumerated() {
        let value = values[Int(character)]
        guard value >= 0 else { return nil }
        word |= Int(value) << (18 - 6 * position)
      }
      let count = group.count - 1
      // The bits past the last whole byte must be zero, or two texts would give one string.
      guard word & ((1 << (24 - 8 * count)) - 1) == 0 else { return nil }
      for position in 0..<count { bytes.append(UInt8((word >> (16 - 8 * position)) & 0xFF)) }
      index += 4
    }
    return bytes
  }
}
