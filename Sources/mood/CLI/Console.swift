import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem

/// The terminal streams: results to standard output, messages and questions to standard error.
///
/// Writes go straight to the file descriptors, so a failed write is reported instead of ending
/// the process: a full disk or a closed descriptor on standard output is an I/O error (exit 74),
/// and a reader that went away (`EPIPE`; `main` ignores `SIGPIPE`) ends the command quietly.
enum Console {
  /// Writes `text` to standard output as is.
  /// - Throws: `CommandError.readerGone` when the reader closed the pipe, `CommandError.io`
  ///   when standard output cannot be written.
  static func out(_ text: String) throws { try write(Data(text.utf8)) }

  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) throws { try out(text + "\n") }

  /// Writes `data` to standard output: a picture or a document asked for with `-o -`.
  static func write(_ data: Data) throws {
    if let failure = OutputFile.writeAll(data, to: STDOUT_FILENO) {
      throw failure == EPIPE ? CommandError.readerGone : CommandError.standardOutput(errno: failure)
    }
  }

  /// Says what was written where (`Wrote card.png`), unless `path` is standard output itself
  /// (`-o /dev/stdout`), where the line would land inside the file.
  static func report(_ message: String, writtenTo path: String) throws {
    var written = stat(), output = stat()
    let isOutput =
      stat(path, &written) == 0 && fstat(STDOUT_FILENO, &output) == 0
      && written.st_dev == output.st_dev && written.st_ino == output.st_ino
    if !isOutput { try print(message) }
  }

  /// Writes `text` and a newline to standard error. A message that cannot be shown is dropped:
  /// standard error is where failures would be reported.
  static func error(_ text: String) { StandardError.line(text) }

  /// Writes `warnings` to standard error, each as `warning: TEXT`: the first few, then how many
  /// more there are, so a file with thousands of them is still read at a glance.
  static func warnings(_ warnings: [String], messages: Messages, showing count: Int = 5) {
    for warning in warnings.prefix(count) {
      error(messages(.importWarning, ["message": warning]))
    }
    if warnings.count > count {
      error(
        messages.count(
          warnings.count - count, one: .moreWarningsOne, other: .moreWarningsOther))
    }
  }

  /// Whether standard input and standard error are both a terminal, so a person can answer.
  static var canAsk: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Asks a yes/no `question` on the terminal; only the answers the catalog lists as yes
  /// (`y`, `yes`; `是`, `好`, ... in Chinese) count as yes.
  static func confirm(_ question: String, messages: Messages) -> Bool {
    let prompt = messages(.confirmQuestion, ["question": question]) + " "
    _ = OutputFile.writeAll(Data(prompt.utf8), to: STDERR_FILENO)
    let answer = readLine()?.trimmingWhitespace().lowercased() ?? ""
    let yes = messages(.confirmYesAnswers).split(separator: ",").map {
      $0.trimmingWhitespace().lowercased()
    }
    return !answer.isEmpty && yes.contains(answer)
  }
}
