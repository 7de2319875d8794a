import FoundationEssentials
import Glibc
import MoodCore
import MoodSystem

/// The store's files written by `OutputFile`'s rules (a new or regular file replaced
/// atomically, a link followed, a device or FIFO written through), failing as `ImportError`.
///
/// ```swift
/// try AtomicFile.write(try document.jsonData(), to: "backup.json")
/// ```
public enum AtomicFile {
  /// Writes `data` to `path`; a new file gets mode 0600, since it holds someone's journal.
  /// - Throws: `ImportError.cannotWrite` naming the path and the system's reason, or
  ///   `.writeFailed` when the disk took no more bytes.
  public static func write(_ data: Data, to path: String) throws {
    try mapFailure { try OutputFile.write(data, to: path, permissions: 0o600) }
  }

  /// Lets `fill` write a private temporary file beside `path`, then renames it over `path`.
  /// - Throws: `ImportError.cannotWrite` or `.writeFailed`, or what `fill` throws.
  static func replace(_ path: String, fill: (String) throws -> Void) throws {
    try mapFailure { try OutputFile.replace(path, fill: fill) }
  }

  /// Lends `body` a new, empty, private temporary file beside `path`, removed afterwards
  /// unless `body` renamed it away.
  static func withTemporaryFile<T>(beside path: String, _ body: (String) throws -> T) throws -> T {
    try mapFailure { try OutputFile.withTemporaryFile(beside: path, body) }
  }

  /// Renames `source` to `destination`, replacing any file there in one step.
  /// - Throws: `ImportError.cannotWrite` naming `destination`.
  static func move(_ source: String, to destination: String) throws {
    guard rename(source, destination) == 0 else {
      throw ImportError.cannotWrite(
        path: destination, reason: .system(errno: errno))
    }
  }

  /// An `OutputFile.Failure` as `ImportError`: `.writeFailed` when the disk took no more bytes
  /// (the path keeps what it held), else `.cannotWrite`.
  private static func mapFailure<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let failure as OutputFile.Failure {
      throw failure.meansWriteFailed
        ? ImportError.writeFailed(path: failure.path, reason: FileProblem(failure))
        : ImportError.cannotWrite(path: failure.path, reason: FileProblem(failure))
    }
  }
}
