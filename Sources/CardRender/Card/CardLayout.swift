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
  /// The footer line, centred above the bottom margin, unless the card leaves it off.
  let footer: PlacedText?
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
    if let footer { blocks.append(("footer", footer.frame)) }
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
    if let footer { texts.append(("footer", footer)) }
    return texts
  }

  /// Lays out `model`, measuring text with `measurer`: the arrangement that shows the most of
  /// the reason is chosen (`Planner`), then each part is placed from the top down.
  init(model: CardModel, measurer: any TextMeasuring) {
    // The arrangements tried fit the same reason again and again.
    let planner = Planner(model: model, measurer: MeasurementMemo(measurer))
    let m = planner.metrics
    let plan = planner.plan()
    bounds = Rect(x: 0, y: 0, width: planner.width, height: planner.height)
    edgeWidth = m.edgeWidth

    // The room to spare above the block, or (`Metrics.spreads`) before each part under the
    // header.
    let spare = max(0, planner.available - plan.height)
    let parts = [
      !plan.arrangement.chips.isEmpty, plan.reasonFit != nil,
      planner.tags != nil || planner.habits != nil,
    ].filter { $0 }.count
    let between = m.spreads && parts > 0 ? spare / Double(parts) : 0
    var y = m.top + (between > 0 ? 0 : spare / 2)
    let header = Self.place(plan.arrangement.header, top: y, width: planner.width, metrics: m)
    date = header.date
    face = header.face
    score = header.score
    scoreScale = header.scale
    y += plan.arrangement.header.height

    var words: [PlacedChip] = []
    if !plan.arrangement.chips.isEmpty {
      y += m.gap + between
      words = plan.arrangement.chips.placed(top: y, center: planner.width / 2)
      y += plan.arrangement.chips.height
    }
    self.words = words

    var reasonPart: ReasonPart?
    if let fit = plan.reasonFit, let panelHeight = plan.reasonPanelHeight {
      y += m.gap + between
      reasonPart = Self.place(
        fit, top: y, panelHeight: panelHeight, planner: planner, color: model.palette.text)
      y += panelHeight
    }
    reasonPanel = reasonPart?.panel
    reasonAccent = reasonPart?.accent
    reason = reasonPart?.text

    var tags = planner.tags
    var habits = planner.habits
    if tags != nil || habits != nil { y += between }
    if tags != nil {
      y += m.gap
      tags?.origin = Point(x: m.margin, y: y)
      y += tags?.metrics.height ?? 0
    }
    if habits != nil {
      y += m.gap * 0.6
      habits?.origin = Point(x: m.margin, y: y)
    }
    self.tags = tags
    self.habits = habits

    self.footer = planner.footer.map { footer in
      var footer = footer
      footer.origin = Point(x: (planner.width - footer.metrics.width) / 2, y: planner.footerTop)
      return footer
    }

    cuts = Self.cuts(of: model, reasonFit: plan.reasonFit, words: words, tags: tags, habits: habits)
    var named: [(CardPart, PlacedText)] = [(.dateLine, header.date)]
    named += words.map { (.word($0.label.spec.text), $0.label) }
    named += [
      (CardPart.reason, reasonPart?.text), (.tags, tags), (.habits, habits), (.footer, self.footer),
    ].compactMap {
      part, text in text.map { (part, $0) }
    }
    warnings = named.filter { $0.1.metrics.unknownGlyphs > 0 }.map { part, text in
      .undrawableOnCard(part, count: text.metrics.unknownGlyphs)
    }
  }

  // MARK: - Placing

  /// The header's parts placed from `top`.
  private struct PlacedHeader {
    let date: PlacedText
    let face: Rect
    let score: PlacedText
    let scale: PlacedText
  }

  /// The date, face and score of `header` placed from `top`: the face with a column of the date
  /// and score beside it, centred together, on a wide card; else one above the other.
  private static func place(_ header: Header, top y: Double, width: Double, metrics m: Metrics)
    -> PlacedHeader
  {
    var date = header.date
    var face: Rect
    var score = header.score, scale = header.scale
    let scoreGap = header.scale.spec.size * 0.3
    let scoreRowWidth = header.score.metrics.width + scoreGap + header.scale.metrics.width
    if m.sideBySide {
      let columnWidth = max(date.metrics.width, scoreRowWidth)
      let left = (width - (header.faceSize + m.columnGap + columnWidth)) / 2
      face = Rect(
        x: left, y: y + (header.height - header.faceSize) / 2, width: header.faceSize,
        height: header.faceSize)
      let column = date.metrics.height + 10 + score.metrics.height
      let columnX = left + header.faceSize + m.columnGap
      var columnY = y + (header.height - column) / 2
      date.spec.width = date.metrics.width
      date.origin = Point(x: columnX, y: columnY)
      columnY += date.metrics.height + 10
      score.origin = Point(x: columnX, y: columnY)
    } else {
      date.origin = Point(x: m.margin, y: y)
      let faceY = y + date.metrics.height + m.gap * 0.9
      face = Rect(
        x: (width - header.faceSize) / 2, y: faceY, width: header.faceSize,
        height: header.faceSize)
      score.origin = Point(x: (width - scoreRowWidth) / 2, y: face.maxY + m.gap * 0.45)
    }
    scale.origin = Point(
      x: score.origin.x + score.metrics.width + scoreGap,
      y: score.origin.y + score.metrics.baseline - scale.metrics.baseline)
    return PlacedHeader(date: date, face: face, score: score, scale: scale)
  }

  /// The reason's panel, its accent bar and its text.
  private struct ReasonPart {
    let panel: Rect
    let accent: Rect
    let text: PlacedText
  }

  /// The reason set by `fit` in a box of `panelHeight` from `top`: centred while it is short,
  /// from three lines on flush left in a block centred in the box.
  private static func place(
    _ fit: ReasonFit, top y: Double, panelHeight: Double, planner: Planner, color: HexColor
  ) -> ReasonPart {
    let m = planner.metrics
    let box = Rect(x: m.margin, y: y, width: planner.content, height: panelHeight)
    let accent = Rect(
      x: box.center.x - m.accentBarWidth / 2, y: box.y + m.accentBarTop,
      width: m.accentBarWidth, height: m.accentBarHeight)
    var spec = fit.spec
    var metrics = fit.metrics
    if metrics.lineCount >= 3 {
      // Flush left, as wide as its widest line, so that the block is centred on the card
      // rather than leaving the right of its measure empty.
      var left = spec
      left.alignment = .left
      left.width = min((metrics.width + 1).rounded(.up), spec.width ?? .infinity)
      let leftMetrics = planner.measurer.measure(left)
      if leftMetrics.lineCount == metrics.lineCount {
        (spec, metrics) = (left, leftMetrics)
      } else {
        spec.alignment = .left
      }
    }
    let textWidth = spec.width ?? planner.content
    let text = PlacedText(
      spec: spec, origin: Point(x: box.center.x - textWidth / 2, y: y + m.reasonTextTop),
      metrics: metrics, color: color)
    return ReasonPart(panel: box, accent: accent, text: text)
  }

  /// What had to be left out or cut to fit the card.
  private static func cuts(
    of model: CardModel, reasonFit: ReasonFit?, words: [PlacedChip], tags: PlacedText?,
    habits: PlacedText?
  ) -> [PictureWarning] {
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
    return cuts
  }

  // MARK: - Parts

  /// The date, face and score measured for one size of face, not yet placed.
  struct Header {
    var date: PlacedText
    var score: PlacedText
    var scale: PlacedText
    var faceSize: Double
    var height: Double
  }

  /// The date, face and score for a face of `face` units; the score grows with the face.
  static func header(
    model: CardModel, metrics m: Metrics, face: Double, content: Double,
    measurer: any TextMeasuring
  ) -> Header {
    let language = model.locale.languageCode
    let palette = model.palette
    func measured(_ spec: TextSpec, _ color: HexColor) -> PlacedText {
      PlacedText(
        spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec), color: color)
    }
    // Beside the face the date never wraps, leaving the year alone on a line: the face gives
    // way to it, down to its smallest size (under which the date is left to wrap).
    var face = face
    if m.sideBySide {
      let date = measurer.measure(TextSpec(model.dateLine, size: m.dateSize, language: language))
      face = max(min(face, content - m.columnGap - date.width), min(face, m.minFace))
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

  static func chips(
    labels: [(String, HexColor?)], metrics m: Metrics, content: Double, language: String,
    color: HexColor, measurer: any TextMeasuring
  ) -> ChipSet {
    let dotSpace = ChipSet.dotSpace
    let items = labels.map { label, dot -> PlacedChip in
      let inner = content - 2 * m.chipPadding - (dot == nil ? 0 : dotSpace)
      var spec = TextSpec(label, size: m.chipTextSize, weight: .bold, language: language)
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
    guard tag.startsRightToLeft else { return "#" + tag }
    return "\u{2067}#" + tag + "\u{2069}"
  }

  /// Whether `text` is one to six emoji and nothing else but spaces.
  static func isFewEmoji(_ text: String) -> Bool {
    let characters = text.filter { !$0.isWhitespace }
    return (1...6).contains(characters.count)
      && characters.allSatisfy(\.hasEmojiPresentation)
  }
}
