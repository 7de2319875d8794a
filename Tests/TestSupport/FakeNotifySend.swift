import Foundation

/// A stand-in `notify-send` for the tests of `--notify`: it writes the arguments it was given,
/// one a line, to a file, instead of reaching a desktop.
public struct FakeNotifySend {
  /// The folder that holds it, removed with this value.
  public let folder: TemporaryDirectory
  /// The file it writes to; absent until it runs.
  public let record: String

  /// Writes the program into a folder of its own.
  /// - Throws: when the folder or the program cannot be made.
  public init() throws {
    folder = try TemporaryDirectory(prefix: "moodcard-bin")
    record = folder.file("arguments")
    let script = "#!/bin/sh\nprintf '%s\\n' \"$@\" > \(record)\n"
    try Data(script.utf8).write(to: URL(fileURLWithPath: folder.file("notify-send")))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: folder.file("notify-send"))
  }

  /// A `PATH` that finds it first, and then the system's programs.
  public var searchPath: String { folder.path + ":/usr/bin:/bin" }

  /// What it was asked to show at its last run, one argument a line, or `nil` before it ran.
  public func shown() throws -> String? {
    guard FileManager.default.fileExists(atPath: record) else { return nil }
    return try String(contentsOfFile: record, encoding: .utf8)
  }
}
