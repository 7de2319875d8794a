import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// `mood lock`: the web app's lock, set, removed, told and reset. It reads and writes the
/// lock's own file in the phone's folder, never the journal.
enum LockCommands {
  static let group = Command(
    group: "lock", abstract: "Lock the web app with a PIN or passphrase, and passkeys",
    discussion:
      "Without a subcommand, says whether the lock is on. The terminal is not locked: the "
      + "computer account is its lock.",
    subcommands: [
      status, Command(LockSetCommand.self), Command(LockOffCommand.self),
      Command(LockResetCommand.self),
    ],
    default: status)

  static let status = Command(LockStatusCommand.self)

  /// The lock's file of `context`'s data folder.
  /// - Parameter creating: whether to make the file (to set a lock), else one that is missing
  ///   reads as the lock off.
  static func book(_ context: Context, creating: Bool = false) throws -> LockBook {
    let folder = PhoneFolder(environment: context.environment)
    return creating
      ? try LockBook(folder: folder, ifMissing: .create)
      : try LockBook(folder: folder, ifMissing: .useEmpty)
  }

  /// Reads a PIN or passphrase: at a terminal, typed unseen after `prompt`; otherwise the next
  /// line of standard input (a script's, a test's), never an argument or the environment,
  /// which other users and shell histories see.
  /// - Throws: `CommandError.declined` when cancelled; `FailureMessage` when nothing is given.
  static func secret(_ prompt: String, messages: Messages) throws -> String {
    guard isatty(STDIN_FILENO) == 1 else {
      guard let line = readLine(strippingNewline: true), !line.isEmpty else {
        throw FailureMessage(.invalid, .lockNoInput)
      }
      return line.hasSuffix("\r") ? String(line.dropLast()) : line
    }
    switch TerminalSecret.read(prompt: prompt + " ") {
    case .typed(let text) where text.isEmpty: throw FailureMessage(.invalid, .lockNoInput)
    case .typed(let text): return text
    case .cancelled: throw CommandError.declined
    case .noTerminal: throw FailureMessage(.invalid, .lockNoInput)
    }
  }

  /// Asks for the lock's secret and checks it, wrong tries counting as at the web app's lock.
  /// - Throws: `FailureMessage` for a wrong secret or a wait after too many.
  static func checkSecret(_ book: LockBook, messages: Messages) throws {
    let typed = try secret(messages(.lockCurrentPrompt), messages: messages)
    switch try book.unlock(with: typed, at: BootInstant.now()) {
    case .unlocked, .off: return
    case .wrong: throw FailureMessage(.refused, .lockWrong)
    case .waiting(let seconds):
      throw FailureMessage(.refused, .lockWaiting, ["seconds": "\(seconds)"])
    }
  }

  /// `PIN` or `passphrase`, as the messages name the kind.
  static func kind(_ kind: LockSecret.Kind, messages: Messages) -> String {
    switch kind {
    case .pin: messages(.lockKindPIN)
    case .passphrase: messages(.lockKindPassphrase)
    }
  }

  /// When the lock locks again, as the messages say it.
  static func idle(_ seconds: Int, messages: Messages) -> String {
    switch seconds {
    case 0: messages(.lockIdleImmediately)
    case 60: messages(.lockIdleMinute)
    default: messages(.lockIdleMinutes, ["minutes": "\(seconds / 60)"])
    }
  }
}
