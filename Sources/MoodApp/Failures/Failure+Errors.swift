import Age
import CardRender
import MoodCore
import MoodStore
import MoodSync
import MoodSystem
import Stats

/// The failure table: the kind of every error the library throws, each type in one complete
/// `switch`. `FailureTableTests` walks every case through both front ends' tables.
extension Failure {
  /// The kind of `error`; `.failed` for an error nobody classified.
  package init(_ error: any Error) {
    switch error {
    case let error as ClassifiedError: self = error.failure
    case is ValidationError, is StatsError: self = .malformed
    case is DomainError: self = .invalid
    case is EntryConflict: self = .conflict
    case let error as StoreError: self = Failure(error)
    case let error as ImportError: self = Failure(error)
    case let error as RenderError: self = Failure(error)
    case let error as OutputFile.Failure: self = Failure(error)
    case let error as SyncError: self = Failure(error)
    case is SyncText.Damaged: self = .storeDamaged
    // `ServeError`, and what nobody foresaw.
    default: self = .failed
    }
  }

  init(_ error: StoreError) {
    switch error {
    case .cannotOpen, .entryNotFound, .sessionNotFound, .noSession, .nothingSinceSession,
      .habitNotFound(_, archived: false):
      self = .notFound
    // The habit is there, archived: the request clashes with what the journal holds.
    case .habitNotFound(_, archived: true): self = .conflict
    case .cannotCreate: self = .cannotCreate
    case .notAMoodCardStore, .newerSchema, .damagedRow: self = .storeDamaged
    case .busy: self = .busy
    case .readOnly: self = .readOnly
    case .unknownWordID: self = .damaged
    case .wordInUse, .habitExists: self = .conflict
    case .closed: self = .failed
    case .sqlite:
      switch error.failure {
      case .damaged: self = .storeDamaged
      case .diskFull, .fileTooLarge: self = .diskFull
      case .readOnly, .permission: self = .readOnly
      case .inputOutput, .outOfMemory, .unexpected, nil: self = .failed
      }
    }
  }

  init(_ error: ImportError) {
    switch error {
    case .cannotRead: self = .notFound
    case .cannotWrite: self = .cannotCreate
    case .writeFailed: self = .diskFull
    case .invalidMoodMap: self = .malformed
    case .tooLarge, .empty, .notText, .malformedCSV, .raggedRow, .unrecognizedHeader,
      .invalidField, .unmappedMoods, .malformedJSON, .notABackup, .unsupportedVersion,
      .invalidValue, .duplicate, .notAStore, .daysAfterToday:
      self = .damaged
    }
  }

  init(_ error: RenderError) {
    switch error {
    case .fontsNotFound, .fontsVariableInvalid, .fontConfiguration: self = .unavailable
    case .invalidScale, .unknownFormat, .invalidChartSize, .tooManyDays: self = .malformed
    case .cannotWrite(let failure): self = Failure(failure)
    case .cairo, .encodingFailed: self = .failed
    }
  }

  init(_ error: SyncError) {
    switch error {
    case .invalidDevice: self = .invalid
    case .damaged: self = .damaged
    // A folder that is missing or cannot be read or written: a drive not mounted, as a
    // backup's folder.
    case .folder: self = .failed
    case .missingHistory: self = .storeDamaged
    case .wrongKey: self = .refused
    case .sealing(let error): self = FailureMessage(error, path: "").failure
    }
  }

  /// A disk that took no more bytes, or a path where the file cannot be made.
  init(_ error: OutputFile.Failure) {
    self = error.meansWriteFailed ? .diskFull : .cannotCreate
  }
}

extension Failure {
  /// What a log says of `error` for whoever looks into it, never a person: SQLite's own code,
  /// message and statement for the store's failures.
  package static func detail(of error: any Error) -> String {
    (error as? StoreError)?.detail ?? "\(error)"
  }
}
