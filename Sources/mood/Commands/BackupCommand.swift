import FoundationEssentials
import MoodApp
import MoodStore

/// `mood backup`: a consistent copy of the store.
struct BackupCommand: ParsableCommand {
  static let name = "backup"
  static let abstract = "Copy the store to a file, safely even while it is in use"
  static let discussion = """
    Uses SQLite's online backup API: the copy is one consistent snapshot even while another \
    process writes. The file is written beside FILE and renamed into place when complete.
    """
  static let file = Argument<String>(
    "FILE", "Where to write the copy (replaced if it exists)", values: .file)
  static let arguments = [file.info]

  let path: String

  init(_ words: ParsedWords) throws { path = try words.required(Self.file) }

  func run(_ context: Context) throws {
    let store = try context.openStoreForReading()
    guard FileManager.default.fileExists(atPath: store.path) else {
      throw CommandError.noInput(context.messages(.backupNoStore, ["path": store.path]))
    }
    let count = try store.read { try $0.entryCount() }
    try store.backup(to: path)
    try store.close()
    try Console.print(context.messages(.backedUp, ["count": count, "path": path]))
  }
}
