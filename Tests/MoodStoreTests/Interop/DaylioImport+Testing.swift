import Foundation
import MoodCore
import MoodStore
import TestSupport

extension DaylioImport {
  /// A day after every test file's rows, fixtures and real exports: none of them is in the
  /// future.
  static let testToday = Day.at("2030-01-01")

  /// The import of the file at `path` through a real `CSVReader` over its bytes, with `map`
  /// scoring the moods beyond Daylio's five defaults and times placed in `zone`.
  init(path: String, map: String = "", zone: Zone = .utc) throws {
    let file = try InputFile(path: path)
    defer { try? file.close() }
    var reader = CSVReader(file: file)
    try self.init(
      reading: &reader, moodMap: try MoodMap(parsing: map), timeZone: zone,
      today: DaylioImport.testToday)
  }

  /// The import of `text`, as `init(path:map:zone:)`.
  init(text: String, map: String = "", zone: Zone = .utc) throws {
    var reader = CSVReader(text: text)
    try self.init(
      reading: &reader, moodMap: try MoodMap(parsing: map), timeZone: zone,
      today: DaylioImport.testToday)
  }
}

extension Date {
  /// The instant written in ISO 8601 (`2025-05-01T19:30:00Z`); the test fails loudly on a typo.
  static func at(_ text: String) -> Date {
    guard let date = ISO8601DateFormatter().date(from: text) else {
      preconditionFailure("bad test instant \(text)")
    }
    return date
  }
}
