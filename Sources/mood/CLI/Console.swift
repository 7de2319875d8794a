import Foundation

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
    if let failure = FileDescriptorWriter.write(data, to: STDOUT_FILENO) {
      throw failure == EPIPE
        ? CommandError.readerGone
        : CommandError.io("cannot write to standard output: \(String(cString: strerror(failure)))")
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
  static func error(_ text: String) {
    _ = FileDescriptorWriter.write(Data((text + "\n").utf8), to: STDERR_FILENO)
  }

  /// Writes `warnings` to standard error, each as `warning: TEXT`: the first few, then how many
  /// more there are, so a file with thousands of them is still read at a glance.
  static func warnings(_ warnings: [String], showing count: Int = 5) {
    for warning in warnings.prefix(count) { error("warning: \(warning)") }
    if warnings.count > count {
      let more = warnings.count - count
      error("warning: and \(more) more warning\(more == 1 ? "" : "s") like these")
    }
  }

  /// Whether standard input and standard error are both a terminal, so a person can answer.
  static var canAsk: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

  /// Asks a yes/no `question` on the terminal; only `y` or `yes` count as yes.
  static func confirm(_ question: String) -> Bool {
    _ = FileDescriptorWriter.write(Data("\(question) [y/N] ".utf8), to: STDERR_FILENO)
    let answer = readLine()?.trimmingWhitespace().lowercased() ?? ""
    return answer == "y" || answer == "yes"
  }
}

/// Whole writes to a file descriptor with `write(2)`, retried after a signal or a short write.
enum FileDescriptorWriter {
  /// Writes all of `data` to `descriptor`.
  /// - Returns: `nil` when every byte was written, else the `errno` of the failed write.
  static func write(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { buffer -> Int32? in
      guard let base = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}
