import FoundationEssentials
import MoodStore

/// A person's own file that a front end reads or writes (a file to import, a passphrase file,
/// an export, the preferences, a systemd unit), by the rules the store's files follow: read
/// only when it is a regular file of a sane size; written atomically as a private file, a link
/// followed, a device or FIFO written through. Failures are `ImportError`s naming the path.
package enum PersonalFile {
  /// The largest file read unless a smaller limit is given: 64 MiB.
  package static let defaultMaximumBytes = InputFile.defaultMaximumBytes

  /// Opens `path` for reading in chunks.
  /// - Throws: `ImportError.cannotRead`, `.tooLarge` or `.empty`.
  package static func open(_ path: String, maximumBytes: Int64 = defaultMaximumBytes) throws
    -> InputFile
  {
    try InputFile(path: path, maximumBytes: maximumBytes)
  }

  /// Writes `data` to `path`; a new file gets mode 0600.
  /// - Throws: `ImportError.cannotWrite`, or `.writeFailed` when the disk took no more bytes.
  package static func write(_ data: Data, to path: String) throws {
    try AtomicFile.write(data, to: path)
  }

  /// The refusal of a folder that cannot be made at `path`, with the system's `error`.
  package static func folderRefused(_ path: String, error: any Error) -> any Error {
    ImportError.cannotWrite(path: path, reason: .system(of: error))
  }
}
