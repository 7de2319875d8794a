import FoundationEssentials
import MoodStore

/// A person's own file that a front end reads or writes (a file to import, a passphrase file,
/// an export, the preferences, a systemd unit), by the rules the store's files follow: read
/// only when it is a regular file of a sane size; written atomically as a private file, a link
/// followed, a device or FIFO written through. Failures are `ImportError`s naming the path.
package enum PersonalFile {
  /// The largest file read unless a smaller limit is given: 64 MiB.
  package static let defaultMaximumBytes = InputFile.defaultMaximumBytes

  /// Opens `path` for reading in chunks; messages name it `name` when given.
  /// - Throws: `ImportError.cannotRead`, `.tooLarge` or `.empty`.
  package static func open(
    _ path: String, shownAs name: String? = nil, maximumBytes: Int64 = defaultMaximumBytes
  ) throws -> InputFile {
    try InputFile(path: path, shownAs: name, maximumBytes: maximumBytes)
  }

  /// The bytes of the passphrase file at `path`, of at most `maximumBytes`.
  /// - Throws: `FailureMessage` naming the file when it is empty or larger (in a passphrase
  ///   file's words, never an import's); `ImportError.cannotRead` when it cannot be read.
  package static func readPassphraseFile(_ path: String, maximumBytes: Int64) throws -> Data {
    let file: InputFile
    do { file = try open(path, maximumBytes: maximumBytes) } catch ImportError.empty {
      throw FailureMessage(.invalid, .passphraseFileEmpty, ["path": .text(path)])
    } catch ImportError.tooLarge {
      throw FailureMessage(
        .invalid, .passphraseFileTooLarge,
        ["path": .text(path), "maximum": .text("\(maximumBytes)")])
    }
    let data = try file.readAll()
    try file.close()
    return data
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
