import MoodCore
import MoodStore

/// `mood words`: the vocabulary, and adding one's own words.
enum WordsCommands {
  static let group = Command(
    group: "words", abstract: "List the mood words, or add your own",
    discussion: "Without a subcommand, lists the words.",
    subcommands: [list, Command(WordsAddCommand.self)], default: list)

  static let list = Command(WordsListCommand.self)
}

/// `mood words list`.
struct WordsListCommand: ParsableCommand {
  static let name = "list"
  static let abstract = "List the mood words in English and Simplified Chinese"

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    let store = try context.openStore(ifMissing: .useEmpty)
    let vocabulary = try store.read { db in try db.vocabulary() }
    try store.close()
    for valence in Valence.allCases {
      Console.print(valence.rawValue.capitalized + ":")
      for word in vocabulary.words where word.valence == valence {
        let own = word.isBuiltIn ? "" : "  (yours)"
        let padded = word.english.padding(toLength: 14, withPad: " ", startingAt: 0)
        Console.print("  \(padded)\(word.chinese ?? "-")\(own)")
      }
    }
  }
}

/// `mood words add`.
struct WordsAddCommand: ParsableCommand {
  static let name = "add"
  static let abstract = "Add a mood word of your own"
  static let english = Argument<String>("NAME", "The English name, as it should be shown")
  static let valence = Option<Valence>(
    "valence", "V", "pleasant, neutral or unpleasant",
    values: .choices(Valence.allCases.map(\.rawValue)), parse: Valence.init(parsing:))
  static let chinese = Option<String>("zh", "NAME", "The Simplified Chinese name")
  static let arguments = [english.info]
  static let options: [any OptionDeclaring] = [valence, chinese]

  let english: String
  let valence: Valence
  let chinese: String?

  init(_ words: ParsedWords) throws {
    guard let valence = try words.value(Self.valence) else {
      throw ValidationError("missing --valence: pleasant, neutral or unpleasant")
    }
    self.valence = valence
    english = try words.required(Self.english).trimmingWhitespace()
    chinese = try words.value(Self.chinese)?.trimmingWhitespace()
  }

  func run(_ context: Context) throws {
    let word = MoodWord(valence: valence, english: english, chinese: chinese)
    let store = try context.openStore()
    try store.write { db in try db.addWord(word) }
    try store.close()
    Console.print("Added the \(word.valence) word \(word.english) (id \(word.id)).")
  }
}
