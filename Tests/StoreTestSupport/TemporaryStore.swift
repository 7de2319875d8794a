import Foundation
import MoodStore
import TestSupport

/// A real store file in its own temporary folder, for one test.
public final class TemporaryStore {
  /// The folder holding the store.
  public let directory: TemporaryDirectory
  /// The store file's path.
  public var path: String { directory.file("mood.sqlite") }

  public init() throws { directory = try TemporaryDirectory(prefix: "moodcard-store") }

  /// Opens the store, creating it on first use.
  public func open() throws -> Store { try Store(path: path) }

  /// Opens the store, runs `body` in one write transaction and closes it.
  @discardableResult
  public func write<T>(_ body: (Database) throws -> T) throws -> T {
    let store = try open()
    defer { try? store.close() }
    return try store.write(body)
  }

  /// Opens the store, lends it to `body` for reading and closes it.
  public func read<T>(_ body: (Database) throws -> T) throws -> T {
    let store = try open()
    defer { try? store.close() }
    return try store.read(body)
  }
}
