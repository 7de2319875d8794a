/// An sRGB colour written `#RRGGBB`.
public struct HexColor: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Red, green and blue, 0...255.
  public let red: UInt8, green: UInt8, blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Parses `#RRGGBB` (the `#` may be left out; either case).
  /// - Throws: `DomainError.invalidColor` naming the text.
  public init(parsing text: String) throws {
    let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
    else { throw DomainError.invalidColor(text) }
    self.init(
      red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
  }

  /// `#RRGGBB` in upper case.
  public var description: String {
    "#"
      + [red, green, blue].map { byte in
        let hex = String(byte, radix: 16, uppercase: true)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do { try self.init(parsing: text) } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
