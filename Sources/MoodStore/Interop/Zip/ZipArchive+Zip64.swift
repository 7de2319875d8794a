// Zip64 (PKWARE's APPNOTE.TXT 4.3.14 to 4.3.16 and 4.5.3): an archive over 4 GiB or with over
// 65,535 entries, as Apple Health's `export.zip` often is, keeps the numbers that do not fit
// in 16 or 32 bits in records of its own, and writes 0xFFFF or 0xFFFFFFFF in the plain field.

extension ZipArchive {
  /// Where the central directory is and how many entries it has: from the end record, or from
  /// the Zip64 end record (which the locator just before the end record points at) when a field
  /// of the end record is full. Every number is checked to lie inside the file before it is used.
  struct EndRecord {
    /// The number of entries the directory says it has.
    let count: Int64
    let directorySize: Int64
    let directoryOffset: Int64
    /// Where the end record, or the Zip64 end record, starts: the directory ends before it.
    let recordOffset: Int64

    /// Finds the end record in the last 64 KiB of the archive, and the Zip64 one it needs.
    /// - Throws: `ImportError.zipRefused` for a file that is no zip, or whose records point
    ///   outside it.
    init(name: String, size: Int64, readAt: (Int64, Int) throws -> [UInt8]) throws {
      func refused(_ problem: ZipProblem) -> ImportError {
        .zipRefused(path: name, entry: nil, problem: problem)
      }
      // The end record is 22 bytes plus a comment of at most 65,535, at the end of the file.
      let tailLength = Int(min(size, 22 + 0xFFFF))
      let tail = try readAt(size - Int64(tailLength), tailLength)
      guard tail.count == tailLength, tailLength >= 22,
        let end = stride(from: tailLength - 22, through: 0, by: -1).first(where: {
          uint32(tail, $0) == 0x0605_4B50
        })
      else { throw refused(.notAZip) }
      let endOffset = size - Int64(tailLength - end)
      let count = uint16(tail, end + 10)
      let directorySize = uint32(tail, end + 12)
      let directoryOffset = uint32(tail, end + 16)
      guard count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF
      else {
        self.count = Int64(count)
        self.directorySize = Int64(directorySize)
        self.directoryOffset = Int64(directoryOffset)
        recordOffset = endOffset
        return
      }
      // The locator: 20 bytes just before the end record, giving the Zip64 record's offset.
      let locator = endOffset >= 20 ? try readAt(endOffset - 20, 20) : []
      guard locator.count == 20, uint32(locator, 0) == 0x0706_4B50 else {
        throw refused(.damaged("the end record says Zip64, but there is no Zip64 locator"))
      }
      let zip64Offset = uint64(locator, 8)
      // The Zip64 end record is 56 bytes (without extensible data) and ends before the locator.
      let latest = endOffset - 20 - 56
      guard latest >= 0, zip64Offset <= UInt64(latest) else {
        throw refused(.damaged("the Zip64 end record lies outside the file"))
      }
      let record = try readAt(Int64(zip64Offset), 56)
      guard record.count == 56, uint32(record, 0) == 0x0606_4B50 else {
        throw refused(.damaged("no Zip64 end record at \(zip64Offset)"))
      }
      let wideCount = uint64(record, 32)
      let wideSize = uint64(record, 40)
      let wideOffset = uint64(record, 48)
      guard wideSize <= UInt64(size), wideOffset <= UInt64(size) else {
        throw refused(.damaged("the central directory lies outside the file"))
      }
      self.count = Int64(clamping: wideCount)
      self.directorySize = Int64(wideSize)
      self.directoryOffset = Int64(wideOffset)
      recordOffset = Int64(zip64Offset)
    }
  }

  /// An entry's sizes and the offset of its local header: the directory's 32-bit fields, or,
  /// where a field is full, the next value of the entry's Zip64 extra field (id 1), which holds
  /// only the values whose fields are full, in this order.
  struct EntrySizes {
    let size: Int64
    let compressedSize: Int64
    let localHeaderOffset: Int64

    /// The sizes of the entry whose directory record is `directory[record...]`, with its extra
    /// fields at `extra`; `nil` when a full field has no Zip64 value, or one past `Int64`.
    init?(record: Int, extra: Range<Int>, in directory: [UInt8]) {
      var wide: [UInt64] = []
      var at = extra.lowerBound
      while at + 4 <= extra.upperBound {
        let length = Int(uint16(directory, at + 2))
        guard at + 4 + length <= extra.upperBound else { break }
        if uint16(directory, at) == 1 {
          wide = stride(from: at + 4, through: at + 4 + length - 8, by: 8).map {
            uint64(directory, $0)
          }
          break
        }
        at += 4 + length
      }
      var values = wide.makeIterator()
      func value(_ narrow: UInt32) -> Int64? {
        guard narrow == 0xFFFF_FFFF else { return Int64(narrow) }
        return values.next().flatMap { Int64(exactly: $0) }
      }
      // The extra field's order: size, compressed size, local header offset (APPNOTE 4.5.3).
      guard let size = value(uint32(directory, record + 24)),
        let compressedSize = value(uint32(directory, record + 20)),
        let localHeaderOffset = value(uint32(directory, record + 42))
      else { return nil }
      self.size = size
      self.compressedSize = compressedSize
      self.localHeaderOffset = localHeaderOffset
    }
  }
}
