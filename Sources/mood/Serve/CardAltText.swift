import Stats

/// The alt text of a card in the page: what a screen reader says instead of the picture.
enum CardAltText {
  /// "Mood card for Sunday, 29 November 2026: score 8 of 10, Calm, Grateful. …", in the
  /// card's language.
  static func text(for model: CardModel) -> String {
    let words = model.words.map(\.label)
    switch model.locale {
    case .english:
      var text =
        "Mood card for \(model.dateLine): score \(model.score) of 10"
      if !words.isEmpty { text += ", " + words.joined(separator: ", ") }
      text += "."
      if !model.reason.isEmpty { text += " " + model.reason }
      return text
    case .simplifiedChinese:
      var text = "心情卡片：\(model.dateLine)，\(model.score) 分（满分 10 分）"
      if !words.isEmpty { text += "，" + words.joined(separator: "、") }
      text += "。"
      if !model.reason.isEmpty { text += model.reason }
      return text
    }
  }
}
