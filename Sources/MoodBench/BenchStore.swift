import Foundation
import MoodCore
import MoodStore

/// The stores the whole-process cases run `mood` on.
enum BenchStore {
  /// Makes a new store at `path`, replacing any there (with its `-wal` and `-shm`), and fills
  /// it in one transaction.
  static func create(at path: String, filling fill: (Database) throws -> Void) throws {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    let store = try Store(path: path)
    try store.write { db in try fill(db) }
    try store.close()
  }

  /// Makes a new store at `path` holding `entries`.
  static func create(at path: String, entries: [MoodEntry]) throws {
    try create(at: path) { db in for entry in entries { try db.save(entry) } }
  }
}
