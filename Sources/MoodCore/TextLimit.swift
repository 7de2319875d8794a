/// The one rule for how much text a field of the journal holds, applied at the domain's door
/// with `JournalText` (so by every command, the web app and import): characters counted as
/// grapheme clusters (an emoji or an accented letter counts once), a cap on the bytes of its
/// UTF-8, and a cap on the combining marks of one character.
///
/// The byte caps leave about 8 bytes a character: most writing fits at its full length in
/// characters (Chinese takes 3 bytes a character, most emoji 4, a flag 8, a Hindi word about 6
/// a character), while long emoji sequences (a family, 25 bytes) and dense Indic conjuncts
/// (`क्षि`, 12 bytes) fill the bytes sooner: a reason holds 341 of those. They bound what one
/// field costs everywhere the text goes (the store, a card's layout, a backup), and the bytes
/// are counted first, so a huge text is refused before it is counted in characters.
public struct TextLimit: Equatable, Sendable {
  /// The most characters (grapheme clusters).
  public let characters: Int
  /// The most bytes of UTF-8.
  public let bytes: Int

  /// The most combining marks (Unicode categories Mn, Mc, Me) on one character. Writing needs
  /// a few (Vietnamese 2, Devanagari and Tibetan stacks up to about 6, an emoji keycap 2); 16
  /// is twice what any script stacks, and far below the 30 non-starters of Unicode's
  /// Stream-Safe Text Format. More is "Zalgo" text, one character a text layout spends
  /// unbounded time and memory on.
  public static let marksPerCharacter = 16

  /// A mood's reason: 500 characters, 4 KiB.
  public static let reason = TextLimit(characters: 500, bytes: 4096)
  /// A context tag: a short label like a habit's name.
  public static let tag = TextLimit(characters: 60, bytes: 512)
  /// A habit's name.
  public static let habitName = TextLimit(characters: 60, bytes: 512)
  /// A habit's icon: one emoji, the longest of which (a family, a flag of a region) take 28
  /// bytes.
  public static let habitIcon = TextLimit(characters: 1, bytes: 64)
  /// A mood word's name, in English or Chinese.
  public static let wordName = TextLimit(characters: 40, bytes: 320)

  /// How a text goes over its limit: the first measure it exceeds, and what it has.
  public enum Excess: Equatable, Sendable {
    /// Its UTF-8 has this many bytes.
    case bytes(Int)
    /// One of its characters carries this many combining marks.
    case marks(Int)
    /// It has this many characters.
    case characters(Int)
  }

  public init(characters: Int, bytes: Int) {
    self.characters = characters
    self.bytes = bytes
  }

  /// The first measure `text` exceeds, or `nil`: its bytes, then the marks of each character,
  /// then its characters, so that the count of characters only ever walks a bounded text.
  public func excess(in text: String) -> Excess? {
    let size = text.utf8.count
    if size > bytes { return .bytes(size) }
    // ASCII without a carriage return (which joins a line feed into one character) has a
    // character a byte and no marks: most tags and notes, counted without walking graphemes.
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      return size > characters ? .characters(size) : nil
    }
    var count = 0
    for character in text {
      let marks = character.unicodeScalars.lazy.filter(TextLimit.isMark).count
      if marks > TextLimit.marksPerCharacter { return .marks(marks) }
      count += 1
    }
    return count > characters ? .characters(count) : nil
  }

  /// `text` cut to fit, or `nil` when it fits: each character keeps its first
  /// `marksPerCharacter` marks, and a text with too many characters or bytes keeps as many
  /// characters as fit beside an ellipsis (`…`), which ends it. For text that must fit where it
  /// goes: a Daylio export's notes, a backup of a store an older MoodCard wrote.
  public func fitted(_ text: String) -> String? {
    guard excess(in: text) != nil else { return nil }
    // Only a bounded start can be kept: walking a huge character costs the square of its size.
    let start =
      text.unicodeScalars.count > 4 * bytes
      ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(4 * bytes))) : text
    var unmarked = ""
    for character in start {
      var marks = 0
      unmarked.unicodeScalars.append(
        contentsOf: character.unicodeScalars.filter { scalar in
          guard TextLimit.isMark(scalar) else { return true }
          marks += 1
          return marks <= TextLimit.marksPerCharacter
        })
    }
    guard excess(in: unmarked) != nil else { return unmarked }
    let ellipsis = "…"
    var kept = ""
    var size = ellipsis.utf8.count
    for character in unmarked.prefix(characters - 1) {
      size += character.utf8.count
      guard size <= bytes else { break }
      kept.append(character)
    }
    return kept + ellipsis
  }

  private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    // The first combining mark is U+0300: no look-up for the scalars before it.
    guard scalar.value >= 0x300 else { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
