import FoundationEssentials
import Glibc
import MoodApp
import MoodCore

/// `mood lock reset`: removes a forgotten lock without its PIN, as the account that owns it.
/// The terminal is the computer account's, so the account is all it asks for; nothing of the
/// journal is encrypted with the lock, so nothing is lost with it.
struct LockResetCommand: ParsableCommand {
  static let name = "reset"
  static let abstract = "Remove a forgotten lock without its PIN (the journal is untouched)"

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    let path = PhoneFolder(environment: context.environment).file(LockBook.fileName).path
    var info = stat()
    guard stat(path, &info) == 0 else {
      try Console.print(context.messages(.lockOffAlready))
      return
    }
    guard info.st_uid == getuid() else {
      throw FailureMessage(.refused, .lockResetNotOwner, ["path": .text(path)])
    }
    let book = try LockCommands.book(context)
    defer { try? book.close() }
    let wasOn = try book.remove()
    try book.close()
    try Console.print(context.messages(wasOn ? .lockResetDone : .lockOffAlready))
  }
}
