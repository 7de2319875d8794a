import FoundationEssentials
import Glibc
import MoodCore

/// A program run as a child process with `posix_spawn`, in this process's environment.
/// ```swift
/// let status = try ChildProgram(path: "/usr/bin/systemctl", arguments: ["--user", "daemon-reload"])
///   .run()
/// ```
struct ChildProgram {
  /// The executable's full path.
  let path: String
  /// Its arguments, without its name.
  let arguments: [String]
  /// A descriptor the child reads as its standard input, else this process's.
  var standardInput: Int32?
  /// Whether its standard output and error go to `/dev/null`.
  var quiet = false

  /// Starts it and waits for it to end.
  /// - Returns: its exit status, or 128 plus the signal that ended it.
  /// - Throws: `POSIXError` when it cannot start.
  func run() throws -> Int32 {
    let child = try start()
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else { throw POSIXError(.init(rawValue: errno) ?? .ECHILD) }
    }
    // WIFEXITED and WEXITSTATUS, which Swift does not import: the low 7 bits are the signal.
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// Starts it without waiting: a thread of this process waits for it, so that it leaves no
  /// zombie behind while this process runs on (`mood serve` opening a browser).
  /// - Throws: `POSIXError` when it cannot start.
  func launch() throws {
    let child = try start()
    NativeThread.start {
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0, errno == EINTR {}
    }
  }

  private func start() throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, 0) }
    if quiet {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    let words = ([path] + arguments).map { strdup($0) }
    defer { words.forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, nil, words + [nil], environ)
    guard result == 0 else { throw POSIXError(.init(rawValue: result) ?? .EIO) }
    return child
  }
}
