import CCairo
import CPangoCairo
import Foundation
import MoodCore
import Testing

@testable import CardRender

/// A line set without a layout (`ShapedLine`) has the glyphs, box and pixels a `PangoLayout`
/// gives it, and a layout is drawn run by run as Pango draws it.
@Suite struct ShapedLineTests {
  private static let lines = [
    "Mood score · 13 Feb – 14 Mar 2025", "13 Feb", "10", "mean 6.3", "a", "Swim 🌊 at dawn ❤️ 👍🏽",
    "keycap 1️⃣ #️⃣ flag 🇫🇷 ✈ ☺️", "今天很开心，和朋友一起去海边。", "中文 and English 123",
    "Ünïcödé — “quotes” … done", "  spaces around  ", "soft\u{AD}hyphen zero\u{200B}width",
    "Привет мир · Γειά σου", "x² ≤ ∞ ± ½", "e\u{301}te\u{301} café", "สวัสดีครับ नमस्ते",
  ]

  private static var specs: [TextSpec] {
    var specs: [TextSpec] = []
    for (index, text) in lines.enumerated() {
      for (size, weight) in [(14.0, FontWeight.regular), (18.5, .bold), (28, .regular)] {
        specs.append(
          TextSpec(
            text, size: size, weight: weight, alignment: index.isMultiple(of: 2) ? .center : .left,
            language: index.isMultiple(of: 3) ? "zh-Hans" : "en"))
      }
    }
    return specs
  }

  private func layouts(_ spec: TextSpec, _ fonts: FontLibrary) -> (
    line: TextLayout, layout: TextLayout
  ) {
    (
      TextLayout(context: fonts.context, spec: spec),
      TextLayout(context: fonts.context, spec: spec, shapesLines: false)
    )
  }

  @Test func whatNeedsALayoutGetsOne() throws {
    let fonts = try CardFixtures.fonts()
    for text in [
      "", "two\nlines", "tab\there", "שלום", "مرحبا", "a\u{200F}b", "line\u{2028}break",
      "ܫܠܡܐ", "\u{1E900}", "\u{10900}", "a\u{2067}b\u{2069}", "a\u{202E}b",
    ] {
      #expect(TextLayout(context: fonts.context, spec: TextSpec(text, size: 20)).pangoLayout != nil)
    }
    #expect(TextLayout(context: fonts.context, spec: TextSpec("Mood", size: 20)).pangoLayout == nil)
    let wrapped = TextSpec("Mood", size: 20, width: 100)
    #expect(TextLayout(context: fonts.context, spec: wrapped).pangoLayout != nil)
  }

  @Test func aLineMeasuresAsItsLayout() throws {
    let fonts = try CardFixtures.fonts()
    var unknown = 0
    for spec in ShapedLineTests.specs {
      let (line, layout) = layouts(spec, fonts)
      #expect(line.pangoLayout == nil)
      #expect(line.metrics == layout.metrics, "\(spec.text) \(spec.size)")
      #expect(line.lineStarts == layout.lineStarts)
      unknown += line.metrics.unknownGlyphs
    }
    // Thai has no bundled font: the glyphs no font has are counted alike.
    #expect(unknown > 0)
  }

  @Test func aLineHasTheGlyphsOfItsLayout() throws {
    let fonts = try CardFixtures.fonts()
    func glyphs(_ text: TextLayout) -> [[UInt32]] {
      var runs: [[UInt32]] = []
      text.forEachRun { run, x, baseline in
        let string = run.pointee.glyphs.pointee
        let infos = UnsafeBufferPointer(start: string.glyphs, count: Int(string.num_glyphs))
        runs.append(
          [UInt32(x), UInt32(baseline)]
            + infos.flatMap {
              [
                $0.glyph, UInt32(bitPattern: $0.geometry.width),
                UInt32(bitPattern: $0.geometry.x_offset),
              ]
            })
      }
      return runs
    }
    for spec in ShapedLineTests.specs {
      let (line, layout) = layouts(spec, fonts)
      #expect(glyphs(line) == glyphs(layout), "\(spec.text) \(spec.size)")
    }
  }

  @Test func aLineAndALayoutAreDrawnOnPangosOwnPixels() throws {
    let wrapped = ShapedLineTests.lines.map {
      TextSpec($0 + " " + $0, size: 18, width: 260, maxLines: 2, alignment: .center)
    }
    try expectPangosPixels(ShapedLineTests.specs + wrapped, at: [Point(x: 10.3, y: 20.7)])
  }

  /// Cairo keeps the current point in 1/256 of a pixel and Pango places glyphs in 1/1024 of a
  /// unit: at some origins and scales a glyph placed from a rounded point lands on the next
  /// pixel.
  @Test(arguments: [1, 0.87, 2.5])
  func aLabelIsDrawnOnPangosOwnPixelsFromAnyOrigin(scale: Double) throws {
    let origins = (0..<300).map { Point(x: 5 + Double($0) / 137, y: 5 + Double($0) / 97) }
    try expectPangosPixels(
      [TextSpec("27", size: 17), TextSpec("13 Feb", size: 14.5, weight: .bold)], at: origins,
      scale: scale, width: 300, height: 150)
  }

  private func expectPangosPixels(
    _ specs: [TextSpec], at origins: [Point], scale: Double = 1, width: Int = 600,
    height: Int = 120
  ) throws {
    let fonts = try CardFixtures.fonts()
    let ink = RGBA(HexColor(red: 0x1A, green: 0x33, blue: 0x99))
    let alt = AltText(title: "", description: "", language: "en")
    for spec in specs {
      for origin in origins {
        // Pango draws its layout…
        let reference = try CairoSurface(
          format: .png, width: width, height: height, alt: alt, pdfDate: "")
        let layout = TextLayout(context: fonts.context, spec: spec, shapesLines: false)
        reference.withUnsafeHandle { surface in
          let cr = cairo_create(surface)
          cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
          cairo_set_source_rgb(cr, 1, 1, 1)
          cairo_paint(cr)
          cairo_set_source_rgba(cr, ink.red, ink.green, ink.blue, ink.alpha)
          cairo_scale(cr, scale, scale)
          cairo_move_to(cr, origin.x, origin.y)
          pango_cairo_show_layout(cr, layout.pangoLayout)
          cairo_destroy(cr)
        }
        // …and the canvas draws the same text, as a line when it is one.
        let surface = try CairoSurface(
          format: .png, width: width, height: height, alt: alt, pdfDate: "")
        let canvas = try CairoCanvas(surface: surface, scale: scale, fonts: fonts)
        canvas.fill(
          .rect(Rect(x: 0, y: 0, width: Double(width) / scale, height: Double(height) / scale)),
          with: .solid(RGBA(HexColor(red: 0xFF, green: 0xFF, blue: 0xFF))))
        canvas.draw(spec, at: origin, color: ink)
        try canvas.close()
        let (drawn, pango) = (try surface.finish(), try reference.finish())
        #expect(drawn == pango, "\(spec.text) \(spec.size) \(spec.width ?? -1) at \(origin)")
        #expect(pango.count > 300)
      }
    }
  }
}
