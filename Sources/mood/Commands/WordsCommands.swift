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
