import MoodCore
import MoodStore

extension Valence {
  /// `Pleasant`, `愉快`.
  func name(_ messages: Messages) -> String {
    switch self {
    case .pleasant: return messages(.valencePleasant)
    case .neutral: return messages(.valenceNeutral)
    case .unpleasant: return messages(.valenceUnpleasant)
    }
  }
}

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
      let messages = invocation.messages
      let width = (vocabulary.words.map(\.english.displayWidth).max() ?? 0) + 2
      for valence in Valence.allCases {
        try Console.print(messages(.wordsGroup, ["valence": valence.name(messages)]))
        for word in vocabulary.words where word.valence == valence {
          let own = word.isBuiltIn ? "" : "  " + messages(.wordYours)
          let padded = word.english.padded(toDisplayWidth: width)
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
        throw invocation.usageError(invocation.messages(.wordsMissingValence))
      }
      let name = (invocation.argument(0) ?? "").trimmingWhitespace()
      let word = MoodWord(
        valence: try Valence(parsing: valenceText), english: name,
        chinese: invocation.value("zh")?.trimmingWhitespace())
      let store = try invocation.openStore()
      try store.write { db in try db.addWord(word) }
      try store.close()
      try Console.print(
        invocation.messages(
          .wordAdded,
          [
            "valence": word.valence.name(invocation.messages).lowercased(), "word": word.english,
            "id": word.id,
          ]))
    })
}
