import Stats

extension CardLocale {
  /// What goes between the items of a list of words: `, ` in English, `、` in Chinese.
  var listSeparator: String { self == .english ? ", " : "、" }
}
