import MoodSystem

/// Why a zip archive, or one of its entries, is refused. Each is named with the archive's path
/// and, where there is one, the entry's name (`ImportError.zipRefused`).
public enum ZipProblem: Equatable, Sendable {
  /// No end-of-central-directory record: the file is not a zip archive, or is cut short.
  case notAZip
  /// The central directory or a local header is not where or what the directory says.
  case damaged(String)
  /// A central directory of `bytes`, past `limit`: it is held whole while it is checked.
  case tooLargeDirectory(Int64, limit: Int64)
  /// More entries than `limit`.
  case tooManyEntries(Int, limit: Int)
  /// An entry whose name climbs out of the archive: an absolute path, a `..` part, a
  /// backslash or a drive letter.
  case climbsOut
  /// An entry that is a symbolic link.
  case link
  /// An encrypted entry.
  case encrypted
  /// An entry compressed with a method other than stored (0) or deflate (8).
  case unsupportedMethod(Int)
  /// An entry that expands past `limit` bytes (said by the directory or found on the way):
  /// a zip bomb, or a file far larger than any journal.
  case expandsPast(limit: Int64)
  /// An entry whose inflated bytes are not the size or checksum the directory gives.
  case checksumMismatch
  /// An entry the format needs that the archive does not have.
  case missingEntry
}

extension ZipProblem: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notAZip: return "it is not a zip archive (no end of central directory)"
    case .damaged(let detail): return "the archive is damaged (\(detail))"
    case .tooLargeDirectory(let bytes, let limit):
      return "its central directory has \(NumberText.mebibytes(bytes)); at most "
        + "\(NumberText.mebibytes(limit)) is read"
    case .tooManyEntries(let count, let limit):
      return "it has \(count) entries; at most \(limit) are read"
    case .climbsOut:
      return "the entry's name climbs out of the archive (an absolute path or \"..\")"
    case .link: return "the entry is a symbolic link"
    case .encrypted: return "the entry is encrypted"
    case .unsupportedMethod(let method):
      return "the entry is compressed with method \(method); only stored and deflate are read"
    case .expandsPast(let limit):
      return "the entry expands past \(NumberText.mebibytes(limit)), the most an import reads "
        + "(a zip bomb?)"
    case .checksumMismatch: return "the entry's bytes do not match its size or checksum"
    case .missingEntry: return "the archive has no such entry"
    }
  }
}
