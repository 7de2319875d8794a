/// A text of a card, as a warning names it.
public enum CardPart: Equatable, Sendable {
  case dateLine
  case footer
  /// A mood word's chip, with the word's name as drawn.
  case word(String)
  case reason
  case tags
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
