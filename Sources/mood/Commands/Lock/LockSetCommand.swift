import FoundationEssentials
import MoodApp
import MoodCore

/// `mood lock set`: turns the web app's lock on, or changes its secret or idle time.
struct LockSetCommand: ParsableCommand {
  static let name = "set"
  static let abstract = "Turn the web app's lock on, or change its PIN, passphrase or idle time"
  static let discussion =
    "Asks for a PIN (at least 6 digits) or a passphrase (at least 8 characters) twice, unseen; "
    + "changing a lock asks for the old one first. Without a terminal, reads them from "
    + "standard input, one a line."
  static let idle = Option<Int>(
    "idle", "WHEN", "Lock again immediately (when hidden), or after 1, 5 or 15 minutes unused",
    values: .choices(["immediately", "1", "5", "15"]), parse: LockIdle.seconds)
  static let options: [any OptionDeclaring] = [idle]

  let idleSeconds: Int?

  init(_ words: ParsedWords) throws { idleSeconds = try words.value(Self.idle) }

  func run(_ context: Context) throws {
    let messages = context.messages
    let book = try LockCommands.book(context, creating: true)
    defer { try? book.close() }
    if try book.record() != nil { try LockCommands.checkSecret(book, messages: messages) }
    let first = try LockSecret(
      try LockCommands.secret(messages(.lockNewPrompt), messages: messages))
    let again = try LockCommands.secret(messages(.lockAgainPrompt), messages: messages)
    guard again == first.text else { throw FailureMessage(.invalid, .lockMismatch) }
    try book.set(first, idleSeconds: idleSeconds, at: try context.now)
    let record = try book.record()
    try book.close()
    try Console.print(
      messages(
        .lockSetDone,
        [
          "kind": LockCommands.kind(first.kind, messages: messages),
          "idle":
            LockCommands.idle(record?.idleSeconds ?? LockIdle.standard, messages: messages),
        ]))
  }
}
