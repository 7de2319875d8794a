import CCairo
import Foundation

/// The pixels of a PNG's image surface in memory mapped for them, instead of the allocator's:
/// in one piece that starts on a 2 MiB boundary, the whole 2 MiB pages inside the image backed
/// by huge pages where the kernel has them, and every page faulted in by one call before the
/// first paint. Touched a page at a time, a card's 5.6 MiB took about 1,400 page faults (see
/// BENCHMARKS.md). The memory is zeroed, as cairo's own is, so the pixels come out the same.
final class PixelMemory {
  /// A new RGB24 image surface of `width` x `height` pixels on memory of its own, which cairo
  /// frees with the surface however long a `cairo_t` keeps it alive; `nil` when the memory
  /// cannot be had, and the caller lets cairo allocate.
  static func imageSurface(width: Int, height: Int) -> OpaquePointer? {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, Int32(width)))
    guard stride > 0, height > 0, let memory = PixelMemory(count: stride * height) else {
      return nil
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        memory.pixels, CAIRO_FORMAT_RGB24, Int32(width), Int32(height), Int32(stride))
    else { return nil }
    // The user data's key is only compared by address: the pixels' own is unique to the surface.
    let data = Unmanaged.passRetained(memory).toOpaque()
    let status = cairo_surface_set_user_data(
      surface, UnsafePointer<cairo_user_data_key_t>(OpaquePointer(memory.pixels)), data,
      { $0.map { Unmanaged<PixelMemory>.fromOpaque($0).release() } })
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, status == CAIRO_STATUS_SUCCESS
    else {
      cairo_surface_destroy(surface)
      if status != CAIRO_STATUS_SUCCESS { Unmanaged<PixelMemory>.fromOpaque(data).release() }
      return nil
    }
    return surface
  }

  /// The size of a huge page on x86-64 and arm64 Linux.
  private static let hugePage = 2 << 20

  private let mapping: UnsafeMutableRawPointer
  private let mappedCount: Int
  /// The first pixel, on a huge page's boundary.
  let pixels: UnsafeMutableRawPointer

  private init?(count: Int) {
    // A huge page more than the image, to start it on a boundary; pages never touched cost
    // nothing.
    mappedCount = count + PixelMemory.hugePage
    guard
      let mapping = mmap(
        nil, mappedCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      Int(bitPattern: mapping) != -1  // MAP_FAILED
    else { return nil }
    self.mapping = mapping
    let offset =
      (PixelMemory.hugePage - Int(bitPattern: mapping) % PixelMemory.hugePage)
      % PixelMemory.hugePage
    pixels = mapping + offset
    // Both are hints: on a kernel without them the pages fault in one at a time, as before.
    // Only the huge pages wholly inside the image, so that the peak memory stays the image's.
    let whole = count / PixelMemory.hugePage * PixelMemory.hugePage
    if whole > 0 { madvise(pixels, whole, MADV_HUGEPAGE) }
    madvise(pixels, count, MADV_POPULATE_WRITE)
  }

  deinit { munmap(mapping, mappedCount) }
}
