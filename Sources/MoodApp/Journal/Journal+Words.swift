import MoodCore
import MoodStore

extension Journal {
  /// Adds a word of one's own (`MoodWord.named`'s grammar).
  /// - Throws: `DomainError` for a name that is refused or taken.
  package func addWord(english: String, chinese: String?, valence: Valence) throws -> MoodWord {
    let word = MoodWord.named(english: english, chinese: chinese, valence: valence)
    return try write { db, changes in
      try db.addWord(word)
      changes.word(from: nil, to: word)
      return word
    }
  }

  /// Renames a word of one's own, found by id or name; a name left out (`nil`) stays.
  /// - Returns: the word before and after.
  /// - Throws: `DomainError` when no word of one's own has the name, or a new name is refused.
  package func renameWord(_ name: String, english: String?, chinese: String?) throws
    -> (old: MoodWord, new: MoodWord)
  {
    try write { db, changes in
      let old = try db.vocabulary().ownWord(named: name)
      let renamed = old.renamed(english: english, chinese: chinese)
      try db.renameWord(renamed)
      changes.word(from: old, to: renamed)
      return (old, renamed)
    }
  }

  /// Deletes a word of one's own, found by id or name.
  /// - Returns: the word deleted.
  /// - Throws: `DomainError` when there is no such word; `StoreError.wordInUse` while entries
  ///   have it.
  @discardableResult
  package func deleteWord(_ name: String) throws -> MoodWord {
    try write { db, changes in
      let word = try db.vocabulary().ownWord(named: name)
      try db.deleteWord(word)
      changes.word(from: word, to: nil)
      return word
    }
  }

  /// The mood words, built-in and one's own.
  package func vocabulary() throws -> Vocabulary { try read { db in try db.vocabulary() } }

  /// A word of one's own, found by id or name, as it is: what a deletion would remove.
  /// - Throws: `DomainError` when there is no such word.
  package func ownWord(named name: String) throws -> MoodWord {
    try read { db in try db.vocabulary().ownWord(named: name) }
  }
}
