import CardRender
import Stats

extension PictureWarning {
  /// The warning's message in the catalog.
  package var message: CatalogMessage {
    switch self {
    case .undrawable(let text, let count):
      return (.pictureUndrawable, ["text": .text(text), "count": .text("\(count)")])
    case .undrawableOnCard(let part, let count):
      return (.pictureUndrawableOnCard, ["part": part.message, "count": .text("\(count)")])
    case .reasonCut(let shown, let total, let size):
      return (
        .pictureReasonCut,
        ["shown": .text("\(shown)"), "total": .text("\(total)"), "size": size.message]
      )
    case .wordsHidden(let hidden, let total):
      return (.pictureWordsHidden, ["hidden": .text("\(hidden)"), "total": .text("\(total)")])
    case .tagsCut: return (.pictureTagsCut, [:])
    case .habitsCut: return (.pictureHabitsCut, [:])
    }
  }
}

extension CardPart {
  /// A text of a card, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .dateLine: return .message(.cardPartDateLine, [:])
    case .footer: return .message(.cardPartFooter, [:])
    case .word(let name): return .message(.cardPartWord, ["name": .text(name)])
    case .reason: return .message(.cardPartReason, [:])
    case .tags: return .message(.cardPartTags, [:])
    case .habits: return .message(.cardPartHabits, [:])
    }
  }
}

extension CardSize {
  /// A card's size, as a value of a message: `square`, `方形` (the web app's names), never the
  /// English name in a Chinese sentence.
  package var message: MessageValue {
    switch self {
    case .portrait: return .message(.cardSizePortrait, [:])
    case .square: return .message(.cardSizeSquare, [:])
    case .story: return .message(.cardSizeStory, [:])
    }
  }
}

extension Messages {
  /// `Warning: …` for what a picture could not draw as asked, `name: …` first when given.
  package func warningLine(_ warning: PictureWarning, in name: String? = nil) -> String {
    let text = self(warning.message)
    return self(.warningLine, ["message": name.map { "\($0): \(text)" } ?? text])
  }
}
