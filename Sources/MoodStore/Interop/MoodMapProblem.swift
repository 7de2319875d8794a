/// Why a `--mood-map` text is refused, naming the part at fault.
public enum MoodMapProblem: Equatable, Sendable, CustomStringConvertible {
  /// A part without `=`.
  case noEquals(part: String)
  /// A part with nothing before `=`.
  case noLabel(part: String)
  /// A part whose score is not a whole number from 1 to 10.
  case notAScore(String, part: String)

  /// What is wrong, in English: `"six" in "okay=six" is not a whole number from 1 to 10`.
  public var description: String {
    switch self {
    case .noEquals(let part): return "\"\(part)\" has no \"=\""
    case .noLabel(let part): return "\"\(part)\" has no label before \"=\""
    case .notAScore(let score, let part):
      return "\"\(score)\" in \"\(part)\" is not a whole number from 1 to 10"
    }
  }
}
