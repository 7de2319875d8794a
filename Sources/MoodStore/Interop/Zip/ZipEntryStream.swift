import CZlib

/// The inflated bytes of one zip entry, a chunk at a time: the zlib stream is owned here and
/// ended in `deinit`. Never more than `limit` bytes come out, whatever the directory says, and
/// at the end the size and CRC-32 must be the directory's.
public final class ZipEntryStream {
  /// Compressed bytes read from the archive at a time, and the most inflated bytes per chunk.
  static let chunkSize = 64 << 10

  private let archive: String
  private let entry: ZipArchive.Entry
  private let limit: Int64
  private let readAt: (Int64, Int) throws -> [UInt8]
  private var nextOffset: Int64
  private var unread: Int64
  private var input: [UInt8] = []
  private var produced: Int64 = 0
  private var crc: UInt = 0
  private var finished = false
  /// zlib's state for a deflated entry; `nil` for a stored one.
  private let stream: UnsafeMutablePointer<z_stream>?

  init(
    archive: String, entry: ZipArchive.Entry, dataOffset: Int64, limit: Int64,
    readAt: @escaping (Int64, Int) throws -> [UInt8]
  ) throws {
    self.archive = archive
    self.entry = entry
    self.limit = limit
    self.readAt = readAt
    nextOffset = dataOffset
    unread = entry.compressedSize
    guard entry.method == 8 else {
      stream = nil
      return
    }
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    // Negative window bits: raw deflate, as zip stores it (zlib.h, inflateInit2).
    guard
      inflateInit2_(stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else {
      stream.deallocate()
      throw ImportError.zipRefused(
        path: archive, entry: entry.name, problem: .damaged("zlib could not start"))
    }
    self.stream = stream
  }

  deinit {
    if let stream {
      inflateEnd(stream)
      stream.deallocate()
    }
  }

  /// The next inflated bytes, or an empty array at the end of the entry.
  /// - Throws: `ImportError.zipRefused` when the entry expands past the limit, is damaged, or
  ///   does not match its size and checksum.
  public func next() throws -> [UInt8] {
    guard !finished else { return [] }
    let chunk = try stream.map(inflated) ?? stored()
    guard produced <= limit else { throw refusal(.expandsPast(limit: limit)) }
    crc = chunk.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
    if finished, produced != entry.size || UInt32(crc) != entry.crc {
      throw refusal(.checksumMismatch)
    }
    return chunk
  }

  private func stored() throws -> [UInt8] {
    let chunk = try readCompressed()
    produced += Int64(chunk.count)
    if unread == 0 { finished = true }
    return chunk
  }

  private func inflated(_ stream: UnsafeMutablePointer<z_stream>) throws -> [UInt8] {
    var output = [UInt8](repeating: 0, count: ZipEntryStream.chunkSize)
    var written = 0
    while written < output.count && !finished {
      if input.isEmpty {
        input = try readCompressed()
        guard !input.isEmpty else { throw refusal(.damaged("the deflated data ends early")) }
      }
      let (status, used, made) = input.withUnsafeMutableBufferPointer { source in
        output.withUnsafeMutableBufferPointer { target in
          stream.pointee.next_in = source.baseAddress
          stream.pointee.avail_in = uInt(source.count)
          stream.pointee.next_out = target.baseAddress.map { $0 + written }
          stream.pointee.avail_out = uInt(target.count - written)
          let status = inflate(stream, Z_NO_FLUSH)
          return (
            status, source.count - Int(stream.pointee.avail_in),
            target.count - written - Int(stream.pointee.avail_out)
          )
        }
      }
      input.removeFirst(used)
      written += made
      switch status {
      case Z_STREAM_END: finished = true
      case Z_OK,
        Z_BUF_ERROR where made > 0 || used > 0:
        break
      default: throw refusal(.damaged("the deflated data is not valid (zlib \(status))"))
      }
      if produced + Int64(written) > limit { break }
    }
    produced += Int64(written)
    return Array(output[0..<written])
  }

  private func readCompressed() throws -> [UInt8] {
    guard unread > 0 else { return [] }
    let count = Int(min(unread, Int64(ZipEntryStream.chunkSize)))
    let bytes = try readAt(nextOffset, count)
    guard bytes.count == count else { throw refusal(.damaged("the file ends inside the entry")) }
    nextOffset += Int64(count)
    unread -= Int64(count)
    return bytes
  }

  private func refusal(_ problem: ZipProblem) -> ImportError {
    .zipRefused(path: archive, entry: entry.name, problem: problem)
  }
}
