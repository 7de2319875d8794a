import CCairo
import CDeflate
import CZlib
import Foundation
import TestSupport
import Testing

@testable import CardRender

@Suite struct PNGEncoderTests {
  /// A 97-pixel-wide image (odd sizes catch stride mistakes) with flat fills, a gradient,
  /// text-like strokes and, for ARGB32, translucent pixels; 601 rows make three pieces.
  private func drawnImage(_ format: cairo_format_t, width: Int32 = 97, height: Int32 = 601) throws
    -> OpaquePointer
  {
    let surface = try #require(cairo_image_surface_create(format, width, height))
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_set_source_rgba(cr, 0.96, 0.94, 0.92, format == CAIRO_FORMAT_ARGB32 ? 0.5 : 1)
    cairo_paint(cr)
    let gradient = try #require(cairo_pattern_create_linear(0, 0, 97, 0))
    cairo_pattern_add_color_stop_rgba(gradient, 0, 0.2, 0.6, 0.5, 1)
    cairo_pattern_add_color_stop_rgba(gradient, 1, 0.9, 0.3, 0.2, 0.3)
    cairo_set_source(cr, gradient)
    cairo_arc(cr, 48, Double(height) / 2, 25, 0, 2 * Double.pi)
    cairo_fill(cr)
    cairo_pattern_destroy(gradient)
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
    cairo_set_line_width(cr, 1.5)
    cairo_move_to(cr, 5, 55)
    cairo_curve_to(cr, 30, 40, 60, Double(height), 92, 50)
    cairo_stroke(cr)
    cairo_surface_flush(surface)
    return surface
  }

  private func encode(_ surface: OpaquePointer, _ encoding: PNGEncoding, parallel: Bool = false)
    throws -> Data
  {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let pixels = UnsafeRawBufferPointer(
      start: cairo_image_surface_get_data(surface), count: stride * height)
    return try PNGEncoder.encode(
      pixels: pixels, width: Int(cairo_image_surface_get_width(surface)), height: height,
      stride: stride, hasAlpha: cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      encoding: encoding, parallel: parallel)
  }

  /// Decodes `png` with cairo's own reader (libpng) and returns its ARGB32 pixels.
  private func decode(_ png: Data) throws -> (pixels: [UInt32], format: cairo_format_t) {
    let folder = try TemporaryDirectory(prefix: "moodcard-png")
    try png.write(to: folder.url.appendingPathComponent("decoded.png"))
    let surface = try #require(cairo_image_surface_create_from_png(folder.file("decoded.png")))
    defer { cairo_surface_destroy(surface) }
    #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
    return (pixels(of: surface), cairo_image_surface_get_format(surface))
  }

  private func pixels(of surface: OpaquePointer) -> [UInt32] {
    let width = Int(cairo_image_surface_get_width(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)
    return (0..<Int(cairo_image_surface_get_height(surface))).flatMap { row in
      (0..<width).map { x in
        UnsafeRawPointer(data.unsafelyUnwrapped).load(
          fromByteOffset: row * stride + x * 4, as: UInt32.self)
      }
    }
  }

  static let encodings = [1, 4, 12].map { PNGEncoding(level: $0) }

  @Test(arguments: encodings)
  func opaqueImagesRoundTripExactlyAsRGB(encoding: PNGEncoding) throws {
    let surface = try drawnImage(CAIRO_FORMAT_RGB24)
    defer { cairo_surface_destroy(surface) }
    let png = try encode(surface, encoding)
    #expect(png[25] == 2, "colour type RGB")
    let decoded = try decode(png)
    #expect(decoded.format == CAIRO_FORMAT_RGB24)
    #expect(decoded.pixels.map { $0 & 0xFF_FFFF } == pixels(of: surface).map { $0 & 0xFF_FFFF })
  }

  @Test(arguments: encodings)
  func translucentImagesRoundTripAsRGBAWithinRounding(encoding: PNGEncoding) throws {
    let surface = try drawnImage(CAIRO_FORMAT_ARGB32)
    defer { cairo_surface_destroy(surface) }
    let png = try encode(surface, encoding)
    #expect(png[25] == 6, "colour type RGBA")
    let original = pixels(of: surface)
    let decoded = try decode(png).pixels
    #expect(decoded.count == original.count)
    // Un-premultiplying and premultiplying again may move a channel by one step.
    var worst = 0
    for (a, b) in zip(original, decoded) {
      for shift: UInt32 in [24, 16, 8, 0] {
        let channelA = Int((a >> shift) & 0xFF)
        let channelB = Int((b >> shift) & 0xFF)
        worst = max(worst, abs(channelA - channelB))
      }
    }
    #expect(worst <= 1)
  }

  @Test(arguments: [1, 255, 256, 257, 601] as [Int32])
  func everyCutIntoPiecesRoundTripsAndAllCoresWriteTheSameBytes(height: Int32) throws {
    let surface = try drawnImage(CAIRO_FORMAT_RGB24, height: height)
    defer { cairo_surface_destroy(surface) }
    let alone = try encode(surface, .standard)
    #expect(try encode(surface, .standard, parallel: true) == alone)
    let decoded = try decode(alone)
    #expect(decoded.pixels.map { $0 & 0xFF_FFFF } == pixels(of: surface).map { $0 & 0xFF_FFFF })
  }

  /// A picture of 1,500 x 2,000 pixels is cut into four pieces and one of 1,500 x 600 into two:
  /// each is written the same on one core and on all, and reads back as drawn.
  @Test(arguments: [(600, 2), (2_000, 4)] as [(Int32, Int)])
  func aLargePictureIsCutIntoPiecesAndWrittenTheSameOnAnyCores(height: Int32, pieces: Int) throws {
    let surface = try drawnImage(CAIRO_FORMAT_RGB24, width: 1_500, height: height)
    defer { cairo_surface_destroy(surface) }
    #expect(LibdeflateStream.pieceCount(bytes: Int(height) * (1 + 3 * 1_500)) == pieces)
    let alone = try encode(surface, .standard)
    #expect(try encode(surface, .standard, parallel: true) == alone)
    let decoded = try decode(alone)
    #expect(decoded.pixels.map { $0 & 0xFF_FFFF } == pixels(of: surface).map { $0 & 0xFF_FFFF })
  }

  @Test func piecesAreOneTwoOrFourOfAtLeastAMegabyte() {
    let megabyte = 1 << 20
    #expect(
      [0, 1, 2 * megabyte - 1, 2 * megabyte, 8 * megabyte - 1, 8 * megabyte, 100 * megabyte].map(
        LibdeflateStream.pieceCount(bytes:)) == [1, 1, 1, 2, 2, 4, 4])
  }

  /// In one piece, the stream is the very one libdeflate's own zlib writer makes, header
  /// included, at every level.
  @Test(arguments: [1, 2, 4, 6, 8, 12] as [Int32])
  func onePieceIsTheStreamLibdeflateWrites(level: Int32) throws {
    let surface = try drawnImage(CAIRO_FORMAT_RGB24)
    defer { cairo_surface_destroy(surface) }
    let scanlines = Array(
      Scanlines(
        pixels: UnsafeRawBufferPointer(
          start: cairo_image_surface_get_data(surface),
          count: Int(cairo_image_surface_get_stride(surface)) * 601),
        width: 97, stride: Int(cairo_image_surface_get_stride(surface)), channels: 3
      ).bytes(rows: 0..<601))
    let ours = try scanlines.withUnsafeBytes {
      try LibdeflateStream.zlibStream(of: $0, lineBytes: 1 + 3 * 97, level: level, parallel: true)
    }
    let compressor = try #require(libdeflate_alloc_compressor(level))
    defer { libdeflate_free_compressor(compressor) }
    var theirs = [UInt8](repeating: 0, count: scanlines.count + 1024)
    let written = scanlines.withUnsafeBytes { input in
      theirs.withUnsafeMutableBytes { out in
        libdeflate_zlib_compress(
          compressor, input.baseAddress, input.count, out.baseAddress, out.count)
      }
    }
    #expect(ours == Data(theirs[..<written]))
  }

  /// Random pictures, random noise beside flat runs, their alpha opaque or not, written whole
  /// and read back by zlib's own `inflate` from the file's IDAT: the scanlines are the pixels,
  /// in one piece and in the two and four pieces that larger pictures are cut into.
  @Test(arguments: [(1, 1), (2, 2), (3, 4)] as [(UInt64, Int)])
  func randomPicturesInflateBackToTheirScanlines(seed: UInt64, pieces: Int) throws {
    var random = SplitMix(seed: seed)
    // Rows of 1 + 3 * 1,000 bytes: enough rows for the number of pieces asked.
    let width = 1_000
    let height = [1: 211, 2: 800, 4: 2_900][pieces] ?? 1
    #expect(LibdeflateStream.pieceCount(bytes: height * (1 + 3 * width)) == pieces)
    for hasAlpha in [false, true] {
      let stride = 4 * width
      var pixels = [UInt32](repeating: 0, count: width * height)
      var index = 0
      while index < pixels.count {
        // A run of one colour or of noise, up to two rows long.
        let run = min(pixels.count - index, Int(random.next() % UInt64(2 * width)) + 1)
        let flat = random.next() % 2 == 0
        let colour = UInt32(truncatingIfNeeded: random.next())
        for offset in 0..<run {
          let value = flat ? colour : UInt32(truncatingIfNeeded: random.next())
          // Premultiplied: no channel above alpha (opaque when there is no alpha).
          let alpha = hasAlpha ? value >> 24 : 0xFF
          let channel = { (shift: UInt32) in min((value >> shift) & 0xFF, alpha) << shift }
          pixels[index + offset] = alpha << 24 | channel(16) | channel(8) | channel(0)
        }
        index += run
      }
      let png = try pixels.withUnsafeBytes {
        try PNGEncoder.encode(
          pixels: $0, width: width, height: height, stride: stride, hasAlpha: hasAlpha,
          encoding: .standard, parallel: true)
      }
      let expected = pixels.withUnsafeBytes {
        Scanlines(
          pixels: $0, width: width, stride: stride,
          channels: hasAlpha && pixels.contains { $0 >> 24 != 0xFF } ? 4 : 3
        ).bytes(rows: 0..<height)
      }
      #expect(try Self.inflatedIDAT(of: png, size: expected.count) == expected, "alpha \(hasAlpha)")
    }
  }

  /// The IDAT data of `png` decompressed by zlib's `uncompress`, checked to be `size` bytes.
  private static func inflatedIDAT(of png: Data, size: Int) throws -> [UInt8] {
    var offset = 8
    var stream: [UInt8] = []
    let bytes = [UInt8](png)
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      if type == "IDAT" { stream += bytes[offset + 8..<offset + 8 + length] }
      offset += 12 + length
    }
    var out = [UInt8](repeating: 0, count: size + 1)
    var outLength = uLongf(out.count)
    let status = uncompress(&out, &outLength, stream, uLong(stream.count))
    #expect(status == Z_OK)
    #expect(Int(outLength) == size)
    return Array(out[..<Int(outLength)])
  }

  @Test(arguments: [97, 2, 1] as [Int32])
  func writingOverThePixelsMakesTheSameFile(width: Int32) throws {
    let surface = try drawnImage(CAIRO_FORMAT_RGB24, width: width, height: 301)
    defer { cairo_surface_destroy(surface) }
    let copied = try encode(surface, .standard)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let pixels = UnsafeMutableRawBufferPointer(
      start: cairo_image_surface_get_data(surface), count: stride * 301)
    let spent = try PNGEncoder.encodeInPlace(
      pixels: pixels, width: Int(width), height: 301, stride: stride, encoding: .standard)
    #expect(spent == copied)
  }

  @Test func writingOverThePixelsLeavesTheMemoryAroundThemAlone() throws {
    // 300 x 700 pixels start 100 bytes into a larger buffer and end mid-page: the pages given
    // back after the scanlines are only those wholly inside the pixels.
    let width = 300
    let height = 700
    let stride = 4 * width
    let count = stride * height
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count + 8192, alignment: 4096)
    defer { buffer.deallocate() }
    buffer.initializeMemory(as: UInt8.self, repeating: 0xA5)
    let pixels = UnsafeMutableRawBufferPointer(rebasing: buffer[100..<(100 + count)])
    _ = try PNGEncoder.encodeInPlace(
      pixels: pixels, width: width, height: height, stride: stride, encoding: .standard)
    #expect(buffer[..<100].allSatisfy { $0 == 0xA5 })
    #expect(buffer[(100 + count)...].allSatisfy { $0 == 0xA5 })
  }

  @Test func theFileHasOnlyTheChunksMoodCardWrites() throws {
    let surface = try drawnImage(CAIRO_FORMAT_RGB24)
    defer { cairo_surface_destroy(surface) }
    #expect(
      PNGChunks.types(in: try encode(surface, .standard)) == ["IHDR", "sRGB", "IDAT", "IEND"])
  }

  @Test func pixelsTooFewForTheirSizeAreAnErrorNotARead() throws {
    let pixels = [UInt8](repeating: 0xFF, count: 4 * 10 * 9)
    let error = try pixels.withUnsafeBytes { bytes in
      try #require(throws: RenderError.self) {
        try PNGEncoder.encode(
          pixels: bytes, width: 10, height: 10, stride: 40, hasAlpha: false, encoding: .standard)
      }
    }
    #expect(
      "\(error)"
        == "cannot encode the PNG: 360 bytes do not hold 10 rows of 10 pixels, 40 bytes apart")
    #expect(
      try pixels.withUnsafeBytes { bytes in
        try PNGEncoder.encode(
          pixels: bytes, width: 10, height: 9, stride: 40, hasAlpha: false, encoding: .standard)
      }.count > 0)
  }
}
