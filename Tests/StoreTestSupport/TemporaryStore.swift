import Foundation
import MoodCore
import MoodStore

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

/// Short ways to make domain values in tests.
extension Day {
  /// The day written `YYYY-MM-DD`; the test fails loudly on a typo.
  public static func at(_ text: String) -> Day {
    guard let day = Day(text) else { preconditionFailure("bad test day \(text)") }
    return day
  }
}

extension MoodEntry {
  /// An entry logged at noon UTC of its day.
  public static func sample(
    _ day: String, score: Int, words: [String] = [], tags: [String] = [], reason: String = ""
  ) throws -> MoodEntry {
    let day = Day.at(day)
    let noon = Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
    return try MoodEntry(
      day: day, score: Score(score), words: words, tags: tags, reason: reason, loggedAt: noon,
      timeZone: "UTC")
  }
}
