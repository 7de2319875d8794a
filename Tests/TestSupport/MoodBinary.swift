import Foundation

/// What a run of the built `mood` binary printed and how it exited.
public struct CommandResult: Sendable {
  /// Everything written to standard output, as bytes (a picture written to `-`).
  public let stdoutBytes: Data
  /// Everything written to standard output, as text.
  public var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
  /// Everything written to standard error.
  public let stderr: String
  /// The exit status.
  public let status: Int32
}

/// The `mood` executable that SwiftPM built beside the test bundle.
public enum MoodBinary {
  /// The binary's path: `$MOOD_BINARY` when set, else `mood` in the folder of the running tests.
  public static var path: String {
    if let path = ProcessInfo.processInfo.environment["MOOD_BINARY"] { return path }
    let tests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = tests.deletingLastPathComponent()
    // On Linux the tests run as `<build>/MoodCardPackageTests.xctest`; elsewhere inside a bundle.
    while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("mood").path),
      folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("mood").path
  }

  /// Runs `mood` on a pseudo-terminal made by util-linux `script`, typing `input` at it, as a
  /// person at a terminal would. The output is the terminal's: prompts and results together.
  /// - Parameter environment: more variables, such as `NO_COLOR`.
  public static func runOnTerminal(
    _ arguments: [String], store: String, input: String, environment: [String: String] = [:]
  ) throws -> CommandResult {
    let quoted = ([path] + arguments).map {
      "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
    let result = try runProgram(
      "/usr/bin/script", ["-qec", quoted.joined(separator: " "), "/dev/null"], store: store,
      now: "2026-11-29T20:00:00Z", environment: environment, input: input, directory: nil)
    return result
  }

  /// Runs `mood` with `arguments` and a clean environment that points at `store`.
  /// - Parameters:
  ///   - store: the value of `--store`, passed through `MOODCARD_STORE`.
  ///   - now: the instant the command takes as now (`MOODCARD_NOW`), ISO 8601.
  ///   - environment: more variables; `TZ` is `Etc/UTC` and `XDG_CONFIG_HOME` a folder that
  ///     does not exist unless given.
  ///   - input: what standard input holds (it is never a terminal).
  ///   - directory: the folder it runs in; by default the tests' own.
  public static func run(
    _ arguments: [String], store: String? = nil, now: String? = "2026-11-29T20:00:00Z",
    environment: [String: String] = [:], input: String = "", directory: String? = nil
  ) throws -> CommandResult {
    try runProgram(
      path, arguments, store: store, now: now, environment: environment, input: input,
      directory: directory)
  }

  /// Runs a `/bin/sh` script in which `$MOOD` is the binary, for pipes and redirections
  /// (`"$MOOD" log 7 | head -c 1`, `"$MOOD" export > /dev/full`). Arguments after the script
  /// are `$1`, `$2`, ...
  public static func runShell(
    _ script: String, _ arguments: [String] = [], store: String? = nil,
    environment: [String: String] = [:], directory: String? = nil
  ) throws -> CommandResult {
    try runProgram(
      "/bin/sh", ["-c", script, "sh"] + arguments, store: store, now: "2026-11-29T20:00:00Z",
      environment: ["MOOD": path].merging(environment) { $1 }, input: "", directory: directory)
  }

  /// The environment of every run of `mood` in the tests, the one way to make it: the store,
  /// the clock, `TZ` `Etc/UTC`, `HOME` the temporary folder, `PATH` the tests' own, and a
  /// config folder that does not exist, so that no run reads the developer's own preferences.
  /// - Parameters:
  ///   - store: the store's path (`MOODCARD_STORE`), or `nil` for none.
  ///   - now: the instant taken as now (`MOODCARD_NOW`), or `nil` for the clock's.
  ///   - adding: more variables, which win over these.
  public static func environment(
    store: String?, now: String? = "2026-11-29T20:00:00Z", adding more: [String: String] = [:]
  ) -> [String: String] {
    var variables = ["TZ": "Etc/UTC", "HOME": FileManager.default.temporaryDirectory.path]
    variables["PATH"] = ProcessInfo.processInfo.environment["PATH"]
    variables["MOODCARD_STORE"] = store
    variables["MOODCARD_NOW"] = now
    variables["XDG_CONFIG_HOME"] = "/nonexistent/moodcard-tests"
    return variables.merging(more) { $1 }
  }

  private static func runProgram(
    _ program: String, _ arguments: [String], store: String?, now: String?,
    environment: [String: String], input: String, directory: String? = nil
  ) throws -> CommandResult {
    try ChildProcess.run(
      program, arguments,
      environment: Self.environment(store: store, now: now, adding: environment),
      input: input, directory: directory)
  }
}
