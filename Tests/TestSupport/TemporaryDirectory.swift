import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
public final class TemporaryDirectory {
  /// The folder's path.
  public let path: String

  /// Creates an empty folder whose name starts with `prefix`.
  public init(prefix: String = "moodcard-test") throws {
    let base = FileManager.default.temporaryDirectory.path
    path = "\(base)/\(prefix)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The folder's file URL, for the APIs that take one.
  public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

  /// The path of `name` inside the folder.
  public func file(_ name: String) -> String { "\(path)/\(name)" }
}
