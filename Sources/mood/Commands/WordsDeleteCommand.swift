import MoodApp
import MoodCore

/// `mood words delete`.
struct WordsDeleteCommand: ParsableCommand {
  static let name = "delete"
  static let abstract = "Delete a mood word of your own that no entry has"
  static let discussion =
    "A word still on entries stays: take it off them first (`mood log`), or rename it."
  static let arguments = [WordsRenameCommand.word.info]
  static let options: [any OptionDeclaring] = [CommonOptions.yes]

  let word: String
  let yes: Bool

  init(_ words: ParsedWords) throws {
    word = try words.required(WordsRenameCommand.word)
    yes = words.contains(CommonOptions.yes)
  }

  func run(_ context: Context) throws {
    let journal = try context.openJournal(ifMissing: .useEmpty)
    let own = try journal.ownWord(named: word)
    let messages = context.messages
    try context.confirm(
      messages(.wordDeleteQuestion, values: ["word": .word(own)]),
      action: messages(.wordDeleteAction, values: ["word": .word(own)]), yes: yes)
    try journal.deleteWord(own.id)
    try journal.close()
    try Console.print(messages(.wordDeleted, values: ["word": .word(own)]))
  }
}
