import FoundationEssentials
import MoodApp

/// `mood restore`: replaces the store with a backup, keeping the old one beside it.
struct RestoreCommand: ParsableCommand {
  static let name = "restore"
  static let abstract = "Replace the store with a backup made by `mood backup`"
  static let discussion = """
    The file is checked first (SQLite's integrity check, that it is a MoodCard store, its \
    schema version); the current store is then kept beside it as STORE.<time>.bak. An \
    encrypted backup (an age file) is decrypted in memory, never on the disk: with the \
    passphrase (asked, or --passphrase-file) or the secret key of --identity.
    """
  static let file = Argument<String>(
    "FILE", "A store file written by `mood backup`", values: .file)
  static let yes = CommonOptions.yes.withHelp("Replace without asking")
  static let arguments = [file.info]
  static let options: [any OptionDeclaring] = [yes] + EncryptionGroup.opening

  let path: String
  let yes: Bool
  let opening: Opening

  init(_ words: ParsedWords) throws {
    path = try words.required(Self.file)
    yes = words.contains(Self.yes)
    opening = try Opening(words)
  }

  func run(_ context: Context) throws {
    let storePath = context.storePath
    let names = ["store": storePath, "file": path]
    // An encrypted backup is opened (and its passphrase asked) before the question, so that
    // a wrong key is told before anything is confirmed.
    let image = try opening.decryptedFile(path, messages: context.messages)
    try context.confirm(
      context.messages(.restoreQuestion, names), action: context.messages(.restoreAction, names),
      yes: yes)
    let outcome = try Journal.restore(path, image: image, to: storePath, now: try context.now)
    try Console.print(
      context.messages(.restored, ["count": outcome.entryCount, "file": path, "store": storePath]))
    if let previous = outcome.previousStore {
      try Console.print(context.messages(.restoredPrevious, ["path": previous]))
    }
  }
}
