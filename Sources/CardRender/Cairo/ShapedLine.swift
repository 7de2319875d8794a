import CPangoCairo
import Glibc
import MoodCore

/// One line of text itemized and shaped by Pango without a `PangoLayout`, with the glyphs,
/// boxes and places a layout gives it: for a text that needs no layout, with no line break, no
/// width to wrap or cut it in, and no right-to-left character to reorder.
///
/// A layout works out the metrics of every font it sets text in (`pango_layout_check_lines`
/// ends by measuring the whole layout, which asks each run's font for its line height), and
/// Pango works a font's metrics out by laying out a sample sentence in it, every glyph loaded:
/// for a chart, whose labels are all such lines, that was a fifth of the process
/// (BENCHMARKS.md).
final class ShapedLine {
  /// The runs in order, left to right; each item and glyph string is owned here.
  private let runs: [PangoGlyphItem]
  /// The text the runs were shaped from, NUL-terminated.
  let characters: UnsafeMutablePointer<CChar>
  /// The logical box, with its origin at the start of the baseline: the runs' glyph boxes
  /// side by side, united with the empty box at the origin, as a layout unites them.
  let logical: PangoRectangle
  /// How many glyphs no font had.
  let unknownGlyphs: Int

  /// Whether `text` can be set as a `ShapedLine` exactly as a layout would set it.
  static func canSet(_ text: String) -> Bool {
    !text.isEmpty
      && !text.unicodeScalars.contains { scalar in
        // Line and paragraph breaks and tabs are a layout's to place; a right-to-left
        // character's run would need reordering.
        scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029
          || scalar.isRightToLeft
      }
  }

  /// Itemizes `text` with `attributes` in `context` and shapes each item, as a layout does.
  init(context: OpaquePointer, text: String, attributes: OpaquePointer?) {
    characters = strdup(text)
    let length = Int32(strlen(characters))
    let flags =
      pango_context_get_round_glyph_positions(context) != 0
      ? PANGO_SHAPE_ROUND_POSITIONS : PANGO_SHAPE_NONE
    var runs: [PangoGlyphItem] = []
    let items = pango_itemize(context, characters, 0, length, attributes, nil)
    var node = items
    var baseline = ShapedLine.Baseline()
    while let current = node {
      let item = current.pointee.data.assumingMemoryBound(to: PangoItem.self)
      let glyphs = pango_glyph_string_new()
      pango_shape_item(item, characters, length, nil, glyphs, flags)
      runs.append(
        PangoGlyphItem(
          item: item, glyphs: glyphs, y_offset: baseline.shift(of: item), start_x_offset: 0,
          end_x_offset: 0))
      node = current.pointee.next
    }
    g_list_free(items)
    self.runs = runs
    var box = PangoRectangle()
    var x: Int32 = 0
    var unknown = 0
    for run in runs {
      var extents = PangoRectangle()
      pango_glyph_string_extents(run.glyphs, run.item.pointee.analysis.font, nil, &extents)
      extents.y -= run.y_offset
      let left = min(box.x, x + extents.x)
      box.width = max(box.x + box.width, x + extents.x + extents.width) - left
      box.x = left
      let top = min(box.y, extents.y)
      box.height = max(box.y + box.height, extents.y + extents.height) - top
      box.y = top
      x += extents.width
      let glyphs = run.glyphs.pointee
      unknown += UnsafeBufferPointer(start: glyphs.glyphs, count: Int(glyphs.num_glyphs))
        .count(where: { $0.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 })
    }
    logical = box
    unknownGlyphs = unknown
  }

  deinit {
    for run in runs {
      pango_glyph_string_free(run.glyphs)
      pango_item_free(run.item)
    }
    free(characters)
  }

  /// Each run with its left edge and its shift up from the baseline, in Pango units from the
  /// line's start.
  func forEachRun(_ body: (UnsafeMutablePointer<PangoGlyphItem>, _ x: Int, _ shift: Int) -> Void) {
    var x = 0
    for var run in runs {
      body(&run, x, Int(run.y_offset))
      x += Int(pango_glyph_string_get_width(run.glyphs))
    }
  }

  /// The baseline a layout sets a line's runs on (Pango 1.50's `apply_baseline_shift`): the one
  /// HarfBuzz names for the first run's script, where the first run's font puts it; a later run
  /// in another font moves up or down by where its own font puts that baseline.
  private struct Baseline {
    private var tag: hb_ot_layout_baseline_tag_t?
    private var position: hb_position_t = 0

    /// How far up `item`'s run moves, in Pango units.
    mutating func shift(of item: UnsafeMutablePointer<PangoItem>) -> Int32 {
      let analysis = item.pointee.analysis
      guard let font = analysis.font, let hbFont = pango_font_get_hb_font(font) else { return 0 }
      let script = hb_script_t(
        rawValue: g_unicode_script_to_iso15924(GUnicodeScript(rawValue: Int32(analysis.script))))
      let language = hb_language_from_string(pango_language_to_string(analysis.language), -1)
      var scriptTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_SCRIPT))
      var languageTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_LANGUAGE))
      var scriptCount = UInt32(scriptTags.count)
      var languageCount = UInt32(languageTags.count)
      hb_ot_tags_from_script_and_language(
        script, language, &scriptCount, &scriptTags, &languageCount, &languageTags)
      let tag = self.tag ?? hb_ot_layout_get_horizontal_baseline_tag_for_script(script)
      var here: hb_position_t = 0
      hb_ot_layout_get_baseline_with_fallback(
        hbFont, tag, HB_DIRECTION_LTR, scriptCount > 0 ? scriptTags[Int(scriptCount) - 1] : 0,
        languageCount > 0 ? languageTags[Int(languageCount) - 1] : 0, &here)
      if self.tag == nil {
        self.tag = tag
        position = here
      }
      return position - here
    }
  }

  /// Draws the line with the start of its baseline at the current point of `cr`, on the
  /// pixels `pango_cairo_show_layout` would draw its layout on.
  ///
  /// Cairo keeps the current point in 1/256 of a unit, where Pango places glyphs in 1/1024: a
  /// layout is drawn from the current point with each run's place added in full precision. So
  /// each run is drawn from the current point too, its place added to its glyphs' offsets.
  func draw(on cr: OpaquePointer) {
    let baseline = Int32(-logical.y)
    forEachRun { run, x, shift in
      var placed = run.pointee
      placed.glyphs = pango_glyph_string_copy(run.pointee.glyphs)
      defer { pango_glyph_string_free(placed.glyphs) }
      let glyphs = placed.glyphs.pointee
      for index in 0..<Int(glyphs.num_glyphs) {
        glyphs.glyphs[index].geometry.x_offset += Int32(x)
        glyphs.glyphs[index].geometry.y_offset += baseline - Int32(shift)
      }
      pango_cairo_show_glyph_item(cr, characters, &placed)
    }
  }
}
