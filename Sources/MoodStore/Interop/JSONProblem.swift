/// How a text breaks JSON's grammar (RFC 8259), as `JSONWalk` finds it and
/// `ImportError.malformedJSON` names it.
public enum JSONProblem: Equatable, Sendable {
  /// Where a break is: the member it is in (`entries[3].reason`, empty at the top), its line,
  /// and its byte counted from 0.
  public struct Place: Equatable, Sendable {
    public let path: String
    public let line: Int
    public let character: Int

    public init(path: String, line: Int, character: Int) {
      self.path = path
      self.line = line
      self.character = character
    }
  }

  /// The first character that is not white space is not `{`: the file is no backup.
  case notAnObject
  /// The text ends inside a value, an array or an object.
  case unexpectedEnd
  /// The grammar breaks at this byte.
  case invalid(Place)
  /// A comma after the last member of an array or object (`[1,]`).
  case trailingComma(Place)
  /// Bytes that are not UTF-8: an invalid, overlong, surrogate (CESU) or cut sequence.
  case notUTF8(Place)
  /// A `\u` escape of half a UTF-16 surrogate pair without its other half.
  case loneSurrogate(Place)
  /// An array or object nested deeper than `limit`.
  case tooDeep(Place, limit: Int)
  /// Foundation's decoder refused a text the walk found well-formed, without saying where.
  case unplaced
}

extension JSONProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notAnObject: return "it does not start with \"{\"; expected a MoodCard JSON backup"
    case .unexpectedEnd: return "the text ends before the JSON does"
    case .invalid(let place): return "invalid JSON \(place)"
    case .trailingComma(let place):
      return "a comma after the last item \(place); JSON allows none there"
    case .notUTF8(let place): return "bytes that are not UTF-8 \(place); JSON text is UTF-8"
    case .loneSurrogate(let place):
      return "a \\u escape of half a UTF-16 surrogate pair \(place); \\uD800 to \\uDBFF must be "
        + "followed by \\uDC00 to \\uDFFF"
    case .tooDeep(let place, let limit):
      return "arrays and objects nested more than \(limit) deep \(place)"
    case .unplaced: return "the JSON parser refused it without saying where"
    }
  }
}

extension JSONProblem.Place: CustomStringConvertible {
  /// `at entries[3], line 4 (character 66)`.
  public var description: String {
    "at \(path.isEmpty ? "the document" : path), line \(line) (character \(character))"
  }
}
