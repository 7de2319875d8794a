import FoundationEssentials
import MoodApp
import MoodCore

/// `mood lock off`: turns the web app's lock off, after its PIN or passphrase.
struct LockOffCommand: ParsableCommand {
  static let name = "off"
  static let abstract = "Turn the web app's lock off (asks for its PIN or passphrase)"
  static let discussion = "Forgot it? mood lock reset removes the lock without it."

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    let book = try LockCommands.book(context)
    defer { try? book.close() }
    guard try book.record() != nil else {
      try Console.print(context.messages(.lockOffAlready))
      return
    }
    try LockCommands.checkSecret(book, messages: context.messages)
    try book.remove()
    try book.close()
    try Console.print(context.messages(.lockOffDone))
  }
}
