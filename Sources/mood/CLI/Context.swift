import FoundationEssentials
import MoodApp
import MoodCore

/// What a command runs in: the environment and the global options.
struct Context: Sendable {
  /// The process environment, or a test's: commands read their variables (`MOODCARD_NOW`,
  /// `NO_COLOR`) from here.
  let environment: [String: String]
  /// `--store`, when given.
  let storeOption: String?
  /// The saved preferences and the run's language.
  let settings: RunSettings

  /// The texts of the run's language.
  var messages: Messages { settings.messages }

  /// The store's path: `--store`, else `$MOODCARD_STORE`, else the XDG default.
  var storePath: String {
    storeOption ?? Journal.defaultPath(environment: environment)
  }

  /// Opens the journal, its writes recorded for sync when the store syncs.
  /// - Parameter ifMissing: `.useEmpty` for commands that only read, so they create no file.
  func openJournal(ifMissing: Journal.Missing = .create) throws -> Journal {
    try Journal(path: storePath, ifMissing: ifMissing, environment: environment)
  }

  /// Opens the journal for reading only: the file is not changed in any way, and a missing one
  /// reads as an empty journal.
  func openJournalForReading() throws -> Journal {
    try Journal(readingFrom: storePath)
  }

  /// The command line a timer runs for `mood arguments`, with this run's store and language
  /// (`UserUnits.command`).
  func timerCommand(_ arguments: [String]) -> [String] {
    UserUnits.command(
      arguments, store: storeOption ?? environment["MOODCARD_STORE"],
      locale: settings.localeOption)
  }

  /// The current instant: `$MOODCARD_NOW` (ISO 8601) when set, for tests and demos.
  var now: Date {
    get throws { try Clock.now(environment: environment) }
  }

  /// The calendar day `now` falls on in `zone`, refused outside the years 1...9999.
  func today(in zone: Zone) throws -> Day { try Day(today: try now, timeZone: zone) }

  /// Asks before a destructive step: on a terminal the yes/no `question` ("Delete the entry
  /// for 2026-11-29?"), otherwise `--yes` must have been given.
  /// - Parameter action: the step as the refusal names it ("delete the entry for 2026-11-29").
  /// - Throws: a usage error when there is no terminal and no `--yes`, or when the answer is no.
  func confirm(_ question: String, action: String, yes: Bool) throws {
    if yes { return }
    guard Console.canAsk else {
      throw ValidationError(.confirmRefused, ["action": .text(action)])
    }
    guard Console.confirm(question, messages: messages) else { throw CommandError.declined }
  }
}
