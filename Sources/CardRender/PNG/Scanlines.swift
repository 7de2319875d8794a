/// The rows of a Cairo image as PNG scanlines: the filter byte of an unfiltered row, then
/// straight (not premultiplied) RGB or RGBA bytes.
struct Scanlines: @unchecked Sendable {
  /// The filter byte of a row written as it is (PNG specification, section 9.2: type 0).
  static let unfiltered: UInt8 = 0

  // The pixels are only read, and only while the encoder that made this runs.
  let pixels: UnsafeRawBufferPointer
  let width: Int
  let stride: Int
  let channels: Int

  /// The bytes of one scanline: the filter byte and the row's colour bytes.
  var lineBytes: Int { 1 + width * channels }

  /// The scanlines of `rows` in one array, each written in its place: unfiltered lines need no
  /// row above and no line buffer between (the whole image is megabytes).
  func bytes(rows: Range<Int>) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: rows.count * lineBytes) { buffer, count in
      for (index, row) in rows.enumerated() {
        let start = index * lineBytes
        buffer[start] = Scanlines.unfiltered
        straighten(
          row: row,
          into: UnsafeMutableBufferPointer(rebasing: buffer[(start + 1)..<(start + lineBytes)]))
      }
      count = rows.count * lineBytes
    }
  }

  /// Writes `row`'s colour bytes, un-premultiplied, into `bytes`.
  private func straighten(row: Int, into bytes: UnsafeMutableBufferPointer<UInt8>) {
    // `PNGEncoder.encode` checked that every row fits in `pixels`.
    guard let base = pixels.baseAddress, var out = bytes.baseAddress,
      bytes.count >= width * channels
    else { return }
    let line = base.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
    guard channels == 4 else {
      // Opaque: the colour bytes as they are, without the unused top byte.
      for x in 0..<width {
        let pixel = line[x]
        out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
        out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
        out[2] = UInt8(truncatingIfNeeded: pixel)
        out += 3
      }
      return
    }
    for x in 0..<width {
      let pixel = line[x]
      let alpha = pixel >> 24
      var red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
      if alpha != 0xFF && alpha != 0 {
        // Cairo stores colour premultiplied by alpha; PNG wants it straight.
        red = (red * 255 + alpha / 2) / alpha
        green = (green * 255 + alpha / 2) / alpha
        blue = (blue * 255 + alpha / 2) / alpha
      }
      out[0] = UInt8(truncatingIfNeeded: red)
      out[1] = UInt8(truncatingIfNeeded: green)
      out[2] = UInt8(truncatingIfNeeded: blue)
      out[3] = UInt8(truncatingIfNeeded: alpha)
      out += 4
    }
  }
}
