import MoodStore

/// The bytes of a file to import, however they came: a file read in chunks (and, for a zip,
/// at the places its directory names), or bytes already in memory (decrypted from age, a web
/// upload). The first chunk is looked at once to find the format, then read again from the
/// start.
package final class ImportInput {
  /// The file's name, for messages.
  package let name: String
  private let file: InputFile?
  private let bytes: [UInt8]
  private var delivered = false

  /// A file on disk, opened for import.
  package init(file: InputFile) {
    name = file.name
    self.file = file
    bytes = []
  }

  /// Bytes in memory, named `name`.
  package init(name: String, bytes: [UInt8]) {
    self.name = name
    file = nil
    self.bytes = bytes
  }

  /// The first bytes (at most 64 KiB), for finding the format; reading does not move on.
  package func head() throws -> [UInt8] {
    guard let file else { return Array(bytes.prefix(64 << 10)) }
    return try file.bytes(at: 0, count: 64 << 10)
  }

  /// The next chunk from the start of the file, then an empty array at its end.
  package func nextChunk() throws -> [UInt8] {
    guard let file else {
      defer { delivered = true }
      return delivered ? [] : bytes
    }
    return try file.readChunk()
  }

  /// The largest file `mood import` opens: an Apple Health export, which is streamed, may be
  /// hundreds of MB (`AppleHealthExport.entryLimit`), and a zip is read only at its entries,
  /// each with a limit of its own. Every other file is held to `checkReadable()`'s limit.
  package static let largestFile = AppleHealthExport.entryLimit

  /// Refuses a file past `InputFile.defaultMaximumBytes` (64 MiB), before any of it is read:
  /// the limit of a file read whole or as text (a lifetime of daily entries is a few MB).
  /// - Throws: `ImportError.tooLarge`.
  package func checkReadable() throws {
    let limit = InputFile.defaultMaximumBytes
    let size = file?.size ?? Int64(bytes.count)
    guard size <= limit else { throw ImportError.tooLarge(path: name, bytes: size, limit: limit) }
  }

  /// Every byte from the start, for a format read whole (a JSON file, a SQLite image), once
  /// `checkReadable()` has held the file to its limit (`ImportPlan` asks it of every file
  /// that is neither a zip nor streamed).
  package func whole() throws -> [UInt8] {
    var all: [UInt8] = []
    while case let chunk = try nextChunk(), !chunk.isEmpty { all += chunk }
    return all
  }

  /// The file as a zip archive.
  /// - Throws: `ImportError.zipRefused` for an archive that is not one, or is hostile.
  package func archive() throws -> ZipArchive {
    guard let file else { return try ZipArchive(name: name, bytes: bytes) }
    return try ZipArchive(file: file)
  }
}
