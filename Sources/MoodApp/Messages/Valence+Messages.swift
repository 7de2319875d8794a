import MoodCore

extension Valence {
  /// `Pleasant`, `愉快`.
  package func name(_ messages: Messages) -> String {
    switch self {
    case .pleasant: return messages(.valencePleasant)
    case .neutral: return messages(.valenceNeutral)
    case .unpleasant: return messages(.valenceUnpleasant)
    }
  }
}
