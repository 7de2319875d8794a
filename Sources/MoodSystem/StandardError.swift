import FoundationEssentials
import Glibc

/// Standard error, where a program says what went wrong.
package enum StandardError {
  /// Writes `text` and a newline. A message that cannot be shown is dropped: standard error is
  /// where failures would be reported.
  package static func line(_ text: String) {
    _ = OutputFile.writeAll(Data((text + "\n").utf8), to: STDERR_FILENO)
  }
}
