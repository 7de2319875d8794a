import CZlib
import Foundation

/// Writes Cairo's ARGB32 pixels as a PNG file through zlib.
///
/// Cairo's own `cairo_surface_write_to_png` always uses libpng's adaptive filters at zlib
/// level 6, which costs far more time than it saves bytes on flat-colour cards; this writer
/// lets the filter and level be chosen (`PNGEncoding`).
enum PNGEncoder {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Encodes `height` rows of `width` native-endian 32-bit pixels, each row `stride` bytes from
  /// the last: Cairo's premultiplied `CAIRO_FORMAT_ARGB32` when `hasAlpha`, else
  /// `CAIRO_FORMAT_RGB24`, whose top byte is undefined. An ARGB32 image whose every pixel is
  /// opaque is written as RGB, like an RGB24 one.
  /// - Throws: `RenderError.encodingFailed` when zlib fails.
  static func encode(
    pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, hasAlpha: Bool,
    encoding: PNGEncoding
  ) throws -> Data {
    let opaque = !hasAlpha || isOpaque(pixels, width: width, height: height, stride: stride)
    let channels = opaque ? 3 : 4
    let filtered = filteredRows(
      pixels, width: width, height: height, stride: stride, channels: channels,
      filter: encoding.filter)
    let compressed = try deflate(filtered, encoding: encoding)

    var png = Data(signature)
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    png.appendChunk("IHDR", header)
    png.appendChunk("sRGB", Data([0]))  // rendering intent: perceptual
    png.appendChunk("IDAT", compressed)
    png.appendChunk("IEND", Data())
    return png
  }

  private static func isOpaque(
    _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int
  ) -> Bool {
    for row in 0..<height {
      let line = pixels.baseAddress.unsafelyUnwrapped.advanced(by: row * stride)
        .assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where line[x] >> 24 != 0xFF { return false }
    }
    return true
  }

  /// The rows as PNG scanlines: a filter byte, then RGB(A) bytes, un-premultiplied.
  private static func filteredRows(
    _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, channels: Int,
    filter: PNGEncoding.RowFilter
  ) -> [UInt8] {
    let rowBytes = width * channels
    var output = [UInt8](repeating: 0, count: height * (rowBytes + 1))
    var previous = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    output.withUnsafeMutableBufferPointer { out in
      for row in 0..<height {
        let line = pixels.baseAddress.unsafelyUnwrapped.advanced(by: row * stride)
          .assumingMemoryBound(to: UInt32.self)
        current.withUnsafeMutableBufferPointer { bytes in
          unpremultiply(line, width: width, channels: channels, into: bytes)
        }
        let start = row * (rowBytes + 1)
        out[start] = filter.rawValue
        current.withUnsafeBufferPointer { now in
          previous.withUnsafeBufferPointer { above in
            apply(
              filter, now, above, channels: channels,
              into: UnsafeMutableBufferPointer(rebasing: out[(start + 1)...].prefix(rowBytes)))
          }
        }
        swap(&previous, &current)
      }
    }
    return output
  }

  private static func unpremultiply(
    _ line: UnsafePointer<UInt32>, width: Int, channels: Int,
    into bytes: UnsafeMutableBufferPointer<UInt8>
  ) {
    var offset = 0
    for x in 0..<width {
      let pixel = line[x]
      let alpha = channels == 4 ? pixel >> 24 : 0xFF
      var red = pixel >> 16 & 0xFF
      var green = pixel >> 8 & 0xFF
      var blue = pixel & 0xFF
      if alpha != 0xFF && alpha != 0 {
        // Cairo stores colour premultiplied by alpha; PNG wants it straight.
        red = (red * 255 + alpha / 2) / alpha
        green = (green * 255 + alpha / 2) / alpha
        blue = (blue * 255 + alpha / 2) / alpha
      }
      bytes[offset] = UInt8(truncatingIfNeeded: red)
      bytes[offset + 1] = UInt8(truncatingIfNeeded: green)
      bytes[offset + 2] = UInt8(truncatingIfNeeded: blue)
      if channels == 4 { bytes[offset + 3] = UInt8(truncatingIfNeeded: alpha) }
      offset += channels
    }
  }

  private static func apply(
    _ filter: PNGEncoding.RowFilter, _ now: UnsafeBufferPointer<UInt8>,
    _ above: UnsafeBufferPointer<UInt8>, channels: Int, into out: UnsafeMutableBufferPointer<UInt8>
  ) {
    switch filter {
    case .none:
      for i in 0..<now.count { out[i] = now[i] }
    case .sub:
      for i in 0..<now.count { out[i] = now[i] &- (i >= channels ? now[i - channels] : 0) }
    case .up:
      for i in 0..<now.count { out[i] = now[i] &- above[i] }
    case .average:
      for i in 0..<now.count {
        let left = i >= channels ? Int(now[i - channels]) : 0
        out[i] = now[i] &- UInt8((left + Int(above[i])) / 2)
      }
    case .paeth:
      for i in 0..<now.count {
        let left = i >= channels ? Int(now[i - channels]) : 0
        let upLeft = i >= channels ? Int(above[i - channels]) : 0
        out[i] = now[i] &- UInt8(paeth(left, Int(above[i]), upLeft))
      }
    }
  }

  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a)
    let pb = abs(p - b)
    let pc = abs(p - c)
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
  }

  private static func deflate(_ input: [UInt8], encoding: PNGEncoding) throws -> Data {
    var stream = z_stream()
    guard moodcard_deflate_init(&stream, encoding.level, encoding.strategy.rawValue) == Z_OK else {
      throw RenderError.encodingFailed("zlib could not start")
    }
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
    let status = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        return CZlib.deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else {
      throw RenderError.encodingFailed("zlib stopped with status \(status)")
    }
    return Data(output.prefix(Int(stream.total_out)))
  }
}

extension Data {
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  /// Appends a PNG chunk: length, type, data and the CRC of type and data.
  fileprivate mutating func appendChunk(_ type: String, _ data: Data) {
    appendBigEndian(UInt32(data.count))
    let typeAndData = Data(type.utf8) + data
    append(typeAndData)
    let crc = typeAndData.withUnsafeBytes { bytes in
      crc32(0, bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count))
    }
    appendBigEndian(UInt32(crc))
  }
}
