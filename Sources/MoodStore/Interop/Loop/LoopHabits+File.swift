extension LoopHabits {
  /// Reads Loop's export at `path`: its CSV zip, or its SQLite backup (told apart by their
  /// first bytes).
  /// - Throws: `ImportError.cannotRead`, `.empty`, `.tooLarge`, and what `init(archive:)` and
  ///   `init(sqliteImage:name:)` throw.
  public init(path: String) throws {
    let file = try InputFile(path: path)
    defer { try? file.close() }
    if ImportFormat.isZip(try file.bytes(at: 0, count: 4)) {
      try self.init(archive: try ZipArchive(file: file))
    } else {
      try self.init(sqliteImage: Array(try file.readAll()), name: path)
    }
  }
}
