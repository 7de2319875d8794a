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

  @Test func cairosImageIdsAreNumberedFromOneToo() {
    let svg = Data(
      ##"<image id="image310"/><use xlink:href="#image310"/><g id="surface40"/>"##.utf8)
    let renumbered = String(decoding: CairoSurface.renumberingSurfaceIDs(in: svg), as: UTF8.self)
    #expect(
      renumbered == ##"<image id="image1"/><use xlink:href="#image1"/><g id="surface1"/>"##)
  }

  @Test func textThatOnlyLooksLikeAnIdIsLeftAlone() {
    let svg = Data(#"surfaces "surface" surfac3 今天 surface9 data:image/png;base64,QWimage7 "#.utf8)
    let renumbered = String(decoding: CairoSurface.renumberingSurfaceIDs(in: svg), as: UTF8.self)
    #expect(
      renumbered == #"surfaces "surface" surfac3 今天 surface9 data:image/png;base64,QWimage7 "#)
  }
}
