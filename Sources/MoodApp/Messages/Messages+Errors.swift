import CardRender
import MoodCore
import MoodStore
import MoodSync
import MoodSystem
import Stats

/// The messages of the library's errors in the person's language. Each switch names every case
/// (no `default`), so an error added to the library has no message until it is given a key of
/// the catalog; `ErrorMessageTests` walks every case in every language.
///
/// Only what the system or SQLite says inside a message (`permission denied`, SQLite's error
/// text and integrity report) and the values of the person's files are quoted as they are given.
extension Messages {
  /// The message of a refused value or another `MessageError`, or of an error from the domain,
  /// the store, an import, `Stats` or the renderer; the error's own English description for
  /// any other.
  package func text(of error: any Error) -> String {
    switch error {
    case let error as DomainError: return self(error.message)
    case let error as StoreError: return self(error.message)
    case let error as ImportError: return self(error.message)
    case let error as StatsError: return self(error.message)
    case let error as RenderError: return self(error.message)
    case let error as OutputFile.Failure: return self(error.message)
    case let error as SyncError: return self(error.message)
    case let error as SyncText.Damaged:
      return self(.syncStateDamaged, values: ["text": .text(TerminalText.visible(error.text))])
    case let error as any MessageError: return self(error.key, values: error.values)
    default: return "\(error)"
    }
  }
}

extension DomainError {
  /// The error's message in the catalog.
  package var message: CatalogMessage {
    switch self {
    case .invalidDay(let text, let problem):
      return (.invalidDay, ["value": .text(text), "reason": problem.message])
    case .invalidRange(let first, let last):
      return (.invalidRange, ["first": .text("\(first)"), "last": .text("\(last)")])
    case .invalidScore(let value): return (.invalidScore, ["value": .text(value)])
    case .reasonTooLong(let length):
      return (
        .reasonTooLong,
        ["length": .text("\(length)"), "maximum": .text("\(MoodEntry.maximumReasonLength)")]
      )
    case .unknownWord(let word, let suggestions) where suggestions.isEmpty:
      return (.unknownWordNoSuggestion, ["word": .text(word)])
    case .unknownWord(let word, let suggestions):
      return (
        .unknownWordSuggestions,
        [
          "word": .text(word),
          "suggestions": .text(suggestions.map { "\"\($0)\"" }.joined(separator: ", ")),
        ]
      )
    case .invalidWordName(let name, .length):
      return (
        .invalidWordName,
        [
          "name": .text(name),
          "reason": .message(
            .wordNameLength, ["maximum": .text("\(WordNameProblem.maximumLength)")]),
        ]
      )
    case .invalidWordName(let name, .comma):
      return (.invalidWordName, ["name": .text(name), "reason": .message(.wordNameComma, [:])])
    case .invalidWordName(let name, .taken(let existing)):
      return (
        .invalidWordName,
        ["name": .text(name), "reason": .message(.wordNameTaken, ["word": .text(existing)])]
      )
    case .builtInWord(let word): return (.builtInWord, ["word": .word(word)])
    case .invalidValence(let value): return (.invalidValence, ["value": .text(value)])
    case .invalidHabitName(let value):
      return (
        .invalidHabitName,
        ["value": .text(value), "maximum": .text("\(Habit.maximumNameLength)")]
      )
    case .invalidColor(let value): return (.invalidColor, ["value": .text(value)])
    case .invalidIcon(let value): return (.invalidIcon, ["value": .text(value)])
    case .textTooLong(let field, .bytes(let count), let limit):
      return (
        .textTooManyBytes,
        ["field": field.message, "count": .text("\(count)"), "maximum": .text("\(limit.bytes)")]
      )
    case .textTooLong(let field, .marks(let count), _):
      return (
        .textTooManyMarks,
        [
          "field": field.message, "count": .text("\(count)"),
          "maximum": .text("\(TextLimit.marksPerCharacter)"),
        ]
      )
    case .textTooLong(let field, .characters(let count), let limit):
      return (
        .textTooManyCharacters,
        [
          "field": field.message, "count": .text("\(count)"),
          "maximum": .text("\(limit.characters)"),
        ]
      )
    case .invalidCharacter(let field, let scalar, let lines):
      return (
        lines == .multiple ? .invalidCharacterInText : .invalidCharacterInLine,
        ["field": field.message, "character": JournalText.characterMessage(scalar)]
      )
    case .dayAfterToday(let day, let today):
      return (.dayAfterToday, ["day": .text("\(day)"), "today": .text("\(today)")])
    case .unknownTimeZone(let value): return (.unknownTimeZone, ["value": .text(value)])
    }
  }
}

extension JournalText.Field {
  /// The field as a value of a message: `the reason`, `第 2 个标签`.
  package var message: MessageValue {
    switch self {
    case .reason: return .message(.fieldReason, [:])
    case .tag(let position): return .message(.fieldTag, ["position": .text("\(position)")])
    case .habitName: return .message(.fieldHabitName, [:])
    case .habitIcon: return .message(.fieldHabitIcon, [:])
    case .wordEnglishName: return .message(.fieldWordEnglishName, [:])
    case .wordChineseName: return .message(.fieldWordChineseName, [:])
    }
  }
}

extension JournalText {
  /// A refused character as a value of a message: `U+0000 (a control character)`.
  package static func characterMessage(_ value: UInt32) -> MessageValue {
    .message(
      isControl(value) ? .controlCharacter : .noncharacter, ["code": .text(code(of: value))])
  }
}

extension MoodMapProblem {
  /// What is wrong with a `--mood-map`, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .noEquals(let part): return .message(.moodMapNoEquals, ["part": .text(part)])
    case .noLabel(let part): return .message(.moodMapNoLabel, ["part": .text(part)])
    case .notAScore(let score, let part):
      return .message(.moodMapNotAScore, ["score": .text(score), "part": .text(part)])
    }
  }
}

extension CSVProblem {
  /// How a CSV file breaks the grammar, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .recordTooLong(let maximum):
      return .message(.csvRecordTooLong, ["maximum": .text("\(maximum)")])
    case .quoteInsideUnquotedField: return .message(.csvQuoteInsideField, [:])
    case .textAfterClosingQuote: return .message(.csvTextAfterQuote, [:])
    case .unclosedQuote: return .message(.csvUnclosedQuote, [:])
    }
  }
}

extension Day.Problem {
  /// What is wrong with a day, as a value of a message.
  package var message: MessageValue {
    switch self {
    case .notYYYYMMDD: return .message(.dayNotYYYYMMDD, [:])
    case .yearOutOfRange: return .message(.dayYearOutOfRange, [:])
    case .monthOutOfRange: return .message(.dayMonthOutOfRange, [:])
    case .pastEndOfMonth(let month, let year, let days):
      return .message(
        .dayPastEndOfMonth,
        ["month": .monthName(month), "year": .text("\(year)"), "days": .text("\(days)")])
    }
  }
}

extension StoreError {
  /// The error's message in the catalog.
  package var message: CatalogMessage {
    switch self {
    case .cannotOpen(let path, let reason):
      return (.storeCannotOpen, ["path": .text(path), "reason": reason.message])
    case .cannotCreate(let path, let reason):
      return (.storeCannotCreate, ["path": .text(path), "reason": reason.message])
    case .notAMoodCardStore(let path, let reason):
      return (.storeNotMoodCard, ["path": .text(path), "reason": reason.message])
    case .newerSchema(let path, let version, let supported):
      return (
        .storeNewerSchema,
        ["path": .text(path), "version": .text("\(version)"), "supported": .text("\(supported)")]
      )
    case .busy(let path): return (.storeBusy, ["path": .text(path)])
    case .readOnly(let path, let reason):
      return (.storeReadOnly, ["path": .text(path), "reason": reason.message])
    case .closed: return (.storeClosed, [:])
    case .entryNotFound(let day): return (.entryNotFound, ["day": .text("\(day)")])
    case .sessionNotFound(let day): return (.sessionNotFound, ["day": .text("\(day)")])
    case .noSession: return (.noSession, [:])
    case .nothingSinceSession(let day): return (.nothingSinceSession, ["day": .text("\(day)")])
    case .unknownWordID(let id, let day):
      return (.storeUnknownWordID, ["id": .text(id), "day": .text("\(day)")])
    case .wordInUse(let word, let entries):
      return (
        entries == 1 ? .wordInUseOne : .wordInUseOther,
        ["word": .word(word), "count": .text("\(entries)")]
      )
    case .habitExists(let name): return (.habitExists, ["name": .text(name)])
    case .habitNotFound(let name, let archived):
      return (archived ? .habitArchived : .habitNotFound, ["name": .text(name)])
    case .damagedRow(let item, let problem):
      return (.storeDamagedRow, ["item": item.message, "problem": problem.message])
    case .sqlite(_, _, let context, let path, _):
      let key: MessageKey =
        switch failure ?? .unexpected {
        case .damaged: .storeDamaged
        case .diskFull: .storeDiskFull
        case .fileTooLarge: .storeFileTooLarge
        case .inputOutput: .storeInputOutput
        case .readOnly: .storeSQLiteReadOnly
        case .permission: .storePermission
        case .outOfMemory: .storeOutOfMemory
        case .unexpected: .storeUnexpected
        }
      return (key, ["path": .text(path), "step": context.message])
    }
  }
}

extension ImportError {
  /// The error's message in the catalog.
  package var message: CatalogMessage {
    switch self {
    case .cannotRead(let path, let reason):
      return (.importCannotRead, ["path": .text(path), "reason": reason.message])
    case .tooLarge(let path, let bytes, let limit):
      return (
        .importTooLarge,
        [
          "path": .text(path), "size": .text(NumberText.mebibytes(bytes)),
          "limit": .text(NumberText.mebibytes(limit)),
        ]
      )
    case .empty(let path): return (.importEmpty, ["path": .text(path)])
    case .notText(let line): return (.importNotText, ["line": .text("\(line)")])
    case .malformedCSV(let line, let problem):
      return (.importMalformedCSV, ["line": .text("\(line)"), "problem": problem.message])
    case .raggedRow(let line, let found, let expected):
      return (
        found == 1 ? .importRaggedRowOne : .importRaggedRowOther,
        ["line": .text("\(line)"), "found": .text("\(found)"), "expected": .text("\(expected)")]
      )
    case .unrecognizedHeader(let found, let accepted):
      return (
        .importUnrecognizedHeader,
        [
          "found": .text(found.joined(separator: ",")),
          "accepted": .text(accepted.map { "\"\($0)\"" }.joined(separator: ", ")),
        ]
      )
    case .invalidField(let line, let column, let value, let expected):
      return (
        value.isLiteral ? .importInvalidField : .importInvalidFieldFound,
        [
          "line": .text("\(line)"), "column": .text(column), "value": value.message,
          "expected": expected.message,
        ]
      )
    case .unmappedMoods(let unmapped, let counts):
      let found = counts.map { count in
        "\(count.label) \(count.rows)" + (count.score.map { " (=\($0))" } ?? "")
      }
      return (
        unmapped.count == 1 ? .importUnmappedMoodsOne : .importUnmappedMoodsOther,
        [
          "unmapped": .text(unmapped.map { "\"\($0)\"" }.joined(separator: ", ")),
          "counts": .text(found.joined(separator: ", ")),
          "map": .text(MoodMap.text(unmapped.map { ($0, "N") })),
        ]
      )
    case .invalidMoodMap(let text, let problem):
      return (.importInvalidMoodMap, ["value": .text(text), "reason": problem.message])
    case .malformedJSON(let problem): return (.importMalformedJSON, ["detail": problem.message])
    case .notABackup(let format):
      return (
        .importNotABackup, ["format": .text(format), "expected": .text(BackupDocument.format)]
      )
    case .unsupportedVersion(let version, let supported):
      return (
        version > supported ? .importNewerVersion : .importOlderVersion,
        ["version": .text("\(version)"), "supported": .text("\(supported)")]
      )
    case .invalidValue(let path, let value, let expected, let cause):
      var values = ["path": .text(path), "value": value.message, "expected": expected.message]
      guard let cause else { return (.importInvalidValue, values) }
      values["reason"] = MessageValue(cause.message)
      return (.importInvalidValueBecause, values)
    case .duplicate(let path, let value, let firstPath):
      return (
        .importDuplicate,
        ["path": .text(path), "value": value.message, "first": .text(firstPath)]
      )
    case .notAStore(let path, let reason):
      return (.importNotAStore, ["path": .text(path), "reason": reason.message])
    case .cannotWrite(let path, let reason):
      return (.importCannotWrite, ["path": .text(path), "reason": reason.message])
    case .writeFailed(let path, let reason):
      return (.importWriteFailed, ["path": .text(path), "reason": reason.message])
    case .daysAfterToday(let places, let today):
      return (.importDaysAfterToday, ["today": .text("\(today)"), "places": .summary(places)])
    }
  }
}

extension StatsError {
  /// The error's message in the catalog.
  package var message: CatalogMessage {
    switch self {
    case .rangeTooLong(let range, let maximumDays):
      return (
        .sheetRangeTooLong,
        [
          "first": .text("\(range.first)"), "last": .text("\(range.last)"),
          "days": .text("\(range.count)"), "maximum": .text("\(maximumDays)"),
        ]
      )
    }
  }
}

extension RenderError {
  /// The error's message in the catalog.
  package var message: CatalogMessage {
    switch self {
    case .fontsNotFound(let searched):
      return (.fontsNotFound, ["searched": .text(searched.joined(separator: ", "))])
    case .fontsVariableInvalid(let path): return (.fontsVariableInvalid, ["path": .text(path)])
    case .fontConfiguration(let path, let reason):
      return (.fontConfiguration, ["path": .text(path), "reason": .text(reason)])
    case .cairo(let operation, let status):
      return (.cairoFailed, ["operation": .text(operation), "status": .text(status)])
    case .invalidScale(let scale): return (.scaleOutOfRange, ["scale": .text("\(scale)")])
    case .unknownFormat(let name): return (.unknownCardFormat, ["value": .text(name)])
    case .invalidChartSize(let width, let height):
      return (
        .invalidChartSize,
        [
          "width": .text("\(width)"), "height": .text("\(height)"),
          "lowest": .text("\(ChartOptions.sizes.lowerBound)"),
          "highest": .text("\(ChartOptions.sizes.upperBound)"),
        ]
      )
    case .tooManyDays(let count, let limit):
      // A chart request refuses such a range first, naming it as its front end does; the
      // renderer's own refusal reaches only a program that draws without one.
      return (
        .tooManyDays,
        [
          "count": .text("\(count)"), "limit": .text("\(limit)"),
          "daysName": .text(Spelling.commandLine("days")),
        ]
      )
    case .encodingFailed(let reason): return (.pngEncodingFailed, ["reason": .text(reason)])
    case .cannotWrite(let failure): return failure.message
    }
  }
}

extension OutputFile.Failure {
  /// The error's message in the catalog.
  package var message: CatalogMessage {
    (
      .cannotWritePath,
      ["path": .text(path), "reason": rule.map { .message($0.messageKey, [:]) } ?? .text(reason)]
    )
  }
}

extension StoreRule {
  /// The rule's text in the catalog.
  package var messageKey: MessageKey {
    switch self {
    case .folder: return .storeIsFolder
    case .fifo: return .storeIsFIFO
    case .device: return .storeIsDevice
    case .socket: return .storeIsSocket
    case .specialFile: return .storeIsSpecialFile
    case .danglingLink: return .storeDanglingLink
    case .unreadable: return .storeUnreadable
    case .notSQLite: return .storeNotSQLite
    case .emptyFile: return .storeEmptyFile
    case .otherProgram: return .storeOtherProgram
    case .theStoreItself: return .storeItself
    case .theStoreBeingReplaced: return .storeBeingReplaced
    case .openedForReading: return .storeOpenedForReading
    }
  }
}

extension OutputFile.Rule {
  /// The rule's text in the catalog.
  package var messageKey: MessageKey {
    switch self {
    case .emptyPath: return .outputPathEmpty
    case .folder: return .outputIsFolder
    case .specialFile: return .outputIsSpecialFile
    case .notRegularFile: return .outputNotRegularFile
    case .noFolder: return .outputNoFolder
    case .folderTakesNoFiles: return .outputFolderTakesNoFiles
    case .pathThroughFile: return .outputPathThroughFile
    }
  }
}

extension SyncError {
  /// The error's message in the catalog; paths and names with control characters escaped.
  package var message: CatalogMessage {
    func shown(_ text: String) -> MessageValue { .text(TerminalText.visible(text)) }
    switch self {
    case .invalidDevice(let name):
      return (
        .syncInvalidName, ["name": shown(name), "maximum": .text("\(DeviceID.maximumLength)")]
      )
    case .damaged(let path, let reason):
      return (.syncFileDamaged, ["path": shown(path), "reason": shown(reason)])
    case .folder(let path, let reason):
      return (.syncFolderFailed, ["path": shown(path), "reason": shown(reason)])
    case .missingHistory(let batch):
      return (.syncHistoryMissing, ["batch": shown(batch.description)])
    case .wrongKey(let path): return (.syncWrongKeyFile, ["path": shown(path)])
    case .sealing(let error):
      let message = FailureMessage(error, path: "")
      return (message.key, message.values)
    }
  }
}
