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
            column: "valence", found: FoundValue(stored: .text(try row.text(1))),
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

  /// Gives the person's own word `word.id` the names of `word`, after the checks of a new word;
  /// its id, valence and the entries that have it stay.
  /// - Throws: `DomainError.unknownWord`, `.builtInWord` or `.invalidWordName`.
  public func renameWord(_ word: MoodWord) throws {
    let vocabulary = try vocabulary()
    _ = try vocabulary.ownWord(named: word.id)
    try vocabulary.validateRenamed(word)
    try query(
      "UPDATE custom_words SET english = ?, chinese = ? WHERE id = ?",
      [.text(word.english), .text(word.chinese), .text(word.id)])
  }

  /// How many entries have the word with this id.
  public func entryCount(withWord id: String) throws -> Int {
    Int(
      try query(
        "SELECT count(*) FROM entries WHERE EXISTS (SELECT 1 FROM json_each(words) WHERE value = ?)",
        [.text(id)]
      ).first?.int(0) ?? 0)
  }

  /// Deletes the person's own word `word`, which no entry may have: an entry naming a word
  /// that is gone could not be read.
  /// - Throws: `DomainError.builtInWord`, or `StoreError.wordInUse` with the number of entries.
  public func deleteWord(_ word: MoodWord) throws {
    guard !word.isBuiltIn else { throw DomainError.builtInWord(word) }
    let entries = try entryCount(withWord: word.id)
    guard entries == 0 else { throw StoreError.wordInUse(word, entries: entries) }
    try query("DELETE FROM custom_words WHERE id = ?", [.text(word.id)])
  }
}
