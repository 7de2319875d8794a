import MoodCore
import Stats

extension CardLayout {
  /// The face, the score and the rows of words tried together, with the height they take.
  struct Arrangement {
    var header: Header
    var chips: ChipSet.Arranged
    /// The most rows of words it was arranged with.
    var rows: Int
    var fixed: Double
  }

  /// The arrangement chosen for a card and the reason set in it.
  struct Plan {
    let arrangement: Arrangement
    let reasonFit: ReasonFit?
    /// The reason's panel, its text and padding, when there is a reason.
    let reasonPanelHeight: Double?
    /// Everything between the top margin and the footer.
    let height: Double
  }

  /// The search for a card's arrangement: the parts measured once (footer, tags, habits, word
  /// chips), then the face and rows of words that leave the reason the most room.
  struct Planner {
    let model: CardModel
    let metrics: Metrics
    let measurer: any TextMeasuring
    let width: Double
    let height: Double
    /// The width inside the margins.
    let content: Double
    /// The footer, measured, when the card has one, and the top of its line (else the bottom
    /// margin).
    let footer: PlacedText?
    let footerTop: Double
    let tags: PlacedText?
    let habits: PlacedText?
    let chips: ChipSet
    /// The height between the top margin and the footer.
    let available: Double
    /// The sizes the reason may be set at, largest first, and its text at the largest.
    let reasonSizes: [Double]
    let reasonSpec: TextSpec

    init(model: CardModel, measurer: any TextMeasuring) {
      let m = Metrics.forSize(model.size)
      let palette = model.palette
      let language = model.locale.languageCode
      self.model = model
      self.metrics = m
      self.measurer = measurer
      width = Double(model.size.width)
      height = Double(model.size.height)
      content = width - 2 * m.margin
      footer =
        model.showsFooter
        ? Self.measured(
          TextSpec(model.locale.cardFooter, size: m.footerSize, language: language),
          palette.secondaryText, measurer) : nil
      footerTop = height - m.bottom - (footer?.metrics.height ?? 0)
      tags =
        model.tags.isEmpty
        ? nil
        : Self.measured(
          TextSpec(
            model.tags.map(CardLayout.tagLabel).joined(separator: CardLayout.tagSeparator),
            size: m.tagSize, width: content, maxLines: 2, language: language, lineSpacing: 0.2),
          palette.secondaryText, measurer)
      habits =
        model.habits.isEmpty
        ? nil
        : Self.measured(
          TextSpec(
            model.locale.habitsDoneLine(model.habits), size: m.habitSize,
            width: content, maxLines: 2, language: language, lineSpacing: 0.2),
          palette.secondaryText, measurer)
      chips = CardLayout.chips(
        labels: model.words.map { ($0.label, palette.valenceColors[$0.valence]) }, metrics: m,
        content: content, language: language, color: palette.text, measurer: measurer)
      available = footerTop - (footer == nil ? 0 : m.gap * 0.75) - m.top
      // An emoji-only reason of a few emoji is set large, as messengers do.
      let emojiOnly = CardLayout.isFewEmoji(model.reason)
      let measure = content - 2 * m.reasonPadding
      if emojiOnly {
        let sizes = m.emojiScales.map { m.reasonSizes[0] * $0 }
        let oneLine = sizes.first { size in
          measurer.measure(TextSpec(model.reason, size: size, language: language)).width
            <= measure
        }
        reasonSizes = [oneLine ?? sizes[sizes.count - 1]]
      } else {
        reasonSizes = m.reasonSizes
      }
      reasonSpec = TextSpec(
        model.reason, size: reasonSizes[0], width: measure, language: language,
        lineSpacing: emojiOnly ? 0 : 0.22)
    }

    /// The full-size face and rows of words first; when the reason would be cut, a smaller
    /// face, then fewer rows of words, so that as much of what the person wrote is shown as can
    /// be. Where it is cut is worked out for the arrangement chosen only. Without a reason there
    /// is room to spare: the face and score grow into it.
    func plan() -> Plan {
      let m = metrics
      var chosen = arrangement(face: m.face, rows: m.maxChipRows)
      let faces = [(m.face + m.minFace) / 2, m.minFace]
      // A short reason keeps large type: the face gives way to it while that takes the reason
      // back to within two sizes of its largest.
      let comfortable = min(2, reasonSizes.count - 1)
      func isComfortable(_ arrangement: Arrangement) -> Bool {
        guard
          let fit = ReasonFit.largestFittingSize(
            reasonSpec, maxHeight: room(arrangement), sizes: reasonSizes, measurer: measurer)
        else { return false }
        return fit.index <= comfortable
      }
      var face = m.face
      if !model.reason.isEmpty, !isComfortable(chosen),
        let smaller = faces.first(where: {
          isComfortable(arrangement(face: $0, rows: m.maxChipRows))
        })
      {
        face = smaller
        chosen = arrangement(face: face, rows: m.maxChipRows)
      }
      let steps =
        faces.filter { $0 < face }.map { ($0, m.maxChipRows) }
        + stride(from: m.maxChipRows - 1, through: 1, by: -1).map { (m.minFace, $0) }
      for (face, rows) in steps
      where !model.reason.isEmpty
        && ReasonFit.largestFittingSize(
          reasonSpec, maxHeight: room(chosen), sizes: reasonSizes, measurer: measurer) == nil
      {
        chosen = arrangement(face: face, rows: rows)
      }
      func fitted(_ arrangement: Arrangement) -> ReasonFit {
        ReasonFit(
          reasonSpec, maxHeight: room(arrangement), sizes: reasonSizes,
          ellipsis: CardLocale.ellipsis(ending: model.reason), measurer: measurer)
      }
      var reasonFit = model.reason.isEmpty ? nil : fitted(chosen)
      // A reason whose only breaks that fit end a line on "a" or "the" (the story's "then a /
      // long walk") takes the line it needs from the face, a tenth smaller at a time down to
      // the smallest, with the rows of words it had.
      if let fit = reasonFit, !fit.isCut, !fit.hasGoodBreaks {
        var face = chosen.header.faceSize * Self.faceStep
        while face >= m.minFace {
          let smaller = arrangement(face: face, rows: chosen.rows)
          let trial = fitted(smaller)
          if !trial.isCut, trial.hasGoodBreaks {
            (chosen, reasonFit) = (smaller, trial)
            break
          }
          face *= Self.faceStep
        }
      }
      // A reason one line short of ending every line at a phrase (the portrait's "...the
      // meeting; argument / at work, ...") takes that line from the face, a tenth smaller at
      // a time, at most `phraseLineSteps` times: a slightly smaller face, its type as large
      // as it was (not larger, which would take the room back).
      if let fit = reasonFit, fit.wantsALineMore {
        var face = chosen.header.faceSize
        for _ in 0..<Self.phraseLineSteps {
          face *= Self.faceStep
          guard face >= m.minFace else { break }
          let smaller = arrangement(face: face, rows: chosen.rows)
          let trial = ReasonFit(
            reasonSpec, maxHeight: room(smaller),
            sizes: reasonSizes.filter { $0 <= fit.spec.size },
            ellipsis: CardLocale.ellipsis(ending: model.reason), measurer: measurer)
          if !trial.isCut, trial.hasGoodBreaks, trial.spec.size == fit.spec.size,
            trial.metrics.lineCount == fit.metrics.lineCount + 1
          {
            (chosen, reasonFit) = (smaller, trial)
            break
          }
        }
      }
      if reasonFit == nil {
        let spare = available - chosen.fixed
        let face = min(m.face * m.growth, m.face + spare * 0.8)
        if face > m.face { chosen = arrangement(face: face, rows: m.maxChipRows) }
      }
      let panelHeight = reasonFit.map { m.reasonTextTop + $0.metrics.height }
      if m.spreads, let fit = reasonFit, !fit.isCut {
        chosen = grown(chosen, keeping: fit)
      }
      return Plan(
        arrangement: chosen, reasonFit: reasonFit, reasonPanelHeight: panelHeight,
        height: chosen.fixed + (panelHeight.map { $0 + m.gap } ?? 0))
    }

    /// The header for a face of `face` units and the words in at most `rows` rows, with the
    /// height they take together with the tags and habits.
    private func arrangement(face: Double, rows: Int) -> Arrangement {
      let m = metrics
      let header = CardLayout.header(
        model: model, metrics: m, face: face, content: content, measurer: measurer)
      let arranged = chips.arranged(rows: rows)
      var fixed = header.height
      if !arranged.isEmpty { fixed += m.gap + arranged.height }
      if let tags { fixed += m.gap + tags.metrics.height }
      if let habits { fixed += m.gap * 0.6 + habits.metrics.height }
      return Arrangement(header: header, chips: arranged, rows: rows, fixed: fixed)
    }

    /// What the face is multiplied by at each step it gives way to a reason's good breaks.
    static let faceStep = 0.9
    /// The most steps the face gives way for a reason to end every line at a phrase.
    static let phraseLineSteps = 2

    /// `arrangement` with its face grown into half the room the reason set by `fit` leaves
    /// (the story's one large element), up to `Metrics.growth`, the reason kept as it is set.
    private func grown(_ arrangement: Arrangement, keeping fit: ReasonFit) -> Arrangement {
      let m = metrics
      let spare = room(arrangement) - fit.metrics.height
      var face = min(m.face * m.growth, arrangement.header.faceSize + spare / 2)
      while face > arrangement.header.faceSize {
        let larger = self.arrangement(face: face, rows: arrangement.rows)
        if room(larger) >= fit.metrics.height { return larger }
        face -= 10
      }
      return arrangement
    }

    /// The height the reason may take beside `arrangement`.
    private func room(_ arrangement: Arrangement) -> Double {
      available - arrangement.fixed - metrics.gap - metrics.reasonTextTop
    }

    private static func measured(
      _ spec: TextSpec, _ color: HexColor, _ measurer: any TextMeasuring
    ) -> PlacedText {
      PlacedText(
        spec: spec, origin: Point(x: 0, y: 0), metrics: measurer.measure(spec), color: color)
    }
  }
}
