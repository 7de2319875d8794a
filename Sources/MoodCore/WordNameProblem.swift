/// Why a name cannot be a mood word of one's own.
public enum WordNameProblem: Equatable, Sendable, CustomStringConvertible {
  /// The name is empty or longer than `maximumLength` characters.
  case length
  /// The name holds a comma, which separates the words of `--words` (and of the CSV export's
  /// lists): such a word could never be chosen.
  case comma
  /// A word of the vocabulary has this name, in English or Chinese: `existing`, by its
  /// English name.
  case taken(existing: String)

  /// The most characters a word's name has.
  public static let maximumLength = TextLimit.wordName.characters

  /// What is wrong, in English: `the vocabulary already has "Calm"`.
  public var description: String {
    switch self {
    case .length: return "a name has 1 to \(WordNameProblem.maximumLength) characters"
    case .comma: return "a name holds no comma, which separates the words of --words"
    case .taken(let existing): return "the vocabulary already has \"\(existing)\""
    }
  }
}
