import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// Why a command failed, and the sysexits code it exits with.
enum CommandError: Error, CustomStringConvertible {
  /// A check found what it reports (today is not logged); the report was printed. Exit 1.
  case notYet
  /// The person answered no to a confirmation; nothing was changed. Exit 1.
  case declined
  /// What was asked for is not there, and that is an answer (`mood config get` of an unset
  /// key), not a failure. Exit 1.
  case absent(String)
  /// The command was used wrongly: a bad or missing argument or option. Exit 64.
  case usage(String, usage: String)
  /// The input data was wrong. Exit 65.
  case data(String)
  /// An input (a day's entry, a file) does not exist. Exit 66.
  case noInput(String)
  /// A program or service the command needs is not there, such as a clipboard program.
  /// Exit 69.
  case unavailable(String)
  /// An output file could not be created. Exit 73.
  case cannotCreate(String)
  /// Reading or writing failed. Exit 74.
  case io(String)
  /// Standard output could not be written (a full disk, a closed descriptor), with the
  /// system's `errno`. Exit 74.
  case standardOutput(errno: Int32)
  /// The passphrase or key does not open the file, or may not be used. Exit 77.
  case noPermission(String)
  /// A resource was busy; trying again may work. Exit 75.
  case temporaryFailure(String)
  /// A signal stopped the work part way, cleanly. Exit 128 plus the signal's number: 130 for
  /// Ctrl-C (SIGINT), 143 for SIGTERM, as shells report a process the signal ended.
  case interrupted(String, signal: Int32)
  /// The reader of standard output went away (a closed pipe) after the work was done. Nothing
  /// more is printed; exit 141, the status of a process `SIGPIPE` ended, as other tools report.
  case readerGone

  /// The exit status: 1 for the answers that are not failures (`notYet`, `declined`,
  /// `absent`), a sysexits code for the errors, 128 + the signal for a stop by a signal.
  var exitCode: Int32 {
    switch self {
    case .notYet, .declined, .absent: return 1
    case .usage: return 64
    case .data: return 65
    case .noInput: return 66
    case .unavailable: return 69
    case .cannotCreate: return 73
    case .io, .standardOutput: return 74
    case .temporaryFailure: return 75
    case .noPermission: return 77
    case .interrupted(_, let signal): return 128 + signal
    case .readerGone: return 128 + SIGPIPE
    }
  }

  var description: String {
    switch self {
    case .notYet:
      return "today is not logged yet"
    case .declined:
      return "cancelled; nothing was changed"
    case .readerGone:
      return "the reader of standard output went away"
    case .standardOutput(let code):
      return "cannot write to standard output: \(SystemReason.text(errno: code))"
    case .usage(let message, _), .data(let message), .noInput(let message),
      .unavailable(let message), .absent(let message), .cannotCreate(let message), .io(let message),
      .temporaryFailure(let message), .noPermission(let message),
      .interrupted(let message, _):
      return message
    }
  }

  /// The message in the language of `messages`.
  func text(_ messages: Messages) -> String {
    switch self {
    case .declined: return messages(.declined)
    case .standardOutput(let code):
      return messages(.cannotWriteStandardOutput, ["reason": SystemReason.text(errno: code)])
    default: return description
    }
  }

  /// The error as a command reports it, from any error a command may throw: MoodApp's
  /// failure table gives its kind (`Failure`), and this one complete `switch` its exit code.
  init(_ error: any Error, usage: String, messages: Messages) {
    if let error = error as? CommandError {
      self = error
      return
    }
    let text = Self.text(of: error, messages)
    switch Failure(error) {
    case .malformed, .invalid: self = .usage(text, usage: usage)
    case .notFound: self = .noInput(text)
    case .conflict, .damaged, .storeDamaged: self = .data(text)
    case .busy: self = .temporaryFailure(text)
    case .readOnly, .diskFull, .failed: self = .io(text)
    case .cannotCreate: self = .cannotCreate(text)
    case .unavailable: self = .unavailable(text)
    case .refused: self = .noPermission(text)
    }
  }

  /// What a command says of `error` in the language of `messages`.
  private static func text(of error: any Error, _ messages: Messages) -> String {
    switch error {
    case let error as Preferences.Failure: return error.text(messages)
    case is UserUnits.SystemctlMissing: return messages(.systemctlMissing)
    default: return messages.text(of: error)
    }
  }
}
