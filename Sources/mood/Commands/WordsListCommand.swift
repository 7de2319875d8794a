import MoodApp
import MoodCore

/// `mood words list`.
struct WordsListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the mood words in English and Simplified Chinese"

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    let journal = try context.openJournalForReading()
    let vocabulary = try journal.vocabulary()
    try journal.close()
    let messages = context.messages
    let width = (vocabulary.words.map(\.english.displayWidth).max() ?? 0) + 2
    for valence in Valence.allCases {
      try Console.print(messages(.wordsGroup, ["valence": valence.name(messages)]))
      for word in vocabulary.words where word.valence == valence {
        let own = word.isBuiltIn ? "" : "  " + messages(.wordYours)
        let padded = word.english.padded(toDisplayWidth: width)
        try Console.print("  \(padded)\(word.chinese ?? "-")\(own)")
      }
    }
  }
}
