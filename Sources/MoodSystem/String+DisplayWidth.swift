extension StringProtocol {
  /// The columns the text takes in a terminal: East Asian wide and fullwidth characters and
  /// emoji take two, combining marks and other zero-width scalars none, the rest one. Tables
  /// pad by this, not by `count`, so Chinese words and emoji keep their columns aligned.
  public var displayWidth: Int {
    reduce(0) { $0 + Character.displayWidth(of: $1) }
  }

  /// The text followed by spaces up to `width` columns (as is when it is as wide already).
  public func padded(toDisplayWidth width: Int) -> String {
    String(self) + String(repeating: " ", count: Swift.max(0, width - displayWidth))
  }
}

extension Character {
  /// The columns one grapheme takes: an emoji two, else its base scalar decides.
  static func displayWidth(of character: Character) -> Int {
    guard let base = character.unicodeScalars.first else { return 0 }
    if character.hasEmojiPresentation { return 2 }
    switch base.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: return isWide(base.value) ? 2 : 1
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, merged.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  private static func isWide(_ value: UInt32) -> Bool {
    wideRanges.contains { $0.contains(value) }
  }
}
