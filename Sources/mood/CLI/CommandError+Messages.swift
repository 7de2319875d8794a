import MoodCore
import MoodStore
import Stats

extension Messages {
  /// The message of an error from the domain, the store or a range in this language; the
  /// English description for errors that have no text in the catalog yet.
  func text(of error: any Error) -> String {
    switch error {
    case let error as DomainError: return text(of: error)
    case let error as StoreError: return text(of: error)
    case let error as ImportError: return text(of: error)
    default: return "\(error)"
    }
  }

  private func text(of error: DomainError) -> String {
    switch error {
    case .invalidScore(let value): return self(.invalidScore, ["value": value])
    case .reasonTooLong(let length):
      return self(.reasonTooLong, ["length": length, "maximum": MoodEntry.maximumReasonLength])
    case .unknownWord(let word, let suggestions) where suggestions.isEmpty:
      return self(.unknownWordNoSuggestion, ["word": word])
    case .unknownWord(let word, let suggestions):
      let names = suggestions.map { "\"\($0)\"" }.joined(separator: ", ")
      return self(.unknownWordSuggestions, ["word": word, "suggestions": names])
    case .invalidValence(let value): return self(.invalidValence, ["value": value])
    case .invalidHabitName(let value):
      return self(.invalidHabitName, ["value": value, "maximum": Habit.maximumNameLength])
    case .invalidColor(let value): return self(.invalidColor, ["value": value])
    case .invalidIcon(let value): return self(.invalidIcon, ["value": value])
    case .unknownTimeZone(let value): return self(.unknownTimeZone, ["value": value])
    case .dayAfterToday(let day, let today):
      return self(.dayAfterToday, ["day": day, "today": today])
    default: return error.description
    }
  }

  private func text(of error: StoreError) -> String {
    switch error {
    case .entryNotFound(let day): return self(.entryNotFound, ["day": day])
    case .habitExists(let name): return self(.habitExists, ["name": name])
    case .habitNotFound(let name, let archived):
      return self(archived ? .habitArchived : .habitNotFound, ["name": name])
    default: return error.description
    }
  }

  private func text(of error: ImportError) -> String {
    switch error {
    case .empty(let path): return self(.importEmpty, ["path": path])
    case .raggedRow(let line, let found, let expected):
      return self(.importRaggedRow, ["line": line, "found": found, "expected": expected])
    case .unrecognizedHeader(let found, let accepted):
      return self(
        .importUnrecognizedHeader,
        [
          "found": found.joined(separator: ","),
          "accepted": accepted.map { "\"\($0)\"" }.joined(separator: ", "),
        ])
    case .unmappedMoods(let unmapped, let counts):
      let found = counts.map { count in
        "\(count.label) \(count.rows)" + (count.score.map { " (=\($0))" } ?? "")
      }
      return self(
        .importUnmappedMoods,
        [
          "unmapped": unmapped.map { "\"\($0)\"" }.joined(separator: ", "),
          "counts": found.joined(separator: ", "),
          "map": unmapped.map { "\($0)=N" }.joined(separator: ","),
        ])
    case .notABackup(let format):
      return self(.importNotABackup, ["format": format, "expected": BackupDocument.format])
    case .unsupportedVersion(let version, let supported):
      return self(
        version > supported ? .importNewerVersion : .importOlderVersion,
        ["version": version, "supported": supported])
    default: return error.description
    }
  }
}
