/// A zip archive read from its central directory, entry by entry, through zlib's `inflate`.
///
/// Only what an import needs: stored and deflated entries, of a plain archive or a Zip64 one
/// (over 4 GiB or 65,535 entries, as Apple Health's `export.zip` often is). The whole
/// directory is checked when the archive is opened, so one hostile entry refuses the archive:
/// a name that climbs out (`/`, `..`, `\`, `C:`), a symbolic link, an encrypted entry.
/// An entry is read only when asked for by name, through a stream that refuses to expand past
/// its limit (whatever the directory claims) and checks the size and CRC-32 at the end.
///
/// Why not libzip: zlib is linked already (the PNG writer's checksums), and the reader an import
/// needs is this file and `ZipEntryStream.swift` (about 300 lines), holding one 64 KiB input
/// chunk and one 64 KiB output chunk at a time.
///
/// ```swift
/// let archive = try ZipArchive(name: "backup.daylio", bytes: bytes)
/// let json = try archive.contents(of: "backup.daylio", limit: 64 << 20)
/// ```
public struct ZipArchive {
  /// The most entries read: a Daylio backup with a photo a day for ten years has about 3,700.
  public static let maximumEntries = 100_000
  /// The largest central directory read, which is held whole while it is checked: 100,000
  /// entries with names of 600 bytes.
  public static let maximumDirectoryBytes: Int64 = 64 << 20

  /// One entry of the central directory.
  public struct Entry: Sendable, Equatable {
    /// The name as stored (`/`-separated, checked not to climb out).
    public let name: String
    let method: Int
    let crc: UInt32
    let compressedSize: Int64
    /// The size the directory says the entry inflates to.
    public let size: Int64
    let localHeaderOffset: Int64
    /// Whether the name ends in `/`.
    public var isFolder: Bool { name.hasSuffix("/") }
  }

  /// The archive's name in messages (its path).
  public let name: String
  /// The entries, in directory order.
  public let entries: [Entry]
  private let size: Int64
  private let readAt: (Int64, Int) throws -> [UInt8]

  /// Reads and checks the central directory of the archive `readAt` gives.
  /// - Parameters:
  ///   - size: the archive's length in bytes.
  ///   - readAt: up to `count` bytes at `offset`; fewer only at the end.
  /// - Throws: `ImportError.zipRefused` with the first hostile or damaged entry.
  public init(name: String, size: Int64, readAt: @escaping (Int64, Int) throws -> [UInt8])
    throws
  {
    self.name = name
    self.size = size
    self.readAt = readAt
    entries = try ZipArchive.directory(name: name, size: size, readAt: readAt)
  }

  /// An archive held in memory (a file decrypted from age, a web upload).
  public init(name: String, bytes: [UInt8]) throws {
    try self.init(name: name, size: Int64(bytes.count)) { offset, count in
      let start = Int(min(offset, Int64(bytes.count)))
      return Array(bytes[start..<min(start + count, bytes.count)])
    }
  }

  /// An archive read from `file` as it is needed, never whole.
  public init(file: InputFile) throws {
    try self.init(name: file.name, size: file.size) { try file.bytes(at: $0, count: $1) }
  }

  /// The entry called `name`, or `nil`.
  public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

  /// A stream of the inflated bytes of the entry called `name`.
  /// - Parameter limit: the most bytes the entry may inflate to.
  /// - Throws: `ImportError.zipRefused` when the entry is missing, compressed in another way
  ///   or larger than `limit`.
  public func stream(of name: String, limit: Int64) throws -> ZipEntryStream {
    guard let entry = entry(named: name) else { throw refusal(name, .missingEntry) }
    guard entry.method == 0 || entry.method == 8 else {
      throw refusal(name, .unsupportedMethod(entry.method))
    }
    guard entry.size <= limit else { throw refusal(name, .expandsPast(limit: limit)) }
    let header = try readAt(entry.localHeaderOffset, 30)
    guard header.count == 30, ZipArchive.uint32(header, 0) == 0x0403_4B50 else {
      throw refusal(name, .damaged("no local header at \(entry.localHeaderOffset)"))
    }
    let dataOffset =
      entry.localHeaderOffset + 30 + Int64(ZipArchive.uint16(header, 26))
      + Int64(ZipArchive.uint16(header, 28))
    guard dataOffset + entry.compressedSize <= size else {
      throw refusal(name, .damaged("the entry runs past the end of the file"))
    }
    return try ZipEntryStream(
      archive: self.name, entry: entry, dataOffset: dataOffset, limit: limit, readAt: readAt)
  }

  /// Every inflated byte of the entry called `name`, at most `limit`.
  /// - Throws: as `stream(of:limit:)` does, and when the bytes do not match the directory.
  public func contents(of name: String, limit: Int64) throws -> [UInt8] {
    let stream = try stream(of: name, limit: limit)
    var bytes: [UInt8] = []
    while case let chunk = try stream.next(), !chunk.isEmpty { bytes.append(contentsOf: chunk) }
    return bytes
  }

  private func refusal(_ entry: String, _ problem: ZipProblem) -> ImportError {
    .zipRefused(path: name, entry: entry, problem: problem)
  }
}

// MARK: - The central directory

extension ZipArchive {
  /// The entries of the central directory, each checked.
  private static func directory(
    name: String, size: Int64, readAt: (Int64, Int) throws -> [UInt8]
  ) throws -> [Entry] {
    func refused(_ problem: ZipProblem, entry: String? = nil) -> ImportError {
      .zipRefused(path: name, entry: entry, problem: problem)
    }
    let end = try EndRecord(name: name, size: size, readAt: readAt)
    guard end.count <= maximumEntries else {
      throw refused(.tooManyEntries(Int(clamping: end.count), limit: maximumEntries))
    }
    guard end.directorySize <= maximumDirectoryBytes else {
      throw refused(.tooLargeDirectory(end.directorySize, limit: maximumDirectoryBytes))
    }
    guard end.directoryOffset <= end.recordOffset - end.directorySize else {
      throw refused(.damaged("the central directory lies outside the file"))
    }
    let directory = try readAt(end.directoryOffset, Int(end.directorySize))
    guard directory.count == Int(end.directorySize) else {
      throw refused(.damaged("the central directory is cut short"))
    }
    var entries: [Entry] = []
    var offset = 0
    for index in 0..<Int(end.count) {
      guard offset + 46 <= directory.count, uint32(directory, offset) == 0x0201_4B50 else {
        throw refused(.damaged("entry \(index + 1) of the central directory is not one"))
      }
      let nameLength = Int(uint16(directory, offset + 28))
      let extraLength = Int(uint16(directory, offset + 30))
      let commentLength = Int(uint16(directory, offset + 32))
      let next = offset + 46 + nameLength + extraLength + commentLength
      guard next <= directory.count else {
        throw refused(.damaged("entry \(index + 1) runs past the central directory"))
      }
      let entryName = String(
        decoding: directory[offset + 46..<offset + 46 + nameLength], as: UTF8.self)
      let flags = uint16(directory, offset + 8)
      let madeBy = uint16(directory, offset + 4) >> 8
      let mode = uint32(directory, offset + 38) >> 16
      let extraStart = offset + 46 + nameLength
      guard
        let sizes = EntrySizes(
          record: offset, extra: extraStart..<extraStart + extraLength, in: directory),
        sizes.compressedSize <= size, sizes.localHeaderOffset < size
      else { throw refused(.damaged("its sizes are not valid"), entry: entryName) }
      let entry = Entry(
        name: entryName, method: Int(uint16(directory, offset + 10)),
        crc: uint32(directory, offset + 16), compressedSize: sizes.compressedSize,
        size: sizes.size, localHeaderOffset: sizes.localHeaderOffset)
      if climbsOut(entryName) { throw refused(.climbsOut, entry: entryName) }
      // Unix hosts (3) keep the file type in the upper half of the external attributes.
      if madeBy == 3, mode & 0o170000 == 0o120000 { throw refused(.link, entry: entryName) }
      if flags & 1 != 0 { throw refused(.encrypted, entry: entryName) }
      entries.append(entry)
      offset = next
    }
    return entries
  }

  /// Whether `name` would leave the folder it is unpacked in, or is not a plain relative path.
  static func climbsOut(_ name: String) -> Bool {
    if name.isEmpty || name.hasPrefix("/") || name.contains("\\") || name.contains("\0") {
      return true
    }
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    if parts.contains("..") { return true }
    // `C:` and the like, which Windows reads as a drive.
    return parts.first.map { $0.count >= 2 && $0.dropFirst().first == ":" } ?? false
  }

  static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(uint16(bytes, offset)) | UInt32(uint16(bytes, offset + 2)) << 16
  }

  static func uint64(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
    UInt64(uint32(bytes, offset)) | UInt64(uint32(bytes, offset + 4)) << 32
  }
}
