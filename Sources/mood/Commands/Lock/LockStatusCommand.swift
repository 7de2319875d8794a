import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem

/// `mood lock status`: whether the web app's lock is on, with what, and its passkeys.
struct LockStatusCommand: ParsableCommand {
  static let name = "status"
  static let abstract = "Say whether the web app's lock is on"

  init(_ words: ParsedWords) throws {}

  func run(_ context: Context) throws {
    let messages = context.messages
    let book = try LockCommands.book(context)
    let status = try book.status(at: BootInstant.now())
    try book.close()
    guard let kind = status.kind else {
      try Console.print(messages(.lockStatusOff))
      return
    }
    var text = messages(
      .lockStatusOn,
      [
        "kind": LockCommands.kind(kind, messages: messages),
        "idle": LockCommands.idle(status.idleSeconds, messages: messages),
        "passkeys": "\(status.passkeys)",
      ])
    if status.waitSeconds > 0 {
      text += "\n" + messages(.lockStatusWaiting, ["seconds": "\(status.waitSeconds)"])
    }
    try Console.print(text)
  }
}
