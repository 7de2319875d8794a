import CZlib
import FoundationEssentials
import Glibc

/// Writes Cairo's 32-bit pixels as a PNG file through libdeflate, on several cores.
///
/// Cairo's own `cairo_surface_write_to_png` always uses libpng's adaptive filters at zlib
/// level 6, which costs far more time than it saves bytes on cards; this writer writes
/// unfiltered rows with libdeflate at the level of `PNGEncoding`. libdeflate cuts the image into
/// up to four pieces (`LibdeflateStream`), which depend only on the image, never on the number
/// of threads, so every thread count writes the same bytes.
enum PNGEncoder {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Encodes `height` rows of `width` native-endian 32-bit pixels, each row `stride` bytes from
  /// the last: Cairo's premultiplied `CAIRO_FORMAT_ARGB32` when `hasAlpha`, else
  /// `CAIRO_FORMAT_RGB24`, whose top byte is undefined. An ARGB32 image whose every pixel is
  /// opaque is written as RGB, like an RGB24 one.
  /// - Parameters:
  ///   - parallel: whether the pieces are compressed on all cores at once, or in turn (when the
  ///     caller already keeps every core busy, as a batch of cards does).
  ///   - alt: the picture in words, as `iTXt` Title and Description.
  ///   - dotsPerInch: the resolution to print at, as a `pHYs` chunk; none for a screen.
  /// - Throws: `RenderError.encodingFailed` when the pixels do not hold `height` rows of
  ///   `width` pixels, or when libdeflate fails.
  static func encode(
    pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int, hasAlpha: Bool,
    encoding: PNGEncoding, parallel: Bool = false, alt: AltText? = nil,
    dotsPerInch: Double? = nil
  ) throws -> Data {
    // Every row below is read through the base address: check once that they all fit.
    try checkHolds(pixels, width: width, height: height, stride: stride)
    let opaque = !hasAlpha || isOpaque(pixels, width: width, height: height, stride: stride)
    let scanlines = Scanlines(
      pixels: pixels, width: width, stride: stride, channels: opaque ? 3 : 4)
    let stream = try scanlines.bytes(rows: 0..<height).withUnsafeBytes {
      try LibdeflateStream.zlibStream(
        of: $0, lineBytes: scanlines.lineBytes, level: encoding.level, parallel: parallel)
    }
    return file(
      stream: stream, width: width, height: height, opaque: opaque, alt: alt,
      dotsPerInch: dotsPerInch)
  }

  /// `encode` for Cairo's `CAIRO_FORMAT_RGB24` pixels, writing the scanlines over the pixels
  /// themselves instead of into a copy: the pixels are spent. An opaque image's scanlines (3
  /// bytes a pixel and a filter byte a row) fit where its pixels were.
  static func encodeInPlace(
    pixels: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int,
    encoding: PNGEncoding, parallel: Bool = false, alt: AltText? = nil,
    dotsPerInch: Double? = nil
  ) throws -> Data {
    try checkHolds(UnsafeRawBufferPointer(pixels), width: width, height: height, stride: stride)
    guard let base = pixels.baseAddress else { throw RenderError.encodingFailed("no pixels") }
    let lineBytes = 1 + 3 * width
    for row in 0..<height {
      // Line `row` starts at row * (3w + 1), at or before its pixels at row * stride, and each
      // pixel is read whole before its three bytes are written: no byte is written over before
      // it is read. The first pixel is read before the filter byte takes its place.
      var pixel = UnsafeRawPointer(base.advanced(by: row * stride))
      var out = base.advanced(by: row * lineBytes).assumingMemoryBound(to: UInt8.self)
      var value = pixel.load(as: UInt32.self)
      out.pointee = Scanlines.unfiltered
      for x in 0..<width {
        if x > 0 { value = pixel.load(as: UInt32.self) }
        out[1] = UInt8(truncatingIfNeeded: value &>> 16)
        out[2] = UInt8(truncatingIfNeeded: value &>> 8)
        out[3] = UInt8(truncatingIfNeeded: value)
        pixel += 4
        out += 3
      }
    }
    // The scanlines end about a quarter short of the pixels: that memory goes back to the
    // system before libdeflate allocates its own.
    releasePages(of: pixels, after: lineBytes * height)
    let stream = try LibdeflateStream.zlibStream(
      of: UnsafeRawBufferPointer(start: base, count: lineBytes * height), lineBytes: lineBytes,
      level: encoding.level, parallel: parallel)
    return file(
      stream: stream, width: width, height: height, opaque: true, alt: alt,
      dotsPerInch: dotsPerInch)
  }

  /// Gives the whole pages of `pixels` after its first `used` bytes back to the system
  /// (`MADV_DONTNEED`: they read as zeros if touched again). Only pages wholly inside the buffer,
  /// so memory beside it, an allocator's bookkeeping say, is never touched.
  private static func releasePages(of pixels: UnsafeMutableRawBufferPointer, after used: Int) {
    guard let base = pixels.baseAddress else { return }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let start = (Int(bitPattern: base) + used + page - 1) / page * page
    let end = (Int(bitPattern: base) + pixels.count) / page * page
    guard end > start, let first = UnsafeMutableRawPointer(bitPattern: start) else { return }
    madvise(first, end - start, MADV_DONTNEED)
  }

  /// Checks that `pixels` hold `height` rows of `width` pixels, each `stride` bytes from the
  /// last: every row is then read through the base address.
  private static func checkHolds(
    _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int
  ) throws {
    guard width > 0, height > 0, stride >= width * 4, pixels.baseAddress != nil,
      pixels.count >= (height - 1) * stride + width * 4
    else {
      throw RenderError.encodingFailed(
        "\(pixels.count) bytes do not hold \(height) rows of \(width) pixels, \(stride) bytes apart"
      )
    }
  }

  /// The PNG file around the zlib `stream` of the scanlines.
  private static func file(
    stream: Data, width: Int, height: Int, opaque: Bool, alt: AltText?, dotsPerInch: Double?
  ) -> Data {
    var png = Data(signature)
    var header = Data()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
    header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
    png.appendChunk("IHDR", header)
    png.appendChunk("sRGB", Data([0]))  // rendering intent: perceptual
    if let dotsPerInch {
      // Pixels per metre on both axes, unit 1 (the metre): 300 dpi is 11811.
      let perMetre = UInt32((dotsPerInch / 0.0254).rounded())
      var physical = Data()
      physical.appendBigEndian(perMetre)
      physical.appendBigEndian(perMetre)
      physical.append(1)
      png.appendChunk("pHYs", physical)
    }
    if let alt {
      png.appendChunk("iTXt", internationalText("Title", alt.title, language: alt.language))
      png.appendChunk(
        "iTXt", internationalText("Description", alt.description, language: alt.language))
    }
    png.appendChunk("IDAT", stream)
    png.appendChunk("IEND", Data())
    return png
  }

  /// An `iTXt` chunk's data: the keyword, uncompressed UTF-8 `text` in `language`.
  private static func internationalText(_ keyword: String, _ text: String, language: String)
    -> Data
  {
    // keyword NUL, compression flag 0, method 0, language NUL, translated keyword NUL, text.
    Data(keyword.utf8) + Data([0, 0, 0]) + Data(language.utf8) + Data([0, 0]) + Data(text.utf8)
  }

  private static func isOpaque(
    _ pixels: UnsafeRawBufferPointer, width: Int, height: Int, stride: Int
  ) -> Bool {
    guard let base = pixels.baseAddress else { return true }
    for row in 0..<height {
      let line = base.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where line[x] >> 24 != 0xFF { return false }
    }
    return true
  }
}

extension Data {
  mutating func appendBigEndian(_ value: UInt32) {
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
