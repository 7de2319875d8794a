import CPangoCairo
import MoodCore

/// One text set by Pango with its font, width, wrapping and ellipsis, to measure and draw: a
/// single line shaped without a layout when it can be (`ShapedLine`), else a `PangoLayout`.
/// Owns what Pango made.
final class TextLayout {
  private enum Setting {
    case line(ShapedLine)
    case layout(OpaquePointer)
  }

  private let setting: Setting
  let spec: TextSpec

  /// Sets `spec` in `context`; as one `ShapedLine` when it can be and `shapesLines`, which
  /// tests turn off to compare with the layout.
  init(context: OpaquePointer, spec: TextSpec, shapesLines: Bool = true) {
    let scale = Double(moodcard_pango_scale())
    self.spec = spec
    let (text, emoji) = TextLayout.prepared(spec.text)
    let font = pango_font_description_from_string(FontLibrary.textFamilies)
    pango_font_description_set_absolute_size(font, spec.size * scale)
    pango_font_description_set_weight(
      font, spec.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    defer { pango_font_description_free(font) }
    let attributes = pango_attr_list_new()
    defer { pango_attr_list_unref(attributes) }
    pango_attr_list_insert(
      attributes, pango_attr_language_new(pango_language_from_string(spec.language)))
    // Pango keeps a text font for a character it has, even when the text asks for emoji
    // presentation (U+2764 U+FE0F): emoji runs name the emoji font explicitly.
    for range in emoji {
      let family = pango_attr_family_new(FontLibrary.emojiFamily)
      family?.pointee.start_index = UInt32(range.lowerBound)
      family?.pointee.end_index = UInt32(range.upperBound)
      pango_attr_list_insert(attributes, family)
    }
    // Chinese type centres its ellipsis on the line, one em a dot pair, where Inter's sits on
    // the baseline: in Chinese text "……" after Chinese is set in the Chinese font, and "…"
    // after a Latin word keeps the Latin one ("Coffee with Ana…" on a Chinese sheet).
    if spec.language.hasPrefix("zh") {
      for range in TextLayout.ellipses(in: text) {
        let family = pango_attr_family_new(FontLibrary.chineseFamily)
        family?.pointee.start_index = UInt32(range.lowerBound)
        family?.pointee.end_index = UInt32(range.upperBound)
        pango_attr_list_insert(attributes, family)
      }
    }
    if spec.tabularFigures {
      pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
    }
    // A shaped line takes no font features: tabular figures are set by a layout.
    if shapesLines, spec.width == nil, !spec.tabularFigures, ShapedLine.canSet(text) {
      // The layout's font, as the attribute every other one overrides (inserted first).
      pango_attr_list_insert_before(attributes, pango_attr_font_desc_new(font))
      setting = .line(ShapedLine(context: context, text: text, attributes: attributes))
      return
    }
    let handle: OpaquePointer = pango_layout_new(context)
    pango_layout_set_text(handle, text, -1)
    pango_layout_set_font_description(handle, font)
    pango_layout_set_attributes(handle, attributes)
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
    setting = .layout(handle)
  }

  deinit {
    if case .layout(let handle) = setting { g_object_unref(UnsafeMutableRawPointer(handle)) }
  }

  /// The text to give Pango, and the UTF-8 byte ranges in it of the characters shown as emoji:
  /// those with emoji presentation by default, and those asking for it with U+FE0F or a
  /// keycap U+20E3.
  ///
  /// A lone emoji base followed by U+FE0F loses the U+FE0F (`❤️` becomes `❤`): Pango 1.50 sets
  /// such a pair in a text font that has the base (Inter has a black U+2764), while the base
  /// alone takes the emoji font named for its range. Longer sequences keep theirs.
  /// `text` with every scalar the journal refuses (controls other than tab and line break,
  /// noncharacters) replaced by U+FFFD: models built without the store may hold anything, and
  /// cairo's PDF text stream fails on noncharacters.
  static func safe(_ text: String) -> String {
    guard JournalText.firstRefusedScalar(in: text, lines: .multiple) != nil else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(JournalText.isAccepted(scalar, lines: .multiple) ? scalar : "\u{FFFD}")
    }
    return String(scalars)
  }

  static func prepared(_ text: String) -> (text: String, emoji: [Range<Int>]) {
    // Most texts hold no scalar that makes a character emoji: they go as they are, without
    // walking their characters (a card measures its reason a dozen times).
    guard text.mayHoldEmoji else { return (safe(text), []) }
    var shown = ""
    var ranges: [Range<Int>] = []
    for character in safe(text) {
      let scalars = Array(character.unicodeScalars)
      let start = shown.utf8.count
      if scalars.count == 2, scalars[1].value == 0xFE0F {
        shown.unicodeScalars.append(scalars[0])
      } else {
        shown.append(character)
      }
      guard character.hasEmojiPresentation else { continue }
      if let last = ranges.last, last.upperBound == start {
        ranges[ranges.count - 1] = last.lowerBound..<shown.utf8.count
      } else {
        ranges.append(start..<shown.utf8.count)
      }
    }
    return (shown, ranges)
  }

  /// The UTF-8 byte ranges of the runs of U+2026 in `text` that follow a Chinese character
  /// (or a Chinese mark) or start the text.
  static func ellipses(in text: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var offset = 0
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      let end = offset + UTF8.width(scalar)
      if scalar == "\u{2026}" {
        if let last = ranges.last, last.upperBound == offset {
          ranges[ranges.count - 1] = last.lowerBound..<end
        } else if previous.map(ReasonBreaks.isBrokenBetweenCharacters) ?? true {
          ranges.append(offset..<end)
        }
      }
      if scalar != "\u{2026}" { previous = scalar }
      offset = end
    }
    return ranges
  }

  var metrics: TextMetrics {
    let scale = Double(moodcard_pango_scale())
    switch setting {
    case .line(let line):
      return TextMetrics(
        width: Double(line.logical.width) / scale, height: Double(line.logical.height) / scale,
        lineCount: 1, isEllipsized: false, unknownGlyphs: line.unknownGlyphs,
        baseline: Double(-line.logical.y) / scale)
    case .layout(let handle):
      var logical = PangoRectangle()
      pango_layout_get_extents(handle, nil, &logical)
      return TextMetrics(
        width: Double(logical.width) / scale, height: Double(logical.height) / scale,
        lineCount: Int(pango_layout_get_line_count(handle)),
        isEllipsized: pango_layout_is_ellipsized(handle) != 0,
        unknownGlyphs: Int(pango_layout_get_unknown_glyphs_count(handle)),
        baseline: Double(pango_layout_get_baseline(handle)) / scale)
    }
  }

  /// Where the lines start, in characters of the text Pango was given (`prepared`: the spec's
  /// characters, a U+FE0F dropped inside one of them, a refused scalar replaced).
  var lineStarts: [Int] {
    guard case .layout(let handle) = setting, let text = pango_layout_get_text(handle) else {
      return [0]
    }
    let bytes = UnsafeRawBufferPointer(start: text, count: strlen(text))
    var starts: [Int] = []
    var node = pango_layout_get_lines_readonly(handle)
    while let current = node {
      let line = current.pointee.data.assumingMemoryBound(to: PangoLayoutLine.self)
      let start = min(max(Int(line.pointee.start_index), 0), bytes.count)
      starts.append(String(decoding: bytes[..<start], as: UTF8.self).count)
      node = current.pointee.next
    }
    return starts
  }

  /// The `PangoLayout`, when the text is set in one.
  var pangoLayout: OpaquePointer? {
    guard case .layout(let handle) = setting else { return nil }
    return handle
  }

  /// Draws the text with the top-left corner of its box at the current point of `cr`, as
  /// `pango_cairo_show_layout` draws it.
  func draw(on cr: OpaquePointer) {
    switch setting {
    case .line(let line):
      line.draw(on: cr)
    case .layout(let handle): pango_cairo_show_layout(cr, handle)
    }
  }

  /// Each run of glyphs where Pango's cairo renderer draws it, for a file that places glyphs
  /// itself (`SVGCanvas`): its left edge and its baseline, in Pango units from the top-left
  /// corner of the text's box. In a layout a line starts at its logical left edge, and a run
  /// after the ones before it on the line, with the offsets Pango gives it.
  func forEachRun(_ body: (UnsafeMutablePointer<PangoGlyphItem>, _ x: Int, _ baseline: Int) -> Void)
  {
    switch setting {
    case .line(let line):
      let baseline = Int(-line.logical.y)
      line.forEachRun { run, x, shift in body(run, x, baseline - shift) }
    case .layout(let handle):
      guard let lines = pango_layout_get_iter(handle) else { return }
      defer { pango_layout_iter_free(lines) }
      repeat {
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(lines, nil, &logical)
        let baseline = Int(pango_layout_iter_get_baseline(lines))
        var x = Int(logical.x)
        var node = pango_layout_iter_get_line_readonly(lines)?.pointee.runs
        while let current = node {
          let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
          x += Int(run.pointee.start_x_offset)
          body(run, x, baseline - Int(run.pointee.y_offset))
          x += Int(pango_glyph_string_get_width(run.pointee.glyphs) + run.pointee.end_x_offset)
          node = current.pointee.next
        }
      } while pango_layout_iter_next_line(lines) != 0
    }
  }
}
