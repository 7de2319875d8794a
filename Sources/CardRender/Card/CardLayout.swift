import MoodCore
import Stats

/// Where everything on a card goes: every text measured and placed, every shape's box.
///
/// Pure: it measures through a `TextMeasuring` and decides, nothing is drawn. The reason gets
/// whatever height the other parts leave; when that is too little the face shrinks and the
/// words give up rows, and the reason shrinks its type to the smallest size and then is cut.
/// When the card leaves parts out, the face and score grow into the room.
///
/// ```swift
/// let layout = CardLayout(model: model, measurer: try FontLibrary())
/// layout.reason?.spec.size   // the size the reason was set at
/// ```
package struct CardLayout: Sendable, Equatable {
  /// The whole card.
  let bounds: Rect
  /// The date line.
  let date: PlacedText
  /// The square the face is drawn in.
  let face: Rect
  /// The score number.
  let score: PlacedText
  /// The `/ 10` after the score.
  let scoreScale: PlacedText
  /// The word chips, the `+N` chip last when some did not fit.
  let words: [PlacedChip]
  /// The panel behind the reason, when there is a reason.
  let reasonPanel: Rect?
  /// The accent bar at the top of the reason panel.
  let reasonAccent: Rect?
  /// The reason, when there is one.
  let reason: PlacedText?
  /// The tags line, when there are tags.
  let tags: PlacedText?
  /// The line naming the habits done (`Done today: 🚶 Walk · 📚 Read`), when there are any.
  let habits: PlacedText?
  /// The footer line, centred above the bottom margin.
  let footer: PlacedText
  /// The width of the line around a card whose palette has an edge.
  let edgeWidth: Double
  /// Texts with characters no font can draw, one warning each.
  let warnings: [PictureWarning]
  /// What had to be left out or cut to fit the card, one warning each.
  let cuts: [PictureWarning]

  /// Every element's box, named, for checks that nothing overlaps or leaves the card.
  var blocks: [(name: String, frame: Rect)] {
    var blocks: [(String, Rect)] = [
      ("date", date.frame), ("face", face), ("score", score.frame),
      ("score scale", scoreScale.frame),
    ]
    blocks += words.map { ("word \($0.label.spec.text)", $0.frame) }
    if let reasonPanel { blocks.append(("reason", reasonPanel)) }
    if let tags { blocks.append(("tags", tags.frame)) }
    if let habits { blocks.append(("habits", habits.frame)) }
    blocks.append(("footer", footer.frame))
    return blocks
  }

  /// Every text on the card, named.
  var texts: [(name: String, text: PlacedText)] {
    var texts: [(String, PlacedText)] = [
      ("date line", date), ("score", score), ("scale", scoreScale),
    ]
    texts += words.map { ("word \"\($0.label.spec.text)\"", $0.label) }
    if let reason { texts.append(("reason", reason)) }
    if let tags { texts.append(("tags", tags)) }
    if let habits { texts.append(("habits", habits)) }
    texts.append(("footer", footer))
    return texts
  }

  /// Lays out `model`, measuring text with `measurer`.
  init(model: CardModel, measurer: any TextMeasuring) {
    // The arrangements tried below fit the same reason again and again.
    let measurer = MeasurementMemo(measurer)
    let m = Metrics.forSize(model.size)
    let palette = model.palette
    let language = model.locale.languageCode
    let width = Double(model.size.width), height = Double(model.size.height)
    let content = width - 2 * m.margin
    bounds = Rect(x: 0, y: 0, width: width, height: height)
    edgeWidth = m.edgeWidth

    func measured(_ spec: TextSpec, _ color: HexColor) -> PlacedText {
      PlacedText(
        spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec), color: color)
    }

    // Fixed parts, measured once.
    let footerText = measured(
      TextSpec(model.locale.cardFooter, size: m.footerSize, language: language),
      palette.secondaryText)
    let footerTop = height - m.bottom - footerText.metrics.height
    let tagsText: PlacedText? =
      model.tags.isEmpty
      ? nil
      : measured(
        TextSpec(
          model.tags.map(CardLayout.tagLabel).joined(separator: CardLayout.tagSeparator),
          size: m.tagSize,
          width: content, maxLines: 2, language: language, lineSpacing: 0.2),
        palette.secondaryText)
    let habitsText: PlacedText? =
      model.habits.isEmpty
      ? nil
      : measured(
        TextSpec(
          model.locale.habitsDoneLine(model.habits.map(\.label)), size: m.habitSize,
          width: content, maxLines: 2, language: language, lineSpacing: 0.2),
        palette.secondaryText)
    let wordChips = CardLayout.chips(
      labels: model.words.map { ($0.label, palette.valenceColors[$0.valence]) }, metrics: m,
      content: content, language: language, color: palette.text, measurer: measurer)

    // An emoji-only reason of a few emoji is set large, as messengers do.
    let emojiOnly = CardLayout.isFewEmoji(model.reason)
    let reasonSizes = emojiOnly ? [m.reasonSizes[0] * m.emojiScale] : m.reasonSizes
    let reasonSpec = TextSpec(
      model.reason, size: reasonSizes[0], width: content - 2 * m.reasonPadding,
      language: language, lineSpacing: emojiOnly ? 0 : 0.22)
    let available = footerTop - m.gap * 0.75 - m.top
    func arrangement(face faceSize: Double, rows: Int) -> Arrangement {
      let header = CardLayout.header(
        model: model, metrics: m, face: faceSize, content: content, measurer: measurer)
      let chips = wordChips.arranged(rows: rows)
      var fixed = header.height
      if !chips.isEmpty { fixed += m.gap + chips.height }
      if let tagsText { fixed += m.gap + tagsText.metrics.height }
      if let habitsText { fixed += m.gap * 0.6 + habitsText.metrics.height }
      return Arrangement(header: header, chips: chips, fixed: fixed)
    }
    /// The height the reason may take beside `arrangement`.
    func room(_ arrangement: Arrangement) -> Double {
      available - arrangement.fixed - m.gap - m.reasonTextTop - m.reasonPadding
    }
    // The full-size face and rows of words first; when the reason would be cut, a smaller face,
    // then fewer rows of words, so that as much of what the person wrote is shown as can be.
    // Where it is cut is worked out for the arrangement chosen only.
    var chosen = arrangement(face: m.face, rows: m.maxChipRows)
    let steps =
      [(m.face + m.minFace) / 2, m.minFace].map { ($0, m.maxChipRows) }
      + stride(from: m.maxChipRows - 1, through: 1, by: -1).map { (m.minFace, $0) }
    for (face, rows) in steps
    where !model.reason.isEmpty
      && ReasonFit.largestFittingSize(
        reasonSpec, maxHeight: room(chosen), sizes: reasonSizes, measurer: measurer) == nil
    {
      chosen = arrangement(face: face, rows: rows)
    }
    let reasonFit =
      model.reason.isEmpty
      ? nil
      : ReasonFit(
        reasonSpec, maxHeight: room(chosen), sizes: reasonSizes, ellipsis: model.locale.ellipsis,
        measurer: measurer)
    func panelHeight(_ fit: ReasonFit?) -> Double? {
      fit.map { m.reasonTextTop + $0.metrics.height + m.reasonPadding }
    }
    // Without a reason there is room to spare: the face and score grow into it.
    if reasonFit == nil {
      let spare = available - chosen.fixed
      let face = min(m.face * m.growth, m.face + spare * 0.8)
      if face > m.face { chosen = arrangement(face: face, rows: m.maxChipRows) }
    }

    let reasonPanelHeight = panelHeight(reasonFit)
    let total = chosen.fixed + (reasonPanelHeight.map { $0 + m.gap } ?? 0)
    var y = m.top + max(0, (available - total) / 2)

    // Header.
    let header = chosen.header
    var dateText = header.date
    var faceBox: Rect
    var scorePlaced = header.score, scalePlaced = header.scale
    let scoreGap = header.scale.spec.size * 0.3
    let scoreRowWidth = header.score.metrics.width + scoreGap + header.scale.metrics.width
    if m.sideBySide {
      // The face and the column beside it are centred together.
      let columnWidth = max(dateText.metrics.width, scoreRowWidth)
      let left = (width - (header.faceSize + m.columnGap + columnWidth)) / 2
      faceBox = Rect(
        x: left, y: y + (header.height - header.faceSize) / 2, width: header.faceSize,
        height: header.faceSize)
      let column = dateText.metrics.height + 10 + scorePlaced.metrics.height
      let columnX = left + header.faceSize + m.columnGap
      var columnY = y + (header.height - column) / 2
      dateText.spec.width = dateText.metrics.width
      dateText.origin = Point(x: columnX, y: columnY)
      columnY += dateText.metrics.height + 10
      scorePlaced.origin = Point(x: columnX, y: columnY)
    } else {
      dateText.origin = Point(x: m.margin, y: y)
      let faceY = y + dateText.metrics.height + m.gap * 0.9
      faceBox = Rect(
        x: (width - header.faceSize) / 2, y: faceY, width: header.faceSize,
        height: header.faceSize)
      scorePlaced.origin = Point(x: (width - scoreRowWidth) / 2, y: faceBox.maxY + m.gap * 0.45)
    }
    scalePlaced.origin = Point(
      x: scorePlaced.origin.x + scorePlaced.metrics.width + scoreGap,
      y: scorePlaced.origin.y + scorePlaced.metrics.baseline - scalePlaced.metrics.baseline)
    y += header.height

    // Words.
    var words: [PlacedChip] = []
    if !chosen.chips.isEmpty {
      y += m.gap
      words = chosen.chips.placed(top: y, center: width / 2)
      y += chosen.chips.height
    }

    // Reason: centred while it is short, flush left from three lines on.
    var panel: Rect?, accent: Rect?
    var reasonText: PlacedText?
    if let reasonFit, let reasonPanelHeight {
      y += m.gap
      let box = Rect(x: m.margin, y: y, width: content, height: reasonPanelHeight)
      panel = box
      accent = Rect(
        x: box.center.x - m.accentBarWidth / 2, y: box.y + m.accentBarTop,
        width: m.accentBarWidth, height: m.accentBarHeight)
      var spec = reasonFit.spec
      if reasonFit.metrics.lineCount >= 3 { spec.alignment = .left }
      let textWidth = spec.width ?? content
      reasonText = PlacedText(
        spec: spec,
        origin: Point(x: box.center.x - textWidth / 2, y: y + m.reasonTextTop),
        metrics: reasonFit.metrics, color: palette.text)
      y += reasonPanelHeight
    }

    // Tags and habits.
    var tags = tagsText
    if tags != nil {
      y += m.gap
      tags?.origin = Point(x: m.margin, y: y)
      y += tags?.metrics.height ?? 0
    }
    var habits = habitsText
    if habits != nil {
      y += m.gap * 0.6
      habits?.origin = Point(x: m.margin, y: y)
    }

    var footer = footerText
    footer.origin = Point(x: (width - footerText.metrics.width) / 2, y: footerTop)

    self.date = dateText
    self.face = faceBox
    self.score = scorePlaced
    self.scoreScale = scalePlaced
    self.words = words
    self.reasonPanel = panel
    self.reasonAccent = accent
    self.reason = reasonText
    self.tags = tags
    self.habits = habits
    self.footer = footer

    var cuts: [PictureWarning] = []
    if let reasonFit, reasonFit.isCut {
      cuts.append(
        .reasonCut(
          shown: reasonFit.shownCharacters, total: model.reason.count, size: model.size))
    }
    let hidden = model.words.count - words.filter { $0.dot != nil }.count
    if hidden > 0 { cuts.append(.wordsHidden(hidden: hidden, total: model.words.count)) }
    if tags?.metrics.isEllipsized == true { cuts.append(.tagsCut) }
    if habits?.metrics.isEllipsized == true { cuts.append(.habitsCut) }
    self.cuts = cuts

    var named: [(CardPart, PlacedText)] = [(.dateLine, dateText), (.footer, footer)]
    named += words.map { (.word($0.label.spec.text), $0.label) }
    named += [(CardPart.reason, reasonText), (.tags, tags), (.habits, habits)].compactMap {
      part, text in text.map { (part, $0) }
    }
    warnings = named.filter { $0.1.metrics.unknownGlyphs > 0 }.map { part, text in
      .undrawableOnCard(part, count: text.metrics.unknownGlyphs)
    }
  }

  // MARK: - Parts

  private struct Arrangement {
    var header: Header
    var chips: ChipSet.Arranged
    var fixed: Double
  }

  private struct Header {
    var date: PlacedText
    var score: PlacedText
    var scale: PlacedText
    var faceSize: Double
    var height: Double
  }

  /// The date, face and score for a face of `face` units; the score grows with the face.
  private static func header(
    model: CardModel, metrics m: Metrics, face: Double, content: Double,
    measurer: any TextMeasuring
  ) -> Header {
    let language = model.locale.languageCode
    let palette = model.palette
    func measured(_ spec: TextSpec, _ color: HexColor) -> PlacedText {
      PlacedText(
        spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec), color: color)
    }
    // The score follows the face, down to three quarters of its size.
    let growth = max(0.75, face / m.face)
    let score = measured(
      TextSpec(
        String(model.score), size: (m.scoreSize * growth).rounded(), weight: .bold,
        language: language), palette.text)
    let scale = measured(
      TextSpec(
        "/ 10", size: max(Metrics.minimumTextSize, (m.scaleSize * growth).rounded()),
        language: language),
      palette.secondaryText)
    if m.sideBySide {
      let columnWidth = content - face - m.columnGap
      let date = measured(
        TextSpec(
          model.dateLine, size: m.dateSize, width: columnWidth, maxLines: 2, alignment: .left,
          language: language), palette.secondaryText)
      let column = date.metrics.height + 10 + score.metrics.height
      return Header(
        date: date, score: score, scale: scale, faceSize: face, height: max(face, column))
    }
    let date = measured(
      TextSpec(model.dateLine, size: m.dateSize, width: content, maxLines: 2, language: language),
      palette.secondaryText)
    let height =
      date.metrics.height + m.gap * 0.9 + face + m.gap * 0.45 + score.metrics.height
    return Header(date: date, score: score, scale: scale, faceSize: face, height: height)
  }

  private static func chips(
    labels: [(String, HexColor?)], metrics m: Metrics, content: Double, language: String,
    color: HexColor, measurer: any TextMeasuring
  ) -> ChipSet {
    let dotSpace = ChipSet.dotSpace
    let items = labels.map { label, dot -> PlacedChip in
      let inner = content - 2 * m.chipPadding - (dot == nil ? 0 : dotSpace)
      var spec = TextSpec(label, size: m.chipTextSize, language: language)
      var metrics = measurer.measure(spec)
      if metrics.width > inner {
        // One long word: cut it to the widest chip with an ellipsis.
        spec.width = inner
        spec.maxLines = 1
        spec.alignment = .left
        metrics = measurer.measure(spec)
      }
      let labelWidth = spec.width ?? metrics.width
      let chipWidth = labelWidth + 2 * m.chipPadding + (dot == nil ? 0 : dotSpace)
      return PlacedChip(
        frame: Rect(x: 0, y: 0, width: chipWidth, height: m.chipHeight),
        label: PlacedText(spec: spec, origin: Point(x: 0, y: 0), metrics: metrics, color: color),
        dot: dot)
    }
    return ChipSet(
      items: items, content: content, height: m.chipHeight, gap: m.chipGap,
      padding: m.chipPadding, textSize: m.chipTextSize, language: language, color: color,
      measurer: measurer)
  }

  /// The space between two tags.
  static let tagSeparator = "   "

  /// `#tag`, isolated right-to-left when the tag is, so that its `#` comes first, on the right.
  static func tagLabel(_ tag: String) -> String {
    let firstLetter = tag.unicodeScalars.first { $0.properties.isAlphabetic }
    guard let firstLetter, isRightToLeft(firstLetter) else { return "#" + tag }
    return "\u{2067}#" + tag + "\u{2069}"
  }

  /// Whether `scalar` belongs to a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko
  /// and their presentation forms.
  private static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
    default: return false
    }
  }

  /// Whether `text` is one to six emoji and nothing else but spaces.
  static func isFewEmoji(_ text: String) -> Bool {
    let characters = text.filter { !$0.isWhitespace }
    return (1...6).contains(characters.count)
      && characters.allSatisfy { character in
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        return first.properties.isEmojiPresentation
          || (first.properties.isEmoji && (scalars.count > 1 || first.value > 0x2000))
      }
  }
}
