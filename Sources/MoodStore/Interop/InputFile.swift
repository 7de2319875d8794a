import Foundation

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

  /// The path as given.
  public let path: String
  /// The file's size when it was opened.
  public let size: Int64
  private let handle: FileHandle
  private var isClosed = false

  /// Opens `path` for reading.
  /// - Throws: `ImportError.cannotRead` when the file is missing, not a regular file or not
  ///   readable; `.tooLarge` when it is over `maximumBytes`; `.empty` when it has no bytes.
  public init(path: String, maximumBytes: Int64 = InputFile.defaultMaximumBytes) throws {
    self.path = path
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw ImportError.cannotRead(path: path, reason: .system(of: error))
    }
    guard (attributes[.type] as? FileAttributeType) == .typeRegular else {
      throw ImportError.cannotRead(path: path, reason: .notRegularFile)
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    guard size <= maximumBytes else {
      throw ImportError.tooLarge(path: path, bytes: size, limit: maximumBytes)
    }
    guard size > 0 else { throw ImportError.empty(path: path) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImportError.cannotRead(path: path, reason: .cannotOpen)
    }
    self.handle = handle
    self.size = size
  }

  deinit {
    if !isClosed { try? handle.close() }
  }

  /// The next chunk of bytes, or an empty array at the end of the file.
  /// - Throws: `ImportError.cannotRead` on an I/O error.
  public func readChunk() throws -> [UInt8] {
    do {
      return [UInt8](try handle.read(upToCount: InputFile.chunkSize) ?? Data())
    } catch {
      throw ImportError.cannotRead(path: path, reason: .system(of: error))
    }
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
    do { try handle.close() } catch {
      throw ImportError.cannotRead(path: path, reason: .system(of: error))
    }
  }
}
