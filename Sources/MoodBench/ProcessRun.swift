import Foundation

/// One run of another program, timed from spawn to exit, with its peak memory.
struct ProcessRun {
  /// Wall-clock milliseconds from spawn to exit.
  let milliseconds: Double
  /// The child's peak resident memory, in MiB (from `wait4`'s resource usage).
  let peakMiB: Double
  /// The exit status.
  let status: Int32

  /// Runs `arguments[0]` with the rest as its arguments and `environment`, output discarded.
  static func run(_ arguments: [String], environment: [String: String]) throws -> ProcessRun {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = now() - start
    return ProcessRun(
      milliseconds: elapsed, peakMiB: Double(usage.ru_maxrss) / 1024,
      status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
  }
}

/// A benchmark that could not run, with the reason.
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
