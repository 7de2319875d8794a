import CCairo
import Foundation

/// A decoded PNG in memory, read with cairo (no other image library). Owns the
/// `cairo_surface_t`.
public final class SnapshotImage {
  private let handle: OpaquePointer
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int

  /// Decodes `png`.
  /// - Throws: `SnapshotError.undecodable` when cairo cannot read it.
  public init(png: Data) throws {
    let source = PNGSource(png)
    let surface = cairo_image_surface_create_from_png_stream(PNGSource.read, source.opaque)
    guard let surface else { throw SnapshotError.undecodable("cairo returned no surface") }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw SnapshotError.undecodable(String(cString: cairo_status_to_string(status)))
    }
    // Everything is compared as 32-bit pixels: paint the PNG onto an ARGB32 surface.
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    guard let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else {
      cairo_surface_destroy(surface)
      throw SnapshotError.undecodable("cannot allocate \(width) x \(height) pixels")
    }
    let cr = cairo_create(argb)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    cairo_surface_flush(argb)
    handle = argb
    self.width = width
    self.height = height
  }

  /// An image `width` x `height` whose pixels `pixel(x, y)` gives as (r, g, b) bytes.
  init(width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8)) throws {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { throw SnapshotError.undecodable("cannot allocate \(width) x \(height) pixels") }
    handle = surface
    self.width = width
    self.height = height
    let stride = Int(cairo_image_surface_get_stride(surface))
    if let data = cairo_image_surface_get_data(surface) {
      for y in 0..<height {
        for x in 0..<width {
          let (r, g, b) = pixel(x, y)
          // CAIRO_FORMAT_RGB24 stores each pixel as a native-endian 32-bit 0xXXRRGGBB.
          data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
            $0.pointee = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
          }
        }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  deinit { cairo_surface_destroy(handle) }

  /// Lends the raw pixel rows (ARGB32 or RGB24, native-endian words) and the stride.
  func withPixels<Result>(_ body: (UnsafeMutablePointer<UInt8>, Int) throws -> Result) throws
    -> Result
  {
    guard let data = cairo_image_surface_get_data(handle) else {
      throw SnapshotError.undecodable("the image has no pixel data")
    }
    return try body(data, Int(cairo_image_surface_get_stride(handle)))
  }

  /// The red, green and blue bytes of the pixel at `x`, `y` (from the top-left corner).
  public func rgb(x: Int, y: Int) throws -> (red: UInt8, green: UInt8, blue: UInt8) {
    precondition((0..<width).contains(x) && (0..<height).contains(y), "outside the image")
    let word = try withPixels { data, stride in
      data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
        $0.pointee
      }
    }
    return (UInt8(word >> 16 & 0xFF), UInt8(word >> 8 & 0xFF), UInt8(word & 0xFF))
  }

  /// The image encoded as PNG.
  public func pngData() throws -> Data {
    let sink = PNGSink()
    let status = cairo_surface_write_to_png_stream(handle, PNGSink.write, sink.opaque)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw SnapshotError.undecodable(String(cString: cairo_status_to_string(status)))
    }
    return sink.data
  }
}

private final class PNGSource {
  let bytes: [UInt8]
  var offset = 0
  init(_ data: Data) { bytes = [UInt8](data) }
  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  static let read: cairo_read_func_t = { closure, buffer, length in
    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
    let count = Int(length)
    guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
    source.bytes.withUnsafeBufferPointer {
      if let base = $0.baseAddress { buffer.update(from: base + source.offset, count: count) }
    }
    source.offset += count
    return CAIRO_STATUS_SUCCESS
  }
}

private final class PNGSink {
  var data = Data()
  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<PNGSink>.fromOpaque(closure).takeUnretainedValue().data
      .append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
  }
}
