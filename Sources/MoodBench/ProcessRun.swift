import Foundation

/// One run of another program, timed from spawn to exit, with its peak memory.
struct ProcessRun {
  /// Wall-clock milliseconds from spawn to exit.
  let milliseconds: Double
  /// The program's peak resident memory, in MiB.
  let peakMiB: Double
  /// The exit status.
  let status: Int32

  /// GNU time, which forks the program from its own small process and reports the peak.
  ///
  /// The peak memory `wait4` reports for a child spawned from this process counts this
  /// process's own memory: Linux carries the high-water mark of the address space a child
  /// starts in over to the program it executes.
  static let time = "/usr/bin/time"

  /// Runs `arguments[0]` with the rest as its arguments and `environment`, output discarded.
  static func run(_ arguments: [String], environment: [String: String]) throws -> ProcessRun {
    let report = FileManager.default.temporaryDirectory
      .appendingPathComponent("mood-bench-time-\(getpid())").path
    let command = [time, "--format=%M %x", "--output=\(report)"] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = posix_spawn(&pid, time, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw BenchError(
        "cannot start \(time) (Debian package time): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let elapsed = now() - start
    // GNU time writes "<peak KiB> <exit status>" on its last line, after a line of its own
    // when the status is not 0.
    let lines = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "")
      .split(separator: "\n")
    let fields = (lines.last ?? "").split(separator: " ").compactMap { Int32($0) }
    guard fields.count == 2 else {
      throw BenchError("\(arguments[0]) did not finish normally (\(time) reported nothing)")
    }
    return ProcessRun(milliseconds: elapsed, peakMiB: Double(fields[0]) / 1024, status: fields[1])
  }
}

/// A benchmark that could not run, with the reason.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
