import MoodCore
import Stats

/// Where everything on a card goes: every text measured and placed, every shape's box.
///
/// Pure: it measures through a `TextMeasuring` and decides, nothing is drawn. The reason gets
/// whatever height the other parts leave; when that is too little the face shrinks and the
/// words keep one row, and the reason shrinks its type and then ellipsizes.
///
/// ```swift
/// let layout = CardLayout(model: model, measurer: try FontLibrary())
/// layout.reason?.spec.size   // the size the reason was set at
/// ```
public struct CardLayout: Sendable, Equatable {
  /// The whole card.
  public let bounds: Rect
  /// The date line.
  public let date: PlacedText
  /// The square the face is drawn in.
  public let face: Rect
  /// The score number.
  public let score: PlacedText
  /// The `/ 10` after the score.
  public let scoreScale: PlacedText
  /// The word chips, the `+N` chip last when some did not fit.
  public let words: [PlacedChip]
  /// The panel behind the reason, when there is a reason.
  public let reasonPanel: Rect?
  /// The accent bar at the top of the reason panel, when there is a reason.
  public let reasonAccent: Rect?
  /// The reason, when there is one.
  public let reason: PlacedText?
  /// The tags line, when there are tags.
  public let tags: PlacedText?
  /// The habit chips.
  public let habits: [PlacedChip]
  /// The footer line, centred above the bottom margin.
  public let footer: PlacedText
  /// Texts with characters no font can draw, one message each.
  public let warnings: [String]

  /// Every element's box, named, for checks that nothing overlaps or leaves the card.
  public var blocks: [(name: String, frame: Rect)] {
    var blocks: [(String, Rect)] = [
      ("date", date.frame), ("face", face), ("score", score.frame),
      ("score scale", scoreScale.frame),
    ]
    blocks += words.map { ("word \($0.label.spec.text)", $0.frame) }
    if let reasonPanel { blocks.append(("reason", reasonPanel)) }
    if let tags { blocks.append(("tags", tags.frame)) }
    blocks += habits.map { ("habit \($0.label.spec.text)", $0.frame) }
    blocks.append(("footer", footer.frame))
    return blocks
  }

  /// Lays out `model`, measuring text with `measurer`.
  public init(model: CardModel, measurer: any TextMeasuring) {
    let m = Metrics.forSize(model.size)
    let palette = model.palette
    let language = model.locale.languageCode
    let width = Double(model.size.width), height = Double(model.size.height)
    let content = width - 2 * m.margin
    bounds = Rect(x: 0, y: 0, width: width, height: height)

    func measured(_ spec: TextSpec, _ color: HexColor) -> PlacedText {
      PlacedText(
        spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec), color: color)
    }

    // Fixed parts, measured once.
    let footerText = measured(
      TextSpec(model.footer, size: m.footerSize, language: language), palette.secondaryText)
    let footerTop = height - m.bottom - footerText.metrics.height
    let scoreText = measured(
      TextSpec(String(model.score), size: m.scoreSize, weight: .bold, language: language),
      palette.text)
    let scaleText = measured(
      TextSpec("/ 10", size: m.scaleSize, language: language), palette.secondaryText)
    let scoreGap = m.scaleSize * 0.3
    let scoreRowWidth = scoreText.metrics.width + scoreGap + scaleText.metrics.width
    let tagsText: PlacedText? =
      model.tags.isEmpty
      ? nil
      : measured(
        TextSpec(
          model.tags.map { "#" + $0 }.joined(separator: "   "), size: m.tagSize, width: content,
          maxLines: 2, language: language, lineSpacing: 0.2), palette.secondaryText)
    let wordChips = CardLayout.chips(
      labels: model.words.map { ($0.label, palette.valenceColors[$0.valence]) }, rows: 1,
      metrics: m, content: content, textSize: m.chipTextSize, height: m.chipHeight,
      language: language, color: palette.text, measurer: measurer)
    let habitChips = CardLayout.chips(
      labels: model.habits.map { ($0.label, nil) }, rows: 1, metrics: m, content: content,
      textSize: m.habitEmojiSize, height: m.habitHeight, language: language,
      color: palette.text, measurer: measurer, maxRows: 1)

    // The full-size face and rows of words first; when the reason would be cut, a smaller face,
    // then one row of words, so that as much of what the person wrote is shown as can be.
    let reasonSpec = TextSpec(
      model.reason, size: m.reasonSizes[0], width: content - 2 * m.reasonPadding,
      language: language, lineSpacing: 0.28)
    let minimumLine = measurer.measure(TextSpec("Ag", size: m.reasonSizes.last ?? 24)).height
    let available = footerTop - m.gap * 0.75 - m.top
    func arrangement(face faceSize: Double, rows: Int) -> (Arrangement, ReasonFit?) {
      let header = CardLayout.header(
        model: model, metrics: m, face: faceSize, content: content, measurer: measurer,
        score: scoreText, scoreRowWidth: scoreRowWidth)
      let chips = wordChips.arranged(rows: rows)
      var fixed = header.height
      if !chips.isEmpty { fixed += m.gap + chips.height }
      if let tagsText { fixed += m.gap + tagsText.metrics.height }
      if !habitChips.isEmpty { fixed += m.gap * 0.6 + m.habitHeight }
      let chosen = Arrangement(header: header, chips: chips, fixed: fixed)
      guard !model.reason.isEmpty else { return (chosen, nil) }
      let room = available - fixed - m.gap - m.reasonTextTop - m.reasonPadding
      let fit = ReasonFit(
        reasonSpec, maxHeight: max(minimumLine, room), sizes: m.reasonSizes, measurer: measurer)
      return (chosen, fit)
    }
    var (chosen, reasonFit) = arrangement(face: m.face, rows: m.maxChipRows)
    for (faceSize, rows) in [(m.minFace, m.maxChipRows), (m.minFace, 1)]
    where reasonFit?.isEllipsized == true {
      (chosen, reasonFit) = arrangement(face: faceSize, rows: rows)
    }

    let reasonPanelHeight = reasonFit.map { m.reasonTextTop + $0.metrics.height + m.reasonPadding }
    let total = chosen.fixed + (reasonPanelHeight.map { $0 + m.gap } ?? 0)
    var y = m.top + max(0, (available - total) / 2)

    // Header.
    let header = chosen.header
    var dateText = header.date
    var faceBox: Rect
    var scorePlaced = scoreText, scalePlaced = scaleText
    if m.sideBySide {
      faceBox = Rect(
        x: m.margin, y: y + (header.height - header.faceSize) / 2, width: header.faceSize,
        height: header.faceSize)
      let column = header.date.metrics.height + 10 + scoreText.metrics.height
      let columnX = m.margin + header.faceSize + 48
      var columnY = y + (header.height - column) / 2
      dateText.origin = Point(x: columnX, y: columnY)
      columnY += header.date.metrics.height + 10
      scorePlaced.origin = Point(x: columnX, y: columnY)
    } else {
      dateText.origin = Point(x: m.margin, y: y)
      let faceY = y + dateText.metrics.height + m.gap * 0.7
      faceBox = Rect(
        x: (width - header.faceSize) / 2, y: faceY, width: header.faceSize,
        height: header.faceSize)
      scorePlaced.origin = Point(x: (width - scoreRowWidth) / 2, y: faceBox.maxY + m.gap * 0.45)
    }
    scalePlaced.origin = Point(
      x: scorePlaced.origin.x + scoreText.metrics.width + scoreGap,
      y: scorePlaced.origin.y + scoreText.metrics.baseline - scaleText.metrics.baseline)
    y += header.height

    // Words.
    var words: [PlacedChip] = []
    if !chosen.chips.isEmpty {
      y += m.gap
      words = chosen.chips.placed(top: y, center: width / 2)
      y += chosen.chips.height
    }

    // Reason.
    var panel: Rect?
    var accentBar: Rect?
    var reasonText: PlacedText?
    if let reasonFit, let reasonPanelHeight {
      y += m.gap
      let box = Rect(x: m.margin, y: y, width: content, height: reasonPanelHeight)
      panel = box
      accentBar = Rect(
        x: box.center.x - m.accentBarWidth / 2, y: box.y + m.accentBarTop,
        width: m.accentBarWidth, height: m.accentBarHeight)
      reasonText = PlacedText(
        spec: reasonFit.spec,
        origin: Point(x: m.margin + m.reasonPadding, y: y + m.reasonTextTop),
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
    var habits: [PlacedChip] = []
    if !habitChips.isEmpty {
      y += m.gap * 0.6
      habits = habitChips.arranged(rows: 1).placed(top: y, center: width / 2)
    }

    var footer = footerText
    footer.origin = Point(x: (width - footerText.metrics.width) / 2, y: footerTop)

    self.date = dateText
    self.face = faceBox
    self.score = scorePlaced
    self.scoreScale = scalePlaced
    self.words = words
    self.reasonPanel = panel
    self.reasonAccent = accentBar
    self.reason = reasonText
    self.tags = tags
    self.habits = habits
    self.footer = footer

    var warnings: [String] = []
    var named: [(String, PlacedText)] = [("date line", dateText), ("footer", footer)]
    named += words.map { ("word \"\($0.label.spec.text)\"", $0.label) }
    named += habits.map { ("habit \"\($0.label.spec.text)\"", $0.label) }
    if let reasonText { named.append(("reason", reasonText)) }
    if let tags { named.append(("tags", tags)) }
    for (name, text) in named where text.metrics.unknownGlyphs > 0 {
      warnings.append(
        "the \(name) has \(text.metrics.unknownGlyphs) character(s) that no available font "
          + "can draw; they show as boxes")
    }
    self.warnings = warnings
  }

  // MARK: - Parts

  private struct Arrangement {
    var header: Header
    var chips: ChipSet.Arranged
    var fixed: Double
  }

  private struct Header {
    var date: PlacedText
    var faceSize: Double
    var height: Double
  }

  private static func header(
    model: CardModel, metrics m: Metrics, face: Double, content: Double,
    measurer: any TextMeasuring, score: PlacedText, scoreRowWidth: Double
  ) -> Header {
    let language = model.locale.languageCode
    if m.sideBySide {
      let columnWidth = content - face - 48
      let spec = TextSpec(
        model.dateLine, size: m.dateSize, width: columnWidth, maxLines: 2, alignment: .left,
        language: language)
      let date = PlacedText(
        spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec),
        color: model.palette.secondaryText)
      let column = date.metrics.height + 10 + score.metrics.height
      return Header(date: date, faceSize: face, height: max(face, column))
    }
    let spec = TextSpec(
      model.dateLine, size: m.dateSize, width: content, maxLines: 2, language: language)
    let date = PlacedText(
      spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec),
      color: model.palette.secondaryText)
    let height =
      date.metrics.height + m.gap * 0.7 + face + m.gap * 0.45 + score.metrics.height
    return Header(date: date, faceSize: face, height: height)
  }

  private static func chips(
    labels: [(String, HexColor?)], rows: Int, metrics m: Metrics, content: Double,
    textSize: Double, height: Double, language: String, color: HexColor,
    measurer: any TextMeasuring, maxRows: Int? = nil
  ) -> ChipSet {
    let dotSpace = ChipSet.dotSpace
    let items = labels.map { label, dot -> PlacedChip in
      let inner = content - 2 * m.chipPadding - (dot == nil ? 0 : dotSpace)
      var spec = TextSpec(label, size: textSize, language: language)
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
        frame: Rect(x: 0, y: 0, width: chipWidth, height: height),
        label: PlacedText(spec: spec, origin: Point(x: 0, y: 0), metrics: metrics, color: color),
        dot: dot)
    }
    return ChipSet(
      items: items, content: content, height: height, gap: m.chipGap, padding: m.chipPadding,
      textSize: textSize,
      language: language, color: color, measurer: measurer, rowLimit: maxRows)
  }
}
