import MoodCore

extension Database {
  /// The built-in words and the person's own, in that order.
  public func vocabulary() throws -> Vocabulary {
    let custom = try query(
      "SELECT id, valence, english, chinese FROM custom_words ORDER BY position, id"
    ).map { row in
      try decodingRow(.customWord(id: try? row.text(0))) {
        guard let valence = Valence(rawValue: try row.text(1)) else {
          throw Row.Mismatch(
            column: "valence", found: .storedText(try row.text(1)),
            expected: .oneOf(Valence.allCases.map(\.rawValue)))
        }
        return MoodWord(
          id: try row.text(0), valence: valence, english: try row.text(2),
          chinese: try row.optionalText(3))
      }
    }
    return Vocabulary(custom: custom)
  }

  /// Adds a custom word after checking that no word uses its id or names yet.
  /// - Throws: `DomainError.invalidWordName` when the name is empty, too long or taken.
  public func addWord(_ word: MoodWord) throws {
    try vocabulary().validateNew(word)
    try query(
      """
      INSERT INTO custom_words (id, valence, english, chinese, position)
      VALUES (?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM custom_words))
      """,
      [.text(word.id), .text(word.valence.rawValue), .text(word.english), .text(word.chinese)])
  }
}
