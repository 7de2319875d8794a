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

  /// Calls `body` with each scanline of `rows` in turn, filtered against the row above it (the
  /// first row of the image against a row of zeros). The buffer is reused from line to line.
  func forEachLine(
    in rows: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    let rowBytes = width * channels
    var line = [UInt8](repeating: filter.rawValue, count: lineBytes)
    guard filter != .none else {
      // Unfiltered lines are the straight colours themselves: no row above, no copy.
      for row in rows {
        try line.withUnsafeMutableBufferPointer { out in
          straighten(row: row, into: UnsafeMutableBufferPointer(rebasing: out[1...]))
          try body(UnsafeBufferPointer(out))
        }
      }
      return
    }
    var above = [UInt8](repeating: 0, count: rowBytes)
    var current = [UInt8](repeating: 0, count: rowBytes)
    if rows.lowerBound > 0, !rows.isEmpty {
      above.withUnsafeMutableBufferPointer { straighten(row: rows.lowerBound - 1, into: $0) }
    }
    for row in rows {
      current.withUnsafeMutableBufferPointer { straighten(row: row, into: $0) }
      try line.withUnsafeMutableBufferPointer { out in
        current.withUnsafeBufferPointer { now in
          above.withUnsafeBufferPointer { up in
            apply(now, up, into: UnsafeMutableBufferPointer(rebasing: out[1...]))
          }
        }
        try body(UnsafeBufferPointer(out))
      }
      swap(&above, &current)
    }
  }

  /// The scanlines of `rows` in one array.
  func bytes(rows: Range<Int>) -> [UInt8] {
    guard filter == .none else {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(rows.count * lineBytes)
      forEachLine(in: rows) { bytes.append(contentsOf: $0) }
      return bytes
    }
    // Unfiltered lines need no row above: each is written in its place, with no line buffer
    // between (the whole image, for libdeflate, is megabytes).
    return [UInt8](unsafeUninitializedCapacity: rows.count * lineBytes) { buffer, count in
      for (index, row) in rows.enumerated() {
        let start = index * lineBytes
        buffer[start] = filter.rawValue
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
