import CDeflate
import FoundationEssentials

/// libdeflate's compressor at one level: a whole buffer in, a whole zlib stream out. Owns the
/// `libdeflate_compressor`.
final class WholeDeflater {
  private let handle: OpaquePointer

  init(level: Int32) throws {
    guard let handle = libdeflate_alloc_compressor(level) else {
      throw RenderError.encodingFailed("libdeflate could not start at level \(level)")
    }
    self.handle = handle
  }

  deinit { libdeflate_free_compressor(handle) }

  /// `bytes` as one zlib stream: header, deflate data, Adler-32.
  func zlibStream(of bytes: UnsafeRawBufferPointer) throws -> Data {
    // Pictures shrink to a few percent: room for an eighth first, and libdeflate's bound (more
    // than the input) only for data that does not compress, so the peak memory stays low.
    let bound = libdeflate_zlib_compress_bound(handle, bytes.count)
    for room in [min(bound, bytes.count / 8 + 4096), bound] {
      var output = Data(count: room)
      // libdeflate returns 0 when the output does not fit in `room`.
      let written = output.withUnsafeMutableBytes { out in
        libdeflate_zlib_compress(handle, bytes.baseAddress, bytes.count, out.baseAddress, out.count)
      }
      if written > 0 {
        output.count = written
        return output
      }
    }
    throw RenderError.encodingFailed("libdeflate ran out of room within its own bound")
  }
}
