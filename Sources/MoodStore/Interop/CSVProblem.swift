/// How a text breaks RFC 4180, the CSV grammar.
public enum CSVProblem: Equatable, Sendable, CustomStringConvertible {
  /// A record longer than the reader takes: a quote is likely left open.
  case recordTooLong(maximumBytes: Int)
  /// A `"` inside a field that does not start with one.
  case quoteInsideUnquotedField
  /// Text after the quote that closes a quoted field.
  case textAfterClosingQuote
  /// A quoted field that starts on the line and never closes.
  case unclosedQuote

  /// What is wrong, in English, with how to mend it.
  public var description: String {
    switch self {
    case .recordTooLong(let maximum):
      return "a record longer than \(maximum) bytes; a quote may be left open"
    case .quoteInsideUnquotedField:
      return "a quote (\") inside a field that does not start with one; put the whole field "
        + "in quotes and double the quote (\"\")"
    case .textAfterClosingQuote:
      return "text after the closing quote of a field; a quote inside a quoted field is "
        + "written twice (\"\")"
    case .unclosedQuote: return "a quoted field starts here and is never closed"
    }
  }
}
