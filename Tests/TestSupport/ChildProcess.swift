import Foundation

/// Runs programs for the tests: `mood` itself, shells, `man`, `zsh`.
public enum ChildProcess {
  /// Runs `program` with `arguments` in `environment` only, `input` on its standard input,
  /// reading both output streams to the end.
  /// - Throws: `Missing` when there is no such program; `make deps` installs the ones the tests
  ///   use.
  public static func run(
    _ program: String, _ arguments: [String], environment: [String: String], input: String = "",
    directory: String? = nil
  ) throws -> CommandResult {
    guard FileManager.default.isExecutableFile(atPath: program) else {
      throw Missing(program: program)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) }
    let output = Pipe(), errors = Pipe(), stdin = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = stdin
    try process.run()
    // Standard error is read on its own thread from the start, so that neither full pipe can
    // stall the child, even while its input is written.
    let errorsReader = BackgroundReader(errors.fileHandleForReading)
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errorsReader.wait()
    process.waitUntilExit()
    return CommandResult(
      stdoutBytes: outData, stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }

  /// A program the tests need is not installed.
  public struct Missing: Error, CustomStringConvertible {
    public let program: String
    public var description: String { "\(program) is missing; `make deps` installs it" }
  }
}

/// A pipe read to its end on a thread of its own (standard error, while standard output is read
/// on the caller's). Unchecked: `data` is written before `done` is signalled and read only after
/// waiting for it.
private final class BackgroundReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// What was read, once the stream has ended.
  func wait() -> Data {
    done.wait()
    return data
  }
}
