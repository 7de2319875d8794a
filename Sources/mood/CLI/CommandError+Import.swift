import MoodStore

extension CommandError {
  /// The exit code of an import, export, backup or restore failure: a missing or unreadable
  /// file 66, a bad `--mood-map` 64, an output that cannot be made 73, a write the disk
  /// refused (full, a size limit) 74, any bad content 65.
  /// - Parameter text: the message, in the person's language.
  init(_ error: ImportError, text: String, usage: String) {
    switch error {
    case .cannotRead: self = .noInput(text)
    case .cannotWrite: self = .cannotCreate(text)
    case .writeFailed: self = .io(text)
    case .invalidMoodMap: self = .usage(text, usage: usage)
    case .tooLarge, .empty, .notText, .malformedCSV, .raggedRow, .unrecognizedHeader,
      .invalidField, .unmappedMoods, .malformedJSON, .notABackup, .unsupportedVersion,
      .invalidValue, .duplicate, .notAStore, .daysAfterToday:
      self = .data(text)
    }
  }
}
