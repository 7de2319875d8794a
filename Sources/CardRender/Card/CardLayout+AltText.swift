import Stats

extension CardLayout {
  /// The card laid out here, in words: the date, the score and the face, then the words, the
  /// reason (as far as it is shown), the tags and the habits, each only when drawn.
  func altText(for model: CardModel) -> AltText {
    let locale = model.locale
    let shownWords = words.filter { $0.dot != nil }.map(\.label.spec.text)
    let plain = { (text: PlacedText?) in text.map { CardLayout.withoutIsolates($0.spec.text) } }
    let sentences = locale.cardAltSentences(
      dateLine: model.dateLine, score: model.score, words: shownWords,
      hiddenWords: model.words.count - shownWords.count,
      // The line breaks and no-break spaces chosen for the reason are only for the picture.
      reason: plain(reason).map {
        $0.replacingEvery(String(ReasonBreaks.lineBreak), with: " ")
          .replacingEvery(String(ReasonBreaks.noBreakSpace), with: " ")
      },
      tags: plain(tags)?.replacingEvery(CardLayout.tagSeparator, with: locale.listSeparator),
      // The no-break spaces and word joiners that keep a habit whole are only for the line
      // breaks.
      habits: plain(habits)?.replacingEvery("\u{00A0}", with: " ").replacingEvery(
        "\u{2060}", with: ""))
    return AltText(
      title: locale.cardAltTitle(dateLine: model.dateLine, score: model.score),
      description: locale.sentences(sentences), language: locale.languageCode)
  }

  /// `text` without the bidirectional isolates that set right-to-left tags.
  static func withoutIsolates(_ text: String) -> String {
    text.filter { $0 != "\u{2067}" && $0 != "\u{2069}" }
  }
}
