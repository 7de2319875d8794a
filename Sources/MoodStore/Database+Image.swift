import CSQLite

/// A database as the bytes of its file, in memory (SQLite's `sqlite3_serialize` and
/// `sqlite3_deserialize`): how an encrypted backup is made and restored without its text ever
/// being written to the disk.
extension Database {
  /// Bytes 18 and 19 of a SQLite file, its write and read format versions: 2 for WAL, which a
  /// file read from memory must not be, 1 for a rollback journal.
  private static let formatVersionBytes = 18...19

  /// A connection to a new database in memory holding the file `image`.
  convenience init(image: [UInt8]) throws {
    try self.init(path: ":memory:", flags: SQLITE_OPEN_READWRITE)
    try deserialize(image, into: "main")
  }

  /// The bytes of the file of the main database, as a self-contained file (no WAL).
  func image() throws -> [UInt8] {
    try withUnsafeHandle { handle in
      var size: sqlite3_int64 = 0
      guard let bytes = sqlite3_serialize(handle, "main", &size, 0) else {
        throw error(SQLITE_NOMEM, context: .copying)
      }
      defer { sqlite3_free(bytes) }
      var image = Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
      Self.markSelfContained(&image)
      return image
    }
  }

  /// Makes the database `schema` of this connection the file `image`, in memory.
  func deserialize(_ image: [UInt8], into schema: String) throws {
    var image = image
    Self.markSelfContained(&image)
    try withUnsafeHandle { handle in
      // SQLite frees the copy when the connection closes, and may grow it as it writes.
      guard let copy = sqlite3_malloc64(sqlite3_uint64(max(image.count, 1))) else {
        throw error(SQLITE_NOMEM, context: .copying)
      }
      image.withUnsafeBytes { bytes in
        if let start = bytes.baseAddress { copy.copyMemory(from: start, byteCount: bytes.count) }
      }
      let status = sqlite3_deserialize(
        handle, schema, copy.assumingMemoryBound(to: UInt8.self), sqlite3_int64(image.count),
        sqlite3_int64(image.count),
        UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE))
      guard status == SQLITE_OK else { throw error(status, context: .copying) }
    }
  }

  /// Marks the file `image` as not in WAL mode: a file in memory is read only as a
  /// rollback-journal file, and a backup is better as one file with no `-wal` beside it.
  private static func markSelfContained(_ image: inout [UInt8]) {
    guard image.count > formatVersionBytes.upperBound else { return }
    for index in formatVersionBytes { image[index] = 1 }
  }
}
