import FoundationEssentials
import Glibc

/// A file opened for import: checked to be a readable regular file of a sane size, then read in
/// chunks so that no more than one chunk is held at a time.
///
/// ```swift
/// let file = try InputFile(path: "daylio_export.csv")
/// var reader = CSVReader(file: file)
/// ```
public final class InputFile {
  /// The largest file an import reads: 64 MiB, far above a lifetime of daily entries (a Daylio
  /// export of ten years with ten entries a day is about 8 MB), and small enough that a mistaken
  /// file (a disk image, a video) is refused at once instead of being parsed.
  public static let defaultMaximumBytes: Int64 = 64 << 20
  /// The number of bytes read at a time.
  static let chunkSize = 64 << 10

  /// The name messages call the file by: the path as given, or the name it is shown by (a web
  /// upload's, whose path under `/proc/self/fd` means nothing to a person). Never a path to open
  /// again: the file is read through the descriptor opened here.
  public let name: String
  /// The file's size when it was opened.
  public let size: Int64
  private let descriptor: Int32
  private var isClosed = false

  /// Opens `path` for reading; messages name it `name` when given (a web upload, opened under
  /// `/proc/self/fd`, by the name the browser sent).
  /// - Throws: `ImportError.cannotRead` when the file is missing, not a regular file or not
  ///   readable; `.tooLarge` when it is over `maximumBytes`; `.empty` when it has no bytes.
  public init(
    path: String, shownAs name: String? = nil,
    maximumBytes: Int64 = InputFile.defaultMaximumBytes
  ) throws {
    let shown = name ?? path
    self.name = shown
    // Without blocking, so that a FIFO is refused below instead of waiting for a writer; the
    // checks are then on the file opened, not on whatever the name points to later.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard descriptor >= 0 else {
      throw ImportError.cannotRead(path: shown, reason: .system(errno: errno))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let error = errno
      Glibc.close(descriptor)
      throw ImportError.cannotRead(path: shown, reason: .system(errno: error))
    }
    let size = Int64(info.st_size)
    let refusal: ImportError? =
      if info.st_mode & S_IFMT != S_IFREG {
        .cannotRead(path: shown, reason: .notRegularFile)
      } else if size > maximumBytes {
        .tooLarge(path: shown, bytes: size, limit: maximumBytes)
      } else if size == 0 {
        .empty(path: shown)
      } else {
        nil
      }
    if let refusal {
      Glibc.close(descriptor)
      throw refusal
    }
    self.descriptor = descriptor
    self.size = size
  }

  deinit {
    if !isClosed { Glibc.close(descriptor) }
  }

  /// The next chunk of bytes, or an empty array at the end of the file.
  /// - Throws: `ImportError.cannotRead` on an I/O error.
  public func readChunk() throws -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: InputFile.chunkSize)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return Array(chunk[0..<count]) }
      guard errno == EINTR else {
        throw ImportError.cannotRead(path: name, reason: .system(errno: errno))
      }
    }
  }

  /// Up to `count` bytes at `offset`, fewer only at the end of the file; the position of
  /// `readChunk` is not moved. For a zip archive, read from its directory inward.
  /// - Throws: `ImportError.cannotRead` on an I/O error.
  public func bytes(at offset: Int64, count: Int) throws -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes[filled...].withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, $0.count, off_t(offset) + off_t(filled))
      }
      if got == 0 { break }
      if got > 0 {
        filled += got
      } else if errno != EINTR {
        throw ImportError.cannotRead(path: name, reason: .system(errno: errno))
      }
    }
    return Array(bytes[0..<filled])
  }

  /// Every remaining byte of the file (at most `maximumBytes` were allowed when it was opened).
  /// - Throws: `ImportError.cannotRead` on an I/O error.
  public func readAll() throws -> Data {
    var data = Data()
    while true {
      let chunk = try readChunk()
      if chunk.isEmpty { return data }
      data.append(contentsOf: chunk)
    }
  }

  /// Closes the file.
  /// - Throws: `ImportError.cannotRead` when the system reports an error on closing.
  public func close() throws {
    guard !isClosed else { return }
    isClosed = true
    guard Glibc.close(descriptor) == 0 else {
      throw ImportError.cannotRead(path: name, reason: .system(errno: errno))
    }
  }
}
