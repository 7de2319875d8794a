import MoodCore

extension Database {
  /// Everything in the store as one backup document, read in one transaction so that another
  /// process's write cannot land halfway through.
  public func backupDocument() throws -> BackupDocument {
    // A savepoint opens a read transaction when none is open, and nests inside one that is.
    try execute("SAVEPOINT backup_document")
    defer { try? execute("RELEASE backup_document") }
    return BackupDocument(
      entries: try entries(), habits: try habits(includeArchived: true),
      completions: try completions(), words: try vocabulary().words.filter { !$0.isBuiltIn },
      sessions: try sessions())
  }
}
