import CBrotliDecode
import CZlib
import Foundation

/// The server's compressed answers read back, with the libraries' own decoders.
enum Decompression {
  /// `data` decoded from the `Content-Encoding` `coding` (`br` or `gzip`); `nil` when it is
  /// not a whole stream of it.
  static func decode(_ data: Data, coding: String) -> Data? {
    switch coding {
    case "br": return brotli(data)
    case "gzip": return gzip(data)
    default: return nil
    }
  }

  /// A whole Brotli stream decoded, or `nil`.
  static func brotli(_ data: Data) -> Data? {
    guard let state = BrotliDecoderCreateInstance(nil, nil, nil) else { return nil }
    defer { BrotliDecoderDestroyInstance(state) }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    let result = data.withUnsafeBytes { raw -> BrotliDecoderResult in
      var available = raw.count
      var next = raw.bindMemory(to: UInt8.self).baseAddress
      while true {
        var room = buffer.count
        let result = buffer.withUnsafeMutableBufferPointer { out -> BrotliDecoderResult in
          var target = out.baseAddress
          return BrotliDecoderDecompressStream(state, &available, &next, &room, &target, nil)
        }
        output.append(contentsOf: buffer[0..<(buffer.count - room)])
        if result != BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT { return result }
      }
    }
    return result == BROTLI_DECODER_RESULT_SUCCESS ? output : nil
  }

  /// A whole gzip member decoded, or `nil`.
  static func gzip(_ data: Data) -> Data? {
    var stream = z_stream()
    // 16 + the largest window: a gzip header and trailer around the DEFLATE data.
    guard
      inflateInit2_(&stream, 16 + MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else { return nil }
    defer { inflateEnd(&stream) }
    var input = [UInt8](data)
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var status = Z_OK
    input.withUnsafeMutableBufferPointer { source in
      stream.next_in = source.baseAddress
      stream.avail_in = uInt(source.count)
      while status == Z_OK {
        buffer.withUnsafeMutableBufferPointer { out in
          stream.next_out = out.baseAddress
          stream.avail_out = uInt(out.count)
          status = inflate(&stream, Z_NO_FLUSH)
          if let base = out.baseAddress {
            output.append(base, count: out.count - Int(stream.avail_out))
          }
        }
      }
    }
    return status == Z_STREAM_END ? output : nil
  }
}
