extension AppleHealthExport {
  /// Reads the export at `path`, the Health app's `export.zip` or the `export.xml` out of it
  /// (told apart by their first bytes), streamed: never more than a chunk of it is held.
  ///
  /// ```swift
  /// let export = try AppleHealthExport(path: "export.zip")
  /// let days = try CheckInDays(export.checkIns, file: path, timeZone: zone, today: today)
  /// ```
  /// - Throws: `ImportError.cannotRead`, `.empty`, `.tooLarge` (over `entryLimit`), and what
  ///   `init(archive:)` and `init(name:nextChunk:)` throw.
  public init(path: String) throws {
    let file = try InputFile(path: path, maximumBytes: AppleHealthExport.entryLimit)
    defer { try? file.close() }
    if ImportFormat.isZip(try file.bytes(at: 0, count: 4)) {
      try self.init(archive: try ZipArchive(file: file))
    } else {
      try self.init(name: path) { try file.readChunk() }
    }
  }
}
