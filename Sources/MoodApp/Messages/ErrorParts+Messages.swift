import MoodCore
import MoodStore
import MoodSystem

extension FileProblem {
  /// Why a file is refused as a store, as a value of a message; only the system's and SQLite's
  /// own words are quoted as they are given.
  package var message: MessageValue {
    switch self {
    case .rule(let rule): return .message(rule.messageKey, [:])
    case .path(let rule): return .message(rule.messageKey, [:])
    case .notRegularFile: return .message(.fileNotRegular, [:])
    case .folderIsAFile(let folder): return .message(.storeFolderIsAFile, ["folder": .text(folder)])
    case .integrityCheck(let problems):
      return .message(.storeIntegrityCheck, ["problems": .text(problems.joined(separator: "; "))])
    case .schemaVersion(let version, let supported):
      return .message(
        version > supported ? .storeSchemaVersionNewer : .storeSchemaVersionOlder,
        ["version": .text("\(version)"), "supported": .text("\(supported)")])
    case .applicationID(let id): return .message(.storeApplicationID, ["id": .text("\(id)")])
    case .readOnlyFile(let reason): return .message(.storeReadOnlyFile, ["reason": .text(reason)])
    case .readOnlyFolder(let folder, let reason):
      return .message(.storeReadOnlyFolder, ["folder": .text(folder), "reason": .text(reason)])
    case .failed(let error): return MessageValue(error.message)
    case .system(let text): return .text(text)
    }
  }
}

extension StoredItem {
  /// A row of the store, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .entry(let day?): return .message(.itemEntry, ["day": .text(day)])
    case .entry(nil): return .message(.itemEntryUnreadable, [:])
    case .habitRecord: return .message(.itemHabitRecord, [:])
    case .habit(let name?, _): return .message(.itemHabit, ["name": .text(name)])
    case .habit(nil, let id): return .message(.itemHabitByID, ["id": .text(id)])
    case .customWord(let id):
      return .message(.itemCustomWord, ["id": .text(id ?? "?")])
    case .session(let day?): return .message(.itemSession, ["day": .text(day)])
    case .session(nil): return .message(.itemSessionUnreadable, [:])
    }
  }
}

extension RowProblem {
  /// What is wrong with a damaged row, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .column(let column, let found, let expected):
      return .message(
        .rowColumn,
        ["column": .text(column), "found": found.message, "expected": expected.message])
    case .refused(let error): return MessageValue(error.message)
    }
  }
}

extension JSONProblem {
  /// How a file breaks JSON's grammar, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .notAnObject: return .message(.jsonNotAnObject, [:])
    case .unexpectedEnd: return .message(.jsonUnexpectedEnd, [:])
    case .invalid(let place): return .message(.jsonInvalid, ["place": place.message])
    case .trailingComma(let place):
      return .message(.jsonTrailingComma, ["place": place.message])
    case .notUTF8(let place): return .message(.jsonNotUTF8, ["place": place.message])
    case .loneSurrogate(let place):
      return .message(.jsonLoneSurrogate, ["place": place.message])
    case .tooDeep(let place, let limit):
      return .message(.jsonTooDeep, ["place": place.message, "limit": .text("\(limit)")])
    case .unplaced: return .message(.jsonUnplaced, [:])
    }
  }
}

extension JSONProblem.Place {
  /// Where a break is, as a value of a message.
  package var message: MessageValue {
    .message(
      .jsonPlace,
      [
        "path": path.isEmpty ? .message(.jsonDocument, [:]) : .text(path),
        "line": .text("\(line)"), "character": .text("\(character)"),
      ])
  }
}

extension StoreStep {
  /// What the store was doing when SQLite failed, in the person's language: a statement is
  /// reading or writing the store, never its SQL.
  package var message: MessageValue {
    switch self {
    case .statement: return .message(isRead ? .stepReading : .stepWriting, [:])
    case .closing: return .message(.stepClosing, [:])
    case .startingBackup: return .message(.stepStartingBackup, [:])
    case .copying: return .message(.stepCopying, [:])
    case .finishingBackup: return .message(.stepFinishingBackup, [:])
    }
  }
}
