import MoodCore

/// `mood words`: the vocabulary, and one's own words added, renamed and deleted.
enum WordsCommands {
  static let group = Command(
    group: "words", abstract: "List the mood words, or add, rename and delete your own",
    discussion: "Without a subcommand, lists the words.",
    subcommands: [
      list, Command(WordsAddCommand.self), Command(WordsRenameCommand.self),
      Command(WordsDeleteCommand.self),
    ], default: list)

  static let list = Command(WordsListCommand.self)
}
