/// How a file breaks JSON's grammar, as `ImportError.malformedJSON` names it.
public enum JSONProblem: Equatable, Sendable {
  /// The first character that is not white space is not `{`: the file is no backup.
  case notAnObject
  /// The text ends inside a value, an array or an object.
  case unexpectedEnd
  /// The grammar breaks at `character` (counted in bytes from 0), on `line`.
  case invalid(line: Int, character: Int)
  /// The parser refused the text without saying where.
  case unplaced
}

extension JSONProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notAnObject: return "it does not start with \"{\"; expected a MoodCard JSON backup"
    case .unexpectedEnd: return "the text ends before the JSON does"
    case .invalid(let line, let character):
      return "invalid JSON around line \(line) (character \(character))"
    case .unplaced: return "the JSON parser refused it without saying where"
    }
  }
}
