import MoodStore

extension Journal {
  /// Opens the journal at `path` once, creating the store if missing, and closes it: for a
  /// process that serves it for long (`mood serve`), which says at its start whether saves
  /// will be refused.
  /// - Returns: `nil` when the journal can be written; the error that says why not when it can
  ///   only be read (read-only media, a file or folder this user cannot write).
  /// - Throws: `StoreError` when the journal can be neither written nor read.
  package static func whyReadOnly(at path: String) throws -> (any Error)? {
    do {
      try Journal(path: path).close()
      return nil
    } catch let error as StoreError where error.meansCannotBeWritten {
      try Journal(readingFrom: path).close()
      return error
    }
  }

  /// The journal at `path` for a process that serves it: to read and write or, while its
  /// disk is full, to read only, every write refused with the full disk's error (so the web
  /// app answers reads, and saves with 507) until a journal opened again finds room.
  /// - Parameter telling: what else is told of each write's changes
  ///   (`Journal(path:environment:telling:)`).
  /// - Throws: what opening it throws otherwise, or reading it when the disk is full.
  package static func openedForServing(
    at path: String, environment: [String: String], telling: [any ChangeRecorder] = []
  ) throws -> Journal {
    do {
      return try Journal(path: path, environment: environment, telling: telling)
    } catch let error as StoreError where Failure(error) == .diskFull {
      return try Journal(readingFrom: path, refusingWritesWith: error)
    }
  }
}
