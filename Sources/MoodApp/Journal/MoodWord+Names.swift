import MoodCore
import MoodSystem

/// The one grammar of a word of one's own's names, wherever they are typed (`mood words`, the
/// web app's Data page): trimmed, and an empty Chinese name is no name, so no output ever
/// shows a blank word. `Database.addWord` and `renameWord` check what is left.
extension MoodWord {
  /// A new word of one's own named `english` (and `chinese`) in `valence`.
  package static func named(english: String, chinese: String?, valence: Valence) -> MoodWord {
    MoodWord(
      valence: valence, english: english.trimmingWhitespace(), chinese: chineseName(chinese))
  }

  /// This word of one's own with new names: a name left out (`nil`) stays, an empty Chinese
  /// name is removed, and the id, the valence and so the entries that have the word stay.
  package func renamed(english: String?, chinese: String?) -> MoodWord {
    MoodWord(
      id: id, valence: valence, english: english?.trimmingWhitespace() ?? self.english,
      chinese: chinese == nil ? self.chinese : Self.chineseName(chinese))
  }

  /// `text` trimmed, `nil` when that leaves nothing.
  private static func chineseName(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingWhitespace(), !trimmed.isEmpty else { return nil }
    return trimmed
  }
}
