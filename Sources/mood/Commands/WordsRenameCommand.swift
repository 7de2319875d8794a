import MoodApp
import MoodCore

/// `mood words rename`.
struct WordsRenameCommand: ParsableCommand {
  static let name = "rename"
  static let abstract = "Rename a mood word of your own, keeping it on its entries"
  static let word = Argument<String>(
    "WORD", "Your word, by its English or Chinese name", values: .dynamic(.words))
  static let english = Argument<String>("NAME", "Its new English name, as it should be shown")
  static let chinese = Option<String>(
    "zh", "NAME", "Its new Simplified Chinese name (\"\" for none); kept when left out")
  static let arguments = [word.info, english.info]
  static let options: [any OptionDeclaring] = [chinese]

  let word: String
  let english: String
  let chinese: String?

  init(_ words: ParsedWords) throws {
    word = try words.required(Self.word)
    english = try words.required(Self.english)
    chinese = try words.value(Self.chinese)
  }

  func run(_ context: Context) throws {
    // A missing store has no word of one's own to rename: nothing is created.
    let journal = try context.openJournal(ifMissing: .useEmpty)
    let (old, renamed) = try journal.renameWord(word, english: english, chinese: chinese)
    try journal.close()
    try Console.print(
      context.messages(
        .wordRenamed, ["old": old.english, "word": renamed.english, "id": renamed.id]))
  }
}
