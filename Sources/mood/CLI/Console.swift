import Foundation

/// The terminal streams: results to standard output, messages and questions to standard error.
enum Console {
  /// Writes `text` to standard output as is.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` and a newline to standard output.
  static func print(_ text: String) { out(text + "\n") }

  /// Writes `text` and a newline to standard error.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Whether standard input and standard error are both a terminal, so a person can answer.
  static var canAsk: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Asks a yes/no `question` on the terminal; only the answers the catalog lists as yes
  /// (`y`, `yes`; `是`, `好`, ... in Chinese) count as yes.
  static func confirm(_ question: String, messages: Messages) -> Bool {
    FileHandle.standardError.write(
      Data((messages(.confirmQuestion, ["question": question]) + " ").utf8))
    let answer = readLine()?.trimmingWhitespace().lowercased() ?? ""
    let yes = messages(.confirmYesAnswers).split(separator: ",").map {
      $0.trimmingWhitespace().lowercased()
    }
    return !answer.isEmpty && yes.contains(answer)
  }
}
