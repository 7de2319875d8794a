import CCairo
import Foundation
import Testing

@testable import CardRender

/// The image surfaces of PNGs, on memory mapped for their pixels.
@Suite struct PixelMemoryTests {
  @Test func aSurfaceStartsZeroedOnAHugePageBoundaryWithCairosStride() throws {
    let surface = try #require(PixelMemory.imageSurface(width: 1080, height: 1350))
    defer { cairo_surface_destroy(surface) }
    #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
    #expect(cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24)
    let stride = Int(cairo_image_surface_get_stride(surface))
    #expect(stride == Int(cairo_format_stride_for_width(CAIRO_FORMAT_RGB24, 1080)))
    let data = try #require(cairo_image_surface_get_data(surface))
    #expect(Int(bitPattern: data) % (2 << 20) == 0)
    let pixels = UnsafeBufferPointer(start: data, count: stride * 1350)
    #expect(pixels.allSatisfy { $0 == 0 })
  }

  @Test func theMemoryOutlivesTheSurfacesOwnerWhileACairoContextHoldsIt() throws {
    let surface = try #require(PixelMemory.imageSurface(width: 64, height: 48))
    let cr = try #require(cairo_create(surface))
    // The context keeps the surface, and with it the pixels, after the first owner lets go.
    cairo_surface_destroy(surface)
    cairo_set_source_rgb(cr, 1, 0, 0)
    cairo_paint(cr)
    let target = try #require(cairo_get_target(cr))
    cairo_surface_flush(target)
    let first = try #require(cairo_image_surface_get_data(target))
    #expect(first[2] == 0xFF && first[1] == 0 && first[0] == 0)
    #expect(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
    cairo_destroy(cr)
  }

  @Test func anImpossibleSizeGivesNoSurface() {
    #expect(PixelMemory.imageSurface(width: 0, height: 10) == nil)
    #expect(PixelMemory.imageSurface(width: 10, height: 0) == nil)
  }

  @Test func aSizeCairoRefusesGivesNoSurfaceAndNoMemoryTouched() throws {
    // Cairo refuses a side over 32,767 pixels after the mapping is made: the error surface
    // takes no user data, so the memory is released, and it was never faulted in. The peak is
    // what tells: released memory leaves the resident count as it was either way.
    try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let resident = try status("VmRSS")
    #expect(PixelMemory.imageSurface(width: 40_000, height: 2_000) == nil)
    #expect(PixelMemory.imageSurface(width: 2_000, height: 40_000) == nil)
    #expect(PixelMemory.imageSurface(width: .max, height: 1) == nil)
    #expect(PixelMemory.imageSurface(width: 1, height: .max) == nil)
    // 305 MiB would have been faulted in by each; the margin is for the tests beside this one.
    #expect(try status("VmHWM") - resident < 100_000)
  }

  @Test func aSideBeyondCairosReachIsARenderErrorNotATrap() {
    let alt = AltText(title: "t", description: "d", language: "en")
    for (width, height) in [(Int.max, 10), (10, Int.max), (40_000, 10)] {
      #expect(throws: RenderError.self) {
        try CairoSurface(format: .png, width: width, height: height, alt: alt, pdfDate: "")
      }
    }
  }

  /// A figure in KiB from this process's `/proc/self/status`: `VmRSS` resident now, `VmHWM`
  /// the peak since the last reset.
  private func status(_ name: String) throws -> Int {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(name + ":") })
    return try #require(Int(line.split(whereSeparator: \.isWhitespace)[1]))
  }
}
