import Foundation

/// What a short-lived program says: its exit status and its standard output and error, read
/// together as they come. For the Syncthing pair's `syncthing` calls and the bench's
/// `mood show` beside the pair.
public struct ProgramOutput: Sendable {
  public let status: Int32
  public let text: String

  /// Runs `arguments` (the program's path first) with exactly `environment`, and waits for it.
  public init(_ arguments: [String], environment: [String: String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: arguments[0])
    process.arguments = Array(arguments.dropFirst())
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    status = process.terminationStatus
    text = String(decoding: data, as: UTF8.self)
  }
}
