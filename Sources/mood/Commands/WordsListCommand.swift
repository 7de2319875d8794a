import MoodCore
import MoodStore

/// `mood words list`.
struct WordsListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the mood words in English and Simplified Chinese"

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    let store = try context.openStoreForReading()
    let vocabulary = try store.read { db in try db.vocabulary() }
    try store.close()
    for valence in Valence.allCases {
      try Console.print(valence.rawValue.capitalized + ":")
      for word in vocabulary.words where word.valence == valence {
        let own = word.isBuiltIn ? "" : "  (yours)"
        let padded = word.english.padded(toDisplayWidth: 14)
        try Console.print("  \(padded)\(word.chinese ?? "-")\(own)")
      }
    }
  }
}
