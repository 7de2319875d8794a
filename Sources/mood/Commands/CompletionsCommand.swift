import MoodApp

/// `mood completions`: the shell completion script, generated from the command tree.
struct CompletionsCommand: ParsableCommand {
  static let name = "completions"
  static let abstract = "Print the completion script for bash, zsh or fish"
  static let discussion = """
    The script completes subcommands, options, their values (sizes, themes, locales, chart \
    kinds, formats, days, files) and the names of your habits, read from the store.
    Example: mood completions bash > ~/.local/share/bash-completion/completions/mood
    """
  static let shell = Argument<Shell>.choice("SHELL", noun: .nounShell)
  static let arguments = [shell.info]

  let shell: Shell

  init(_ words: ParsedWords) throws { shell = try words.required(Self.shell) }

  func run(_ context: Context) throws {
    try Console.out(shell.completionScript(for: MoodCommand.root))
  }
}
