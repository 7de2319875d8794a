import Stats

/// How the languages list things; the words are the catalogs' `listMore` (`{list}, {item}`,
/// `{list}、{item}`), which the command lists by too.
extension CardLocale {
  /// What goes between the items of a list of words: `, ` in English, `、` in Chinese.
  var listSeparator: String { text(.listMore, ["list": "", "item": ""]) }

  /// Mood words listed with `listSeparator`, each word whole: a line breaks only between words,
  /// never inside one ("开心" never becomes "开 / 心", which Pango allows between any two Han
  /// characters).
  func wordList(_ words: [String]) -> String {
    words.map(CardLocale.unbroken).joined(separator: listSeparator)
  }

  /// `word` with a word joiner (U+2060, drawn as nothing) between its characters when it is in
  /// a script broken between characters (Han, kana, Hangul), so it moves whole to the next line;
  /// other words are already whole to Pango, and are given back as they are.
  static func unbroken(_ word: String) -> String {
    guard word.unicodeScalars.contains(where: ReasonBreaks.isBrokenBetweenCharacters) else {
      return word
    }
    return word.map(String.init).joined(separator: "\u{2060}")
  }

  /// Items listed as the language lists them: `a, b, c`, `a、b、c`.
  func list(_ items: [String]) -> String {
    guard var list = items.first else { return "" }
    for item in items.dropFirst() { list = text(.listMore, ["list": list, "item": item]) }
    return list
  }
}
