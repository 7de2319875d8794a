import Foundation
import MoodCore
import SnapshotSupport
import Testing

@testable import CardRender

/// The SVG MoodCard writes itself: its shapes, glyphs, clips and gradients, checked in the
/// file and in what librsvg draws of it.
@Suite struct SVGCanvasTests {
  private let red = RGBA(HexColor(red: 0xFF, green: 0, blue: 0))
  private let blue = RGBA(HexColor(red: 0, green: 0, blue: 0xFF))
  private let white = RGBA(HexColor(red: 0xFF, green: 0xFF, blue: 0xFF))

  private func file(
    width: Int = 200, height: Int = 100, scale: Double = 1,
    alt: AltText = AltText(title: "A test", description: "Shapes.", language: "en"),
    _ draw: (SVGCanvas) -> Void
  ) throws -> String {
    let canvas = SVGCanvas(
      width: width, height: height, scale: scale, alt: alt, fonts: try CardFixtures.fonts())
    draw(canvas)
    let file = try canvas.file()
    try ExternalTool.checkWellFormed(file)
    return String(decoding: file, as: UTF8.self)
  }

  private func drawn(_ svg: String) throws -> SnapshotImage {
    try SnapshotImage(png: ExternalTool.rasterizeSVG(Data(svg.utf8)))
  }

  private func count(_ part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
  }

  @Test func aGlyphUsedAgainIsDefinedOnceAndTextIsNeverLeftToTheViewersFonts() throws {
    let svg = try file {
      $0.draw(TextSpec("aaa a", size: 20), at: Point(x: 10, y: 10), color: self.blue)
    }
    #expect(count("<path id=\"g1-", in: svg) == 1)
    #expect(count("<use xlink:href=\"#g1-", in: svg) == 4)
    #expect(!svg.contains("<text"))
    #expect(svg.contains(##"<g fill="#0000ff">"##))
  }

  @Test func glyphsOfEachSizeAreNumberedByFontInOrderOfUse() throws {
    let svg = try file { canvas in
      canvas.draw(TextSpec("a", size: 20), at: Point(x: 0, y: 0), color: self.blue)
      canvas.draw(TextSpec("a", size: 30, weight: .bold), at: Point(x: 0, y: 40), color: self.blue)
      canvas.draw(TextSpec("b", size: 20), at: Point(x: 50, y: 0), color: self.blue)
    }
    #expect(count("<path id=\"g1-", in: svg) == 2)
    #expect(count("<path id=\"g2-", in: svg) == 1)
  }

  @Test func theTextIsWhereCairoDrawsIt() throws {
    // The same text drawn by cairo on pixels and by the file, rasterized by librsvg.
    let fonts = try CardFixtures.fonts()
    let text = TextSpec("Hamburgefonstiv 123", size: 24, width: 300, alignment: .left)
    let svg = try file(width: 320, height: 60) { canvas in
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 320, height: 60)), with: .solid(self.white))
      canvas.draw(text, at: Point(x: 8, y: 12), color: self.blue)
    }
    let surface = try CairoSurface(
      format: .png, width: 320, height: 60,
      alt: AltText(title: "", description: "", language: "en"),
      pdfDate: "")
    let cairo = try CairoCanvas(surface: surface, scale: 1, fonts: fonts)
    cairo.fill(.rect(Rect(x: 0, y: 0, width: 320, height: 60)), with: .solid(white))
    cairo.draw(text, at: Point(x: 8, y: 12), color: blue)
    try cairo.close()
    let reference = try SnapshotImage(png: surface.finish())
    // Where the ink is: the box of the pixels at least half covered, and the centre and
    // amount of all of it, each pixel weighed by its cover (antialiasing differs by renderer).
    func ink(_ image: SnapshotImage) throws -> (box: [Int], centre: (Double, Double), sum: Double) {
      var box = [Int.max, Int.max, Int.min, Int.min]
      var moment = (0.0, 0.0), sum = 0.0
      for y in 0..<image.height {
        for x in 0..<image.width {
          let red = try image.rgb(x: x, y: y).red
          let cover = Double(255 - red) / 255
          moment = (moment.0 + cover * Double(x), moment.1 + cover * Double(y))
          sum += cover
          if red < 128 { box = [min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y)] }
        }
      }
      return (box, (moment.0 / sum, moment.1 / sum), sum)
    }
    let (file, pixels) = (try ink(try drawn(svg)), try ink(reference))
    #expect(pixels.sum > 500)
    #expect(file.box == pixels.box)
    // Cairo's image surface puts each glyph on whole pixels; the file keeps them exact.
    #expect(abs(file.centre.0 - pixels.centre.0) < 0.5, "\(file.centre) against \(pixels.centre)")
    #expect(abs(file.centre.1 - pixels.centre.1) < 0.5, "\(file.centre) against \(pixels.centre)")
    #expect(abs(file.sum - pixels.sum) * 20 < pixels.sum)
  }

  @Test func aClippedDrawingShowsNothingOutsideItsFrameAndIsScaledInside() throws {
    let svg = try file { canvas in
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 100)), with: .solid(self.white))
      canvas.drawing(in: Rect(x: 50, y: 20, width: 100, height: 60), scale: 2) { inner in
        // 10 x 10 inner units from the frame's corner: 20 x 20 pixels at 50, 20.
        inner.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(self.blue))
        // Far past the frame: clipped to it.
        inner.fill(.rect(Rect(x: 30, y: -100, width: 500, height: 500)), with: .solid(self.red))
      }
    }
    #expect(svg.contains(##"<clipPath id="clip1"><rect x="50" y="20" width="100" height="60"/>"##))
    #expect(svg.contains(##"<g clip-path="url(#clip1)"><g transform="matrix(2 0 0 2 50 20)">"##))
    let image = try drawn(svg)
    #expect(try image.rgb(x: 60, y: 30) == (0, 0, 255))
    #expect(try image.rgb(x: 140, y: 70) == (255, 0, 0))
    #expect(try image.rgb(x: 160, y: 50) == (255, 255, 255))
    #expect(try image.rgb(x: 140, y: 90) == (255, 255, 255))
    #expect(try image.rgb(x: 120, y: 10) == (255, 255, 255))
  }

  @Test func gradientsRunFromTheirFirstColourToTheirSecondWhereTheShapeIs() throws {
    let svg = try file { canvas in
      canvas.fill(
        .rect(Rect(x: 0, y: 0, width: 100, height: 100)),
        with: .linearGradient(
          start: Point(x: 0, y: 0), end: Point(x: 100, y: 0), from: self.red, to: self.blue))
      canvas.fill(
        .circle(center: Point(x: 150, y: 50), radius: 40),
        with: .radialGradient(
          center: Point(x: 150, y: 50), radius: 40,
          stops: [
            GradientStop(offset: 0, color: self.white), GradientStop(offset: 1, color: self.red),
          ]))
    }
    #expect(svg.contains(##"<linearGradient id="paint1" gradientUnits="userSpaceOnUse""##))
    #expect(svg.contains(##"<radialGradient id="paint2" gradientUnits="userSpaceOnUse""##))
    let image = try drawn(svg)
    let left = try image.rgb(x: 1, y: 50), right = try image.rgb(x: 98, y: 50)
    #expect(left.red > 245 && left.blue < 10)
    #expect(right.blue > 245 && right.red < 10)
    let middle = try image.rgb(x: 150, y: 50), rim = try image.rgb(x: 150, y: 88)
    #expect(middle.green > 245)
    #expect(rim.red > 200 && rim.green < 40)
  }

  @Test func aStrokeHasRoundEndsAndItsOpacity() throws {
    var faint = blue
    faint.alpha = 0.5
    let svg = try file { canvas in
      canvas.stroke(
        .polyline([Point(x: 10, y: 50), Point(x: 190, y: 50)]), color: faint, lineWidth: 4)
    }
    #expect(
      svg.contains(
        ##"<path d="M10 50 L190 50" fill="none" stroke="#0000ff" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>"##
      ))
  }

  @Test func aColourEmojiIsAPictureOfItsOwnAtTwiceItsSize() throws {
    let svg = try file {
      $0.draw(TextSpec("🌊🌊", size: 40), at: Point(x: 0, y: 0), color: self.blue)
    }
    #expect(count("<image id=\"g1-", in: svg) == 1)
    #expect(count("<use xlink:href=\"#g1-", in: svg) == 2)
    let start = try #require(svg.range(of: "base64,"))
    let end = try #require(svg[start.upperBound...].firstIndex(of: "\""))
    let png = try #require(Data(base64Encoded: String(svg[start.upperBound..<end])))
    let picture = try SnapshotImage(png: png)
    #expect(picture.width >= 70 && picture.width <= 100)
  }

  @Test func theAltTextIsEscapedAndComesFirst() throws {
    let svg = try file(
      alt: AltText(title: "Mood <8> & calm", description: "A \"good\" day", language: "en")
    ) { _ in }
    #expect(svg.hasPrefix(##"<?xml version="1.0" encoding="UTF-8"?>"##))
    #expect(svg.contains(##"width="200px" height="100px" viewBox="0 0 200 100""##))
    #expect(svg.contains(##"<title id="title">Mood &lt;8&gt; &amp; calm</title>"##))
    #expect(svg.contains(##"<desc id="desc">A "good" day</desc>"##))
    #expect(svg.components(separatedBy: "<title").count == 2)
  }

  @Test func aScaledPictureIsScaledOnceAtItsRoot() throws {
    let svg = try file(scale: 2) { canvas in
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10)), with: .solid(self.red))
    }
    #expect(svg.contains("<g transform=\"scale(2)\">\n<path d=\"M0 0 L10 0"))
  }
}
