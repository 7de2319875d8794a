import CCairo
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
}
