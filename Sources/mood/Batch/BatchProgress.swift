import FoundationEssentials
import Glibc
import MoodApp
import MoodCore
import MoodSystem
import Synchronization

/// How far a batch is, on standard error: a bar redrawn in place on a terminal (count, rate,
/// time left), a plain line per card otherwise, nothing with `--quiet`.
///
/// Workers report from their own threads; the lock keeps lines whole and the count in order.
final class BatchProgress: Sendable {
  /// The ways progress is shown.
  enum Style: Equatable {
    /// A bar on one line, redrawn in place; coloured unless `NO_COLOR` is set.
    case bar(colored: Bool)
    /// One line per card, for logs and pipes.
    case lines
    /// Nothing: `--quiet`, or no cards to draw.
    case silent

    /// The style for standard error as it is: a terminal gets the bar.
    init(quiet: Bool, environment: [String: String]) {
      if quiet {
        self = .silent
      } else if isatty(STDERR_FILENO) == 1 {
        self = .bar(colored: (environment["NO_COLOR"] ?? "").isEmpty)
      } else {
        self = .lines
      }
    }
  }

  private struct State {
    var done = 0
    var started: Date?
  }

  private let style: Style
  private let total: Int
  private let messages: Messages
  private let state = Mutex(State())

  /// Progress through `total` cards shown in `style`, in the language of `messages`.
  /// With nothing to draw, nothing is shown.
  init(style: Style, total: Int, messages: Messages) {
    self.style = total == 0 ? .silent : style
    self.total = total
    self.messages = messages
  }

  /// Marks the start of the drawing, from which the rate is measured.
  func start() {
    state.withLock { $0.started = Date() }
    if case .bar = style { write(bar(done: 0, elapsed: 0)) }
  }

  /// Reports that the card in `file` was written.
  func cardWritten(_ file: String) {
    state.withLock { state in
      state.done += 1
      switch style {
      case .silent:
        break
      case .lines:
        write(
          messages(.batchProgressLine, ["done": state.done, "total": total, "file": file]) + "\n")
      case .bar:
        write(bar(done: state.done, elapsed: -(state.started ?? Date()).timeIntervalSinceNow))
      }
    }
  }

  /// Ends the bar's line, so what follows starts on a line of its own.
  func finish() {
    if case .bar = style { write("\n") }
  }

  /// `\r` and the bar line: `[██████░░░░░░]  12/31  8.4 cards/s  2s left`.
  private func bar(done: Int, elapsed: TimeInterval) -> String {
    let width = 24
    let filled = total == 0 ? width : done * width / total
    var bar = String(repeating: "█", count: filled)
    let empty = String(repeating: "░", count: width - filled)
    if style == .bar(colored: true) { bar = "\u{1B}[32m" + bar + "\u{1B}[0m" }
    let counter =
      String(repeating: " ", count: String(total).count - String(done).count)
      + "\(done)/\(total)"
    var line = "\r[\(bar)\(empty)] \(counter)"
    if done > 0, elapsed > 0 {
      let rate = Double(done) / elapsed
      line += "  " + messages(.batchRate, ["rate": NumberText.fixed(rate, decimals: 1)])
      line +=
        "  "
        + messages(.batchTimeLeft, ["time": BatchProgress.duration(Double(total - done) / rate)])
    }
    // Clears what a longer line before left behind.
    return line + "\u{1B}[K"
  }

  /// `4s`, `1m 05s`.
  static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    return whole < 60
      ? "\(whole)s" : "\(whole / 60)m \(NumberText.zeroPadded(whole % 60, width: 2))s"
  }

  private func write(_ text: String) {
    _ = OutputFile.writeAll(Data(text.utf8), to: STDERR_FILENO)
  }
}
