import CSpawn
import FoundationEssentials
import Glibc

/// A program run as a child process with `posix_spawn`, in this process's environment, with
/// no descriptor of this process but its standard input, output and error (as Foundation's
/// `Process` did).
/// ```swift
/// let status = try ChildProgram(path: "/usr/bin/systemctl", arguments: ["--user", "daemon-reload"])
///   .run()
/// ```
package struct ChildProgram {
  /// The executable's full path.
  package let path: String
  /// Its arguments, without its name.
  package let arguments: [String]
  /// A descriptor the child reads as its standard input, else this process's.
  package var standardInput: Int32?
  /// Whether its standard output and error go to `/dev/null`.
  package var quiet = false

  package init(
    path: String, arguments: [String], standardInput: Int32? = nil, quiet: Bool = false
  ) {
    self.path = path
    self.arguments = arguments
    self.standardInput = standardInput
    self.quiet = quiet
  }

  /// Starts it and waits for it to end.
  /// - Returns: its exit status, or 128 plus the signal that ended it.
  /// - Throws: `POSIXError` when it cannot start.
  package func run() throws -> Int32 {
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
  package func launch() throws {
    let child = try start()
    // The child runs already, so its start did not fail: a waiter the system refuses leaves
    // it a zombie until this process ends, which holds a slot in the process table and nothing
    // more.
    try? SystemThread.detach {
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
    // Whatever this process holds open without O_CLOEXEC (a library's file, the clipboard's
    // input once duplicated) stays out of a program that may outlive it.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3)
    // The child starts with no signal blocked and every signal at its default, whatever this
    // process blocks or ignores (`mood serve` and `mood batch` block SIGINT and SIGTERM).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t(), all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let words = ([path] + arguments).map { strdup($0) }
    defer { words.forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, &attributes, words + [nil], environ)
    guard result == 0 else { throw POSIXError(.init(rawValue: result) ?? .EIO) }
    return child
  }
}
