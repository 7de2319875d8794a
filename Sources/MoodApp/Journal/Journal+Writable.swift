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
}
