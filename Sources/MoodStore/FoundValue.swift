import MoodCore

/// The value found where an `ExpectedForm` was wanted, as an error names it: most often the
/// text as the file has it, else a description the command puts in the person's language.
public enum FoundValue: Equatable, Sendable, ExpressibleByStringLiteral {
  /// The value exactly as written in the file: `"2026-13-01"`, `11`, `null`.
  case literal(String)
  /// A field the document leaves out.
  case missingField
  /// A value of another JSON type than the field's.
  case otherType
  /// A value the JSON decoder could not read as the field's type (a number too large).
  case unreadable
  /// Text holding the refused Unicode scalar `value`.
  case character(UInt32)
  /// Text over its `TextLimit` by this much.
  case textSize(TextLimit.Excess)
  /// A reason of `length` characters.
  case reasonLength(Int)
  /// A habit's completion on a day, named by the habit's id.
  case completion(habit: Int64, day: String)
  /// A stored SQL NULL.
  case storedNull
  /// A stored number, integer or real.
  case storedNumber(String)
  /// Stored text, shortened as `init(stored:)` does.
  case storedText(String)

  public init(stringLiteral value: String) { self = .literal(value) }

  /// Whether this is the file's own text, which a message quotes, rather than words about it.
  public var isLiteral: Bool {
    if case .literal = self { return true } else { return false }
  }

  /// A value of a damaged row as an error shows it. Text is cut to its first 40 characters: a
  /// column written outside MoodCard may hold a whole page.
  init(stored value: SQLValue) {
    switch value {
    case .null: self = .storedNull
    case .integer(let number): self = .storedNumber("\(number)")
    case .real(let number): self = .storedNumber("\(number)")
    case .text(let text): self = .storedText(String(text.prefix(40)))
    }
  }
}

extension FoundValue: CustomStringConvertible {
  public var description: String {
    switch self {
    case .literal(let text): return text
    case .missingField: return "a missing field"
    case .otherType: return "a value of another type"
    case .unreadable: return "this value"
    case .character(let value): return "text holding " + JournalText.describe(value)
    case .textSize(.bytes(let count)): return "text of \(count) bytes of UTF-8"
    case .textSize(.marks(let count)): return "a character with \(count) combining marks"
    case .textSize(.characters(let count)): return "text of \(count) characters"
    case .reasonLength(let length): return "a reason of \(length) characters"
    case .completion(let habit, let day): return "habit \(habit) on \(day)"
    case .storedNull: return "null"
    case .storedNumber(let number): return "the number \(number)"
    case .storedText(let text): return "the text \"\(text)\""
    }
  }
}
