import CPangoCairo

/// A Pango layout: one text set with its font, width, wrapping and ellipsis. Owns the
/// `PangoLayout`.
final class TextLayout {
  private let handle: OpaquePointer
  let spec: TextSpec

  init(context: OpaquePointer, spec: TextSpec) {
    let scale = Double(moodcard_pango_scale())
    handle = pango_layout_new(context)
    self.spec = spec
    pango_layout_set_text(handle, spec.text, -1)
    let font = pango_font_description_from_string(FontLibrary.families)
    pango_font_description_set_absolute_size(font, spec.size * scale)
    pango_font_description_set_weight(
      font, spec.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_layout_set_font_description(handle, font)
    pango_font_description_free(font)
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(
      attributes, pango_attr_language_new(pango_language_from_string(spec.language)))
    pango_layout_set_attributes(handle, attributes)
    pango_attr_list_unref(attributes)
    if let width = spec.width {
      pango_layout_set_width(handle, Int32((width * scale).rounded(.down)))
      // Break between words, and inside a word only when it alone is wider than the line.
      pango_layout_set_wrap(handle, PANGO_WRAP_WORD_CHAR)
    }
    if let lines = spec.maxLines {
      // A negative height is a number of lines; Pango ellipsizes the last one shown.
      pango_layout_set_height(handle, -Int32(max(1, lines)))
      pango_layout_set_ellipsize(handle, PANGO_ELLIPSIZE_END)
    }
    pango_layout_set_spacing(handle, Int32(spec.lineSpacing * spec.size * scale))
    pango_layout_set_alignment(
      handle, spec.alignment == .center ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

  var metrics: TextMetrics {
    let scale = Double(moodcard_pango_scale())
    var logical = PangoRectangle()
    pango_layout_get_extents(handle, nil, &logical)
    return TextMetrics(
      width: Double(logical.width) / scale, height: Double(logical.height) / scale,
      lineCount: Int(pango_layout_get_line_count(handle)),
      isEllipsized: pango_layout_is_ellipsized(handle) != 0,
      unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(handle)),
      baseline: Double(pango_layout_get_baseline(handle)) / scale)
  }

  /// Lends the `PangoLayout` to `body`.
  func withUnsafeHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try body(handle)
  }
}
