import CCairo
import FoundationEssentials

/// Collects the bytes cairo writes through a stream callback.
final class ByteSink {
  private(set) var data = Data()

  /// The `cairo_write_func_t` that appends to the sink passed as its closure pointer.
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().data
      .append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
  }

  /// The pointer to hand cairo as the callback's closure; valid while the sink lives.
  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
