import MoodCore

extension MoodWord {
  /// This word of one's own with new names, as `mood words rename` and `PATCH /api/words/ID`
  /// give them: a name left out (`nil`) stays, an empty Chinese name is removed, and the id,
  /// the valence and so the entries that have the word stay. `Database.renameWord` checks the
  /// names.
  package func renamed(english: String?, chinese: String?) -> MoodWord {
    let chinese = chinese?.trimmingWhitespace()
    return MoodWord(
      id: id, valence: valence, english: english?.trimmingWhitespace() ?? self.english,
      chinese: chinese.map { $0.isEmpty ? nil : $0 } ?? self.chinese)
  }
}
