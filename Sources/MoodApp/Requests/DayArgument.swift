import MoodCore

/// A day as people type it: `YYYY-MM-DD`, `today` or `yesterday`. Which day `today` is depends
/// on the time zone and the clock, so it is resolved only when the command runs.
package enum DayArgument: Sendable, Equatable {
  case today
  case yesterday
  case on(Day)

  /// - Throws: `ValidationError(.invalidDay)` naming the text and what is wrong; a text that is
  ///   not a date at all is told the three accepted forms.
  package init(parsing text: String) throws {
    switch text.lowercased() {
    case "today": self = .today
    case "yesterday": self = .yesterday
    default:
      do { self = .on(try Day(parsing: text)) } catch DomainError.invalidDay(_, let problem) {
        let reason: MessageValue =
          problem == .notYYYYMMDD ? .message(.dayExpectedForms, [:]) : problem.message
        throw ValidationError(.invalidDay, ["value": .text(text), "reason": reason])
      }
    }
  }

  /// The day this names when today is `today`.
  package func day(today: Day) -> Day {
    switch self {
    case .today: return today
    case .yesterday: return today.adding(days: -1)
    case .on(let day): return day
    }
  }

  /// The day this names, as a day to record something on: never one after `today`.
  /// - Throws: `DomainError.dayAfterToday`.
  package func recordableDay(today: Day) throws -> Day {
    let day = day(today: today)
    try Journal.checkRecordable(day, today: today)
    return day
  }
}
