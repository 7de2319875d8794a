/// A text of a card, as a warning names it.
public enum CardPart: Equatable, Sendable {
  /// The date line at the top.
  case dateLine
  /// The footer at the bottom.
  case footer
  /// A mood word's chip, with the word's name as drawn.
  case word(String)
  /// The reason, in its panel.
  case reason
  /// The tags' line.
  case tags
  /// The line of the habits done today.
  case habits
}

extension CardPart: CustomStringConvertible {
  public var description: String {
    switch self {
    case .dateLine: return "date line"
    case .footer: return "footer"
    case .word(let name): return "word \"\(name)\""
    case .reason: return "reason"
    case .tags: return "tags"
    case .habits: return "habits"
    }
  }
}
