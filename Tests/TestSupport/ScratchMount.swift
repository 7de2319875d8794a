import Foundation

/// A small tmpfs mounted in a temporary folder, for what a test cannot make otherwise: a full
/// disk (its size) and read-only media (`makeReadOnly()`), which root's permissions ignore in an
/// ordinary folder. Needs root, as the tests run in CI; unmounted when released.
public final class ScratchMount {
  /// The mounted folder.
  public let path: String
  private let parent: TemporaryDirectory

  /// Mounts a tmpfs of `kibibytes` KiB.
  public init(kibibytes: Int) throws {
    parent = try TemporaryDirectory(prefix: "moodcard-mount")
    path = parent.file("mnt")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try ScratchMount.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kibibytes)k", "tmpfs", path])
  }

  deinit { try? ScratchMount.run("/bin/umount", ["-l", path]) }

  /// A file name inside the mount.
  public func file(_ name: String) -> String { "\(path)/\(name)" }

  /// Remounts it read-only: every write fails with EROFS, even root's.
  public func makeReadOnly() throws {
    try ScratchMount.run("/bin/mount", ["-o", "remount,ro", path])
  }

  private static func run(_ program: String, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ScratchMountError(
        command: ([program] + arguments).joined(separator: " "), message: message)
    }
  }
}

/// A mount command that failed, with what it printed.
public struct ScratchMountError: Error, CustomStringConvertible {
  public let command: String
  public let message: String
  public var description: String { "\(command) failed: \(message)" }
}
