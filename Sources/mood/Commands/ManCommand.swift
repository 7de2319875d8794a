import MoodApp

/// `mood man`: the manual page `mood.1` in roff, generated from the command tree. Hidden: it is
/// for `make install` and packagers, who put it where `man` finds it.
struct ManCommand: ParsableCommand {
  static let name = "man"
  static let abstract = "Print the manual page mood.1 in roff"

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    try Console.out(ManPage.text(MoodCommand.root, version: Release.version))
  }
}
