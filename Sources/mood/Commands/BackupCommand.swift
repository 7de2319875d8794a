import FoundationEssentials
import MoodApp
import MoodStore

/// `mood backup`: a consistent copy of the store.
struct BackupCommand: ParsableCommand {
  static let name = "backup"
  static let abstract = "Copy the store to a file, safely even while it is in use"
  static let discussion = """
    Uses SQLite's online backup API: the copy is one consistent snapshot even while another \
    process writes. The file is written beside FILE and renamed into place when complete. \
    With --encrypt (or keys given) it is an age file, sealed in memory: `mood restore` or \
    `age -d` opens it.
    """
  static let file = Argument<String>(
    "FILE", "Where to write the copy (replaced if it exists)", values: .file)
  static let arguments = [file.info]
  static let options: [any OptionDeclaring] = EncryptionGroup.sealing

  let path: String
  let sealing: Sealing

  init(_ words: ParsedWords) throws {
    path = try words.required(Self.file)
    sealing = try Sealing(words)
  }

  func run(_ context: Context) throws {
    let store = try context.openStoreForReading()
    guard FileManager.default.fileExists(atPath: store.path) else {
      throw CommandError.noInput(context.messages(.backupNoStore, ["path": store.path]))
    }
    let count = try store.read { try $0.entryCount() }
    var lines = [context.messages(.backedUp, ["count": count, "path": path])]
    if sealing.isRequested {
      let recipients = try sealing.ageRecipients(for: path, messages: context.messages)
      try store.backup(to: path) { try EncryptedFile.seal($0, for: recipients, path: path) }
      lines.append(Sealing.note(recipients, messages: context.messages))
    } else {
      try store.backup(to: path)
    }
    try store.close()
    try Console.print(lines.joined(separator: "\n"))
  }
}
