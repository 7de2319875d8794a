import MoodApp
import MoodCore

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
      throw ValidationError(
        .missingValence, ["choices": .oneOf(Valence.allCases.map(\.rawValue))])
    }
    self.valence = valence
    english = try words.required(Self.english).trimmingWhitespace()
    chinese = try words.value(Self.chinese)?.trimmingWhitespace()
  }

  func run(_ context: Context) throws {
    let journal = try context.openJournal()
    let word = try journal.addWord(english: english, chinese: chinese, valence: valence)
    try journal.close()
    try Console.print(
      context.messages(
        .wordAdded,
        values: [
          "valence": .text(word.valence.name(context.messages).lowercased()),
          "word": .word(word), "id": .text(word.id),
        ]))
  }
}
