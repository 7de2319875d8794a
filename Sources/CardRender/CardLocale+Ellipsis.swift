import Stats

extension CardLocale {
  /// The ellipsis that ends a cut `text`, in the text's own script whatever the page's
  /// language: `……` after Chinese (Han, kana, Hangul), `…` after anything else, so a Chinese
  /// sheet cuts an English reason "Coffee with Ana, then…", not "then……".
  static func ellipsis(ending text: String) -> String {
    text.unicodeScalars.contains(where: ReasonBreaks.isBrokenBetweenCharacters) ? "……" : "…"
  }
}
