/// The options every command accepts.
enum GlobalOptions {
  /// `--store PATH`: the store to use instead of the default.
  static let store = Option<String>(
    "store", "PATH", "Use the store at PATH (default: $MOODCARD_STORE or ~/.local/share)",
    values: .file)
  /// `--locale LANG`: the language of the run, over the saved one and the environment. Read
  /// ahead of parsing (`RunSettings`), since the parser's own messages are in it.
  static let locale = Option<String>(
    "locale", "LANG", "The language: en or zh-Hans, with a region if you like (en-US)",
    values: .choices(["en", "en-US", "en-GB", "zh-Hans", "zh-Hans-CN"]))
  /// `-h, --help`.
  static let help = Flag("help", short: "h", "Show help for this command")

  /// `--version`, on `mood` alone.
  static let version = Flag("version", "Show the version")

  static let infos = [store.info, locale.info, help.info]
}
