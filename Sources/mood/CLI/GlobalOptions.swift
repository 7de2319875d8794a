/// The options every command accepts.
enum GlobalOptions {
  /// `--store PATH`: the store to use instead of the default.
  static let store = Option<String>(
    "store", "PATH", "Use the store at PATH (default: $MOODCARD_STORE or ~/.local/share)",
    values: .file)
  /// `-h, --help`.
  static let help = Flag("help", short: "h", "Show help for this command")

  /// `--version`, on `mood` alone.
  static let version = Flag("version", "Show the version")

  static let infos = [store.info, help.info]
}
