import MoodCore

/// A change an import made on the way, reported beside its counts; nothing is refused.
public enum ImportWarning: Equatable, Sendable {
  /// The notes of `day`, on `lines` of the file, had `length` characters together: the first
  /// `kept` were kept and an ellipsis added, to fit `MoodEntry.maximumReasonLength`.
  case notesShortened(day: Day, lines: [Int], length: Int, kept: Int)
  /// The notes of `day` in another app's file had `length` characters together: the first
  /// `kept` were kept and an ellipsis added (`CheckInDays`).
  case noteShortened(day: Day, length: Int, kept: Int)
}

extension ImportWarning: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notesShortened(let day, let lines, let length, let kept):
      return "\(day) (line\(lines.count == 1 ? "" : "s") "
        + "\(ImportError.summarized(lines.map(String.init)))): the notes have \(length) "
        + "characters; kept the first \(kept) and added \"…\""
    case .noteShortened(let day, let length, let kept):
      return "\(day): the notes have \(length) characters; kept the first \(kept) and added \"…\""
    }
  }
}
