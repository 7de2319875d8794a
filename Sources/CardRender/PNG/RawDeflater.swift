import CDeflate

/// libdeflate's compressor at one level: a whole buffer in, a whole raw deflate stream out.
/// Owns the `libdeflate_compressor`, which one thread uses at a time.
final class RawDeflater {
  private let handle: OpaquePointer

  init(level: Int32) throws {
    guard let handle = libdeflate_alloc_compressor(level) else {
      throw RenderError.encodingFailed("libdeflate could not start at level \(level)")
    }
    self.handle = handle
  }

  deinit { libdeflate_free_compressor(handle) }

  /// `bytes` as one raw deflate stream, ending with a final block.
  func rawStream(of bytes: UnsafeRawBufferPointer) throws -> [UInt8] {
    // Pictures shrink to a few percent: room for an eighth first, and libdeflate's bound (more
    // than the input) only for data that does not compress, so the peak memory stays low.
    let bound = libdeflate_deflate_compress_bound(handle, bytes.count)
    for room in [min(bound, bytes.count / 8 + 4096), bound] {
      var written = 0
      let output = [UInt8](unsafeUninitializedCapacity: room) { out, count in
        // libdeflate returns 0 when the output does not fit in `room`.
        written = libdeflate_deflate_compress(
          handle, bytes.baseAddress, bytes.count, out.baseAddress, out.count)
        count = written
      }
      if written > 0 { return output }
    }
    throw RenderError.encodingFailed("libdeflate ran out of room within its own bound")
  }
}
