import Stats

/// How the languages list things; the words are the catalogs' `listMore` (`{list}, {item}`,
/// `{list}、{item}`), which the command lists by too.
extension CardLocale {
  /// What goes between the items of a list of words: `, ` in English, `、` in Chinese.
  var listSeparator: String { text(.listMore, ["list": "", "item": ""]) }

  /// Items listed as the language lists them: `a, b, c`, `a、b、c`.
  func list(_ items: [String]) -> String {
    guard var list = items.first else { return "" }
    for item in items.dropFirst() { list = text(.listMore, ["list": list, "item": item]) }
    return list
  }
}
