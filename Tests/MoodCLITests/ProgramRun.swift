import Foundation

/// What a program other than `mood` printed and how it exited.
struct ProgramRun {
  let stdout: String
  let stderr: String
  let status: Int32

  /// Runs `program` with `arguments` in `environment` only, reading both streams to the end.
  /// - Throws: `Missing` when there is no such program; `make deps` installs the ones the tests
  ///   use.
  init(
    _ program: String, _ arguments: [String], environment: [String: String],
    directory: String? = nil
  ) throws {
    guard FileManager.default.isExecutableFile(atPath: program) else {
      throw Missing(program: program)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.currentDirectoryURL = directory.map { URL(fileURLWithPath: $0) }
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    stdout = String(decoding: out, as: UTF8.self)
    stderr = String(decoding: err, as: UTF8.self)
    status = process.terminationStatus
  }

  struct Missing: Error, CustomStringConvertible {
    let program: String
    var description: String { "\(program) is missing; `make deps` installs it" }
  }
}
