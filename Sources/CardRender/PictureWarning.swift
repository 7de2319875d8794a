import Stats

/// Something a picture could not draw as asked, reported beside the file: characters no font
/// has, or a card's text cut to fit. The library says each in English (`description`); `mood`
/// says each in the person's language.
public enum PictureWarning: Equatable, Sendable {
  /// `count` characters of `text` that no available font can draw; they show as boxes.
  case undrawable(text: String, count: Int)
  /// `count` characters of a part of a card that no available font can draw.
  case undrawableOnCard(CardPart, count: Int)
  /// The reason shows `shown` of its `total` characters, to fit a card of `size`.
  case reasonCut(shown: Int, total: Int, size: CardSize)
  /// `hidden` of the card's `total` words did not fit; a `+hidden` chip stands for them.
  case wordsHidden(hidden: Int, total: Int)
  /// The tags were cut to the two lines a card gives them.
  case tagsCut
  /// The habits were cut to the two lines a card gives them.
  case habitsCut
}

extension PictureWarning: CustomStringConvertible {
  public var description: String {
    switch self {
    case .undrawable(let text, let count):
      return "\"\(text)\" has \(count) character(s) that no available font can draw; they show "
        + "as boxes"
    case .undrawableOnCard(let part, let count):
      return "the \(part) has \(count) character(s) that no available font can draw; they show "
        + "as boxes"
    case .reasonCut(let shown, let total, let size):
      return "the reason was cut to \(shown) of \(total) characters to fit the \(size.rawValue) "
        + "card"
    case .wordsHidden(let hidden, let total):
      return "\(hidden) of \(total) words did not fit and show as +\(hidden)"
    case .tagsCut: return "the tags were cut to two lines"
    case .habitsCut: return "the habits were cut to two lines"
    }
  }
}
