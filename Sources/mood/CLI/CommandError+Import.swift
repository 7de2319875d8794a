import MoodStore

extension CommandError {
  /// The exit code of an import, export, backup or restore failure: a missing or unreadable
  /// file 66, a bad `--mood-map` 64, an unwritable output 73, any bad content 65.
  init(_ error: ImportError, usage: String) {
    switch error {
    case .cannotRead: self = .noInput(error.description)
    case .cannotWrite: self = .cannotCreate(error.description)
    case .writeFailed: self = .io(error.description)
    case .invalidMoodMap: self = .usage(error.description, usage: usage)
    case .tooLarge, .empty, .notText, .malformedCSV, .raggedRow, .unrecognizedHeader,
      .invalidField, .unmappedMoods, .malformedJSON, .notABackup, .unsupportedVersion,
      .invalidValue, .duplicate, .notAStore, .daysAfterToday:
      self = .data(error.description)
    }
  }
}
