/// Unicode noncharacters as strings, for tests of text the journal refuses: Swift's string
/// literals do not accept them.
public enum Noncharacter {
  /// U+FFFE.
  public static let fffe = make(0xFFFE)
  /// U+FFFF.
  public static let ffff = make(0xFFFF)
  /// U+FDD0, the first of the block U+FDD0...U+FDEF.
  public static let fdd0 = make(0xFDD0)
  /// U+10FFFF, the last scalar there is.
  public static let last = make(0x10FFFF)

  private static func make(_ value: UInt32) -> String {
    Unicode.Scalar(value).map { String($0) } ?? ""
  }
}
