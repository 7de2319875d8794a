import Foundation

/// Writes files so that their path never holds a partial file: the bytes go to a private
/// temporary file in the same folder, which is then renamed over the path.
///
/// ```swift
/// try AtomicFile.write(try document.jsonData(), to: "backup.json")
/// ```
public enum AtomicFile {
  /// Writes `data` to `path` (mode 0600, replacing any file there) through a temporary file.
  /// - Throws: `ImportError.cannotWrite` naming the path and the system's reason.
  public static func write(_ data: Data, to path: String) throws {
    try replace(path) { temporary in
      guard let handle = FileHandle(forWritingAtPath: temporary) else {
        throw ImportError.cannotWrite(path: path, reason: "the temporary file cannot be opened")
      }
      do {
        try handle.write(contentsOf: data)
        try handle.synchronize()
        try handle.close()
      } catch {
        throw ImportError.cannotWrite(path: path, reason: ImportError.reason(of: error))
      }
    }
  }

  /// Makes a private (0600) empty temporary file beside `path`, lets `fill` write it, then
  /// renames it to `path`; the temporary file is removed if anything fails.
  /// - Throws: `ImportError.cannotWrite`, or what `fill` throws.
  static func replace(_ path: String, fill: (String) throws -> Void) throws {
    try withTemporaryFile(beside: path) { temporary in
      try fill(temporary)
      try move(temporary, to: path)
    }
  }

  /// Lends `body` the path of a new, empty, private (0600) file in the folder of `path`, and
  /// removes the file afterwards unless `body` renamed it away.
  /// - Throws: `ImportError.cannotWrite` when the file cannot be made, or what `body` throws.
  static func withTemporaryFile<T>(beside path: String, _ body: (String) throws -> T) throws -> T {
    let url = URL(fileURLWithPath: path)
    let temporary =
      url.deletingLastPathComponent().appendingPathComponent(
        ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
      ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw ImportError.cannotWrite(path: path, reason: ImportError.reason(errno: errno))
    }
    close(descriptor)
    defer { unlink(temporary) }
    return try body(temporary)
  }

  /// Renames `source` to `destination`, replacing any file there in one step.
  /// - Throws: `ImportError.cannotWrite` naming `destination`.
  static func move(_ source: String, to destination: String) throws {
    guard rename(source, destination) == 0 else {
      throw ImportError.cannotWrite(path: destination, reason: ImportError.reason(errno: errno))
    }
  }
}
