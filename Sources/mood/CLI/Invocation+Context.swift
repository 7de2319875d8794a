import Foundation
import MoodCore
import MoodStore

extension Invocation {
  /// Opens the store from `--store`, else the default location.
  /// - Parameter ifMissing: `.useEmpty` for commands that only read, so they create no file.
  func openStore(ifMissing: Store.Missing = .create) throws -> Store {
    let path = value("store") ?? StoreLocation.defaultPath(environment: environment)
    return try Store(path: path, ifMissing: ifMissing)
  }

  /// Opens the store from `--store`, else the default location, for reading only: the file is
  /// not changed in any way, and a missing one reads as an empty journal.
  func openStoreForReading() throws -> Store {
    try Store(readingFrom: value("store") ?? StoreLocation.defaultPath(environment: environment))
  }

  /// The current instant: `$MOODCARD_NOW` (ISO 8601) when set, for tests and demos.
  var now: Date {
    get throws {
      guard let text = environment["MOODCARD_NOW"] else { return Date() }
      guard let date = ISO8601DateFormatter().date(from: text) else {
        throw usageError(
          "MOODCARD_NOW \"\(text)\" is not an ISO 8601 instant like 2026-11-29T20:00:00Z")
      }
      return date
    }
  }

  /// The time zone from `--tz`, else the system's (which honours `TZ`).
  func timeZone() throws -> TimeZone {
    guard let name = value("tz") else { return TimeZone.current }
    guard let zone = TimeZone(identifier: name) else { throw DomainError.unknownTimeZone(name) }
    return zone
  }

  /// Today in the invocation's time zone.
  func today() throws -> Day { Day(instant: try now, timeZone: try timeZone()) }

  /// A day as people type it: `YYYY-MM-DD`, `today` or `yesterday`.
  func day(_ text: String) throws -> Day {
    switch text.lowercased() {
    case "today": return try today()
    case "yesterday": return try today().adding(days: -1)
    default:
      do { return try Day(parsing: text) } catch let error as DomainError {
        guard case .invalidDay(_, let reason) = error, reason.hasPrefix("expected") else {
          throw error
        }
        throw DomainError.invalidDay(text, reason: "expected YYYY-MM-DD, today or yesterday")
      }
    }
  }

  /// The day of the option `name`, else today, as a day to record something on: never a day
  /// after today in the invocation's time zone.
  /// - Throws: `DomainError.dayAfterToday`, or a usage error for a day that does not parse.
  func recordableDay(option name: String) throws -> Day {
    let today = try today()
    let day = try optionalDay(option: name) ?? today
    guard day <= today else { throw DomainError.dayAfterToday(day, today: today) }
    return day
  }

  /// The positional `index` or the option `name` as a day, or `nil` when neither was given.
  func optionalDay(argument index: Int? = nil, option name: String? = nil) throws -> Day? {
    let text = index.flatMap(argument) ?? name.flatMap(value)
    return try text.map(day)
  }

  /// Asks before a destructive step, such as "delete the entry for 2026-11-29": on a terminal a
  /// yes/no question, otherwise `--yes` must have been given.
  /// - Throws: a usage error when there is no terminal and no `--yes`, or when the answer is no.
  func confirm(_ action: String) throws {
    if flag("yes") { return }
    guard Console.canAsk else {
      throw usageError("refusing to \(action) without confirmation; add --yes")
    }
    guard Console.confirm(action.prefix(1).uppercased() + action.dropFirst() + "?") else {
      throw CommandError.declined
    }
  }

  /// Splits a comma-separated option value into trimmed, non-empty parts.
  func list(_ name: String) -> [String]? {
    value(name).map {
      $0.split(separator: ",").map { $0.trimmingWhitespace() }.filter {
        !$0.isEmpty
      }
    }
  }
}
