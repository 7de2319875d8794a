import MoodCore
import MoodStore

/// `mood words`: the vocabulary, and adding one's own words.
enum WordsCommands {
  static let group = Command(
    name: "words", abstract: "List the mood words, or add your own",
    discussion: "Without a subcommand, lists the words.",
    subcommands: [list, add], run: list.run)

  static let list = Command(
    name: "list", abstract: "List the mood words in English and Simplified Chinese",
    run: { invocation in
      let store = try invocation.openStoreForReading()
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
    })

  static let add = Command(
    name: "add", abstract: "Add a mood word of your own",
    arguments: [.required("NAME", "The English name, as it should be shown")],
    options: [
      .value("valence", "V", "pleasant, neutral or unpleasant"),
      .value("zh", "NAME", "The Simplified Chinese name"),
    ],
    run: { invocation in
      guard let valenceText = invocation.value("valence") else {
        throw invocation.usageError("missing --valence: pleasant, neutral or unpleasant")
      }
      let name = (invocation.argument(0) ?? "").trimmingWhitespace()
      let word = MoodWord(
        valence: try Valence(parsing: valenceText), english: name,
        chinese: invocation.value("zh")?.trimmingWhitespace())
      let store = try invocation.openStore()
      try store.write { db in try db.addWord(word) }
      try store.close()
      try Console.print("Added the \(word.valence) word \(word.english) (id \(word.id)).")
    })
}
