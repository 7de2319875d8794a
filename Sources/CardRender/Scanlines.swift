/// The rows of a Cairo image as PNG scanlines: a filter byte, then straight (not
/// premultiplied) RGB or RGBA bytes, filtered against the row above.
struct Scanlines: @unchecked Sendable {
  // The pixels are only read, and only while the encoder that made this runs.
  let pixels: UnsafeRawBufferPointer
  let width: Int
  let stride: Int
  let channels: Int
  let filter: PNGEncoding.RowFilter

  /// The bytes of one scanline: the filter byte and the row's colour bytes.
  var lineBytes: Int { 1 + width * channels }

  /// The scanlines of `rows`, each filtered against the row above it (the first row of the
  /// image against a row of zeros).
  func bytes(rows: Range<Int>) -> [UInt8] {
    let rowBytes = width * channels
    var output = [UInt8](repeating: 0, count: rows.count * lineBytes)
    guard !rows.isEmpty else { return output }
    var above = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    if rows.lowerBound > 0 { straighten(row: rows.lowerBound - 1, into: &above) }
    output.withUnsafeMutableBufferPointer { out in
      for (index, row) in rows.enumerated() {
        straighten(row: row, into: &current)
        let start = index * lineBytes
        out[start] = filter.rawValue
        current.withUnsafeBufferPointer { now in
          above.withUnsafeBufferPointer { up in
            apply(
              now, up,
              into: UnsafeMutableBufferPointer(rebasing: out[(start + 1)...].prefix(rowBytes)))
          }
        }
        swap(&above, &current)
      }
    }
    return output
  }

  /// Writes `row`'s colour bytes, un-premultiplied, into `bytes`.
  private func straighten(row: Int, into bytes: inout [UInt8]) {
    let line = pixels.baseAddress.unsafelyUnwrapped.advanced(by: row * stride)
      .assumingMemoryBound(to: UInt32.self)
    let channels = self.channels
    bytes.withUnsafeMutableBufferPointer { bytes in
      var offset = 0
      for x in 0..<width {
        let pixel = line[x]
        let alpha = channels == 4 ? pixel >> 24 : 0xFF
        var red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
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
  }

  /// Filters `now` against `above` (PNG specification, section 9.2).
  private func apply(
    _ now: UnsafeBufferPointer<UInt8>, _ above: UnsafeBufferPointer<UInt8>,
    into out: UnsafeMutableBufferPointer<UInt8>
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
        out[i] = now[i] &- UInt8(Scanlines.paeth(left, Int(above[i]), upLeft))
      }
    }
  }

  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
  }
}
