import Foundation
import Testing

@testable import CardRender

@Suite struct SVGRenumberingTests {
  @Test func cairosProcessWideSurfaceIdsAreNumberedFromOneInOrder() {
    let svg = Data(
      ##"<g id="surface12"><use xlink:href="#surface7"/><use xlink:href="#surface12"/></g>"##.utf8)
    let renumbered = String(decoding: CairoSurface.renumberingSurfaceIDs(in: svg), as: UTF8.self)
    #expect(
      renumbered
        == ##"<g id="surface1"><use xlink:href="#surface2"/><use xlink:href="#surface1"/></g>"##)
  }

  @Test func textThatOnlyLooksLikeAnIdIsLeftAlone() {
    let svg = Data("surfaces surface surfac3 今天 surface9".utf8)
    let renumbered = String(decoding: CairoSurface.renumberingSurfaceIDs(in: svg), as: UTF8.self)
    #expect(renumbered == "surfaces surface surfac3 今天 surface1")
  }
}
