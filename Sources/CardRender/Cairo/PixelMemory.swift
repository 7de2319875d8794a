import CCairo
import FoundationEssentials
import Glibc

/// The pixels of a PNG's image surface in memory mapped for them, instead of the allocator's:
/// in one piece that starts on a 2 MiB boundary, the whole 2 MiB pages inside the image backed
/// by huge pages where the kernel has them, and every page faulted in by one call before the
/// first paint. Touched a page at a time, a card's 5.6 MiB took about 1,400 page faults (see
/// BENCHMARKS.md). The memory is zeroed, as cairo's own is, so the pixels come out the same.
final class PixelMemory {
  /// A new RGB24 image surface of `width` x `height` pixels on memory of its own, which cairo
  /// frees with the surface however long a `cairo_t` keeps it alive; `nil` when the memory
  /// cannot be had or cairo refuses the size, and the caller lets cairo allocate (and say why).
  static func imageSurface(width: Int, height: Int) -> OpaquePointer? {
    guard let side = Int32(exactly: width), let rows = Int32(exactly: height), rows > 0 else {
      return nil
    }
    let stride = cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, side)
    guard stride > 0, let memory = PixelMemory(count: Int(stride) * Int(rows)) else {
      return nil
    }
    guard
      let surface = cairo_image_surface_create_for_data(
        memory.pixels, CAIRO_FORMAT_RGB24, side, rows, stride)
    else { return nil }
    // The user data's key is only compared by address: the pixels' own is unique to the surface.
    let data = Unmanaged.passRetained(memory).toOpaque()
    let status = cairo_surface_set_user_data(
      surface, UnsafePointer<cairo_user_data_key_t>(OpaquePointer(memory.pixels)), data,
      { $0.map { Unmanaged<PixelMemory>.fromOpaque($0).release() } })
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, status == CAIRO_STATUS_SUCCESS
    else {
      // Destroying a surface that took the user data releases the memory; an error surface
      // takes none, and then it is released here.
      cairo_surface_destroy(surface)
      if status != CAIRO_STATUS_SUCCESS { Unmanaged<PixelMemory>.fromOpaque(data).release() }
      return nil
    }
    // Only now that cairo has the size (it refuses one over 32,767 pixels a side) are the pages
    // faulted in: a refused size costs a mapping that is never touched.
    memory.faultIn()
    return surface
  }

  /// The size of a huge page on x86-64 and arm64 Linux.
  private static let hugePage = 2 << 20

  private let mapping: UnsafeMutableRawPointer
  private let mappedCount: Int
  /// The first pixel, on a huge page's boundary.
  let pixels: UnsafeMutableRawPointer
  /// The bytes of the pixels.
  private let count: Int

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
    self.count = count
    // Only the huge pages wholly inside the image, so that the peak memory stays the image's:
    // the rest of the mapping is kept from them too, where huge pages are always on.
    let whole = count / PixelMemory.hugePage * PixelMemory.hugePage
    if whole > 0 { madvise(pixels, whole, MADV_HUGEPAGE) }
    madvise(pixels + whole, mappedCount - offset - whole, MADV_NOHUGEPAGE)
  }

  /// Faults every page of the pixels in by one call. A hint, like the huge pages (which a
  /// kernel without them, or set to `never`, refuses): a kernel before 5.14 refuses it
  /// (EINVAL), and then the pages fault in one at a time as they are painted, as cairo's own.
  private func faultIn() {
    madvise(pixels, count, MADV_POPULATE_WRITE)
  }

  deinit { munmap(mapping, mappedCount) }
}
