/// The one rule for the text a journal accepts, applied at the domain's door (`MoodEntry`,
/// `Habit`, `Vocabulary.validateNew`, and so every command and import):
/// no C0 or C1 control character, with a tab and line breaks allowed only where a text may span
/// lines (a reason); no Unicode noncharacter (U+FDD0...U+FDEF, and U+xFFFE, U+xFFFF in every
/// plane); and no more than the field's `TextLimit`. Such text is refused, never cut or changed
/// silently.
public enum JournalText {
  /// Where a text comes from, which says whether the rule applies.
  public enum Origin: Sendable {
    /// Typed or imported now: checked.
    case input
    /// Read back from a store: checked when it was written, or written before the rule, and
    /// taken as it is (commands show such text escaped, pictures draw it safely).
    case store
  }

  /// Whether a text may span lines: a reason may hold tabs and line breaks, a name or tag not.
  public enum Lines: Sendable {
    case single
    case multiple
  }

  /// The first scalar of `text` the rule refuses, or `nil`.
  public static func firstRefusedScalar(in text: String, lines: Lines = .single)
    -> Unicode.Scalar?
  {
    text.unicodeScalars.first { !isAccepted($0, lines: lines) }
  }

  /// `text` with every control character (C0, DEL, C1: an escape sequence's ESC and BEL, a
  /// carriage return that overwrites the line), every noncharacter and every bidirectional
  /// control (which reorders what follows it, so that a name reads as another) shown visibly
  /// escaped, as `\x1B` or `\u{202E}`: how a message shows text it did not make (a value of
  /// an imported file, an argument, a stored reason), so that it can never retitle, reprogram
  /// or rearrange a terminal. Tabs and line feeds stay when `lines` is `.multiple`.
  public static func escapingControls(in text: String, lines: Lines = .single) -> String {
    guard text.unicodeScalars.contains(where: { !isShownAsIs($0, lines: lines) }) else {
      return text
    }
    var shown = ""
    for scalar in text.unicodeScalars {
      if isShownAsIs(scalar, lines: lines) {
        shown.unicodeScalars.append(scalar)
      } else if scalar.value <= 0xFF {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        shown += "\\x" + (hex.count < 2 ? "0" : "") + hex
      } else {
        shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return shown
  }

  /// Whether `escapingControls` shows `scalar` as it is.
  private static func isShownAsIs(_ scalar: Unicode.Scalar, lines: Lines) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A: return lines == .multiple
    case 0x0D, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return false
    default: return isAccepted(scalar, lines: lines)
    }
  }

  /// `text` with each scalar the rule refuses written as U+FFFD (�): text a store took before
  /// the rule, put where only accepted text may go (a backup that import must read back).
  public static func replacingRefused(in text: String, lines: Lines = .single) -> String {
    guard firstRefusedScalar(in: text, lines: lines) != nil else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isAccepted(scalar, lines: lines) ? scalar : "\u{FFFD}")
    }
    return String(scalars)
  }

  /// The text a message names: the reason, a tag, a habit's name or icon, a word's names.
  public enum Field: Equatable, Sendable, CustomStringConvertible {
    case reason
    /// The tag at a position, from 1.
    case tag(Int)
    case habitName
    case habitIcon
    case wordEnglishName
    case wordChineseName

    /// The field in English: `the reason`, `tag 2`.
    public var description: String {
      switch self {
      case .reason: return "the reason"
      case .tag(let position): return "tag \(position)"
      case .habitName: return "the habit name"
      case .habitIcon: return "the habit icon"
      case .wordEnglishName: return "the word's English name"
      case .wordChineseName: return "the word's Chinese name"
      }
    }

    /// How much text the field holds.
    public var limit: TextLimit {
      switch self {
      case .reason: return .reason
      case .tag: return .tag
      case .habitName: return .habitName
      case .habitIcon: return .habitIcon
      case .wordEnglishName, .wordChineseName: return .wordName
      }
    }

    /// The error for `text` of `count` characters, more than the field holds: the field's own
    /// where it has one.
    func tooManyCharacters(_ text: String, count: Int) -> DomainError {
      switch self {
      case .reason: return .reasonTooLong(length: count)
      case .habitName: return .invalidHabitName(text)
      case .habitIcon: return .invalidIcon(text)
      case .wordEnglishName, .wordChineseName: return .invalidWordName(text, reason: .length)
      case .tag: return .textTooLong(field: self, excess: .characters(count), limit: limit)
      }
    }
  }

  /// Checks `text`, the `field` named in the message, when it is input: its size first, so
  /// that a huge text is refused before anything walks it.
  /// - Throws: `DomainError.textTooLong` (or the field's own error for too many characters:
  ///   `.reasonTooLong`, `.invalidHabitName`, `.invalidIcon`, `.invalidWordName`), then
  ///   `.invalidCharacter`.
  public static func check(
    _ text: String, field: Field, lines: Lines = .single, origin: Origin = .input
  ) throws {
    guard origin == .input else { return }
    if let error = sizeError(of: text, field: field) { throw error }
    if let scalar = firstRefusedScalar(in: text, lines: lines) {
      throw DomainError.invalidCharacter(field: field, scalar: scalar.value, lines: lines)
    }
  }

  /// The error for `text` over the `field`'s `TextLimit`, or `nil` when it fits.
  public static func sizeError(of text: String, field: Field) -> DomainError? {
    switch field.limit.excess(in: text) {
    case .characters(let count)?: return field.tooManyCharacters(text, count: count)
    case let excess?: return .textTooLong(field: field, excess: excess, limit: field.limit)
    case nil: return nil
    }
  }

  /// Whether `scalar` is allowed.
  public static func isAccepted(_ scalar: Unicode.Scalar, lines: Lines) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return lines == .multiple
    case 0x00...0x1F, 0x7F...0x9F: return false
    // The 66 noncharacters, a set Unicode has fixed for good (its Stability Policy), found by
    // their values: the property look-up took a tenth of an import's time.
    case 0xFDD0...0xFDEF: return false
    default: return scalar.value & 0xFFFE != 0xFFFE
    }
  }

  /// `U+0000 (a control character)`: how a message names a refused scalar.
  public static func describe(_ value: UInt32) -> String {
    "\(code(of: value)) (\(isControl(value) ? "a control character" : "a Unicode noncharacter"))"
  }

  /// `U+FFFE`: a scalar's code point as Unicode writes it.
  package static func code(of value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Whether `value` is a C0 or C1 control character (else a refused one is a noncharacter).
  package static func isControl(_ value: UInt32) -> Bool {
    value <= 0x1F || (0x7F...0x9F).contains(value)
  }
}
