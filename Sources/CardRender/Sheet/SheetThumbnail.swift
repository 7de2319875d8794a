import MoodCore
import Stats

/// A logged day on a sheet, laid out for its square rather than shrunk from the card: the
/// face large, the score in bold beside the day's number (which is regular grey, so the two
/// never read alike), as "7/10" where the square has the room, and two lines of the day's text (the reason, else the words, else
/// the tags) cut at a word with an ellipsis when the square holds a few words of it, nothing
/// under the sheet's minimum text size.
struct SheetThumbnail: Sendable, Equatable {
  /// The day's card, whose face, score and text the thumbnail shows.
  let model: CardModel
  /// The square's fill: on light paper the surface tinted with the score's colour; on dark
  /// paper the neutral surface, as the dark card is, the score's colour only in the face.
  let fill: HexColor
  /// The face's square.
  let face: Rect
  /// The face's ring, when its colour alone is faint on the fill.
  let faceOutline: HexColor?
  /// The score under the face.
  let score: PlacedText
  /// Up to two lines of the day's text, or `nil` when the card shows none or the square is too
  /// narrow for a few words of it.
  let line: PlacedText?

  /// The share of the square's fill that is the score's colour: none on dark paper, where any
  /// turns the charcoal into warm or olive greys.
  static func tint(_ theme: CardTheme) -> Double { theme == .light ? 0.16 : 0 }

  /// The most lines of text a square shows.
  static let textLines = 2

  /// Lays out `model` in `square`, its score on the baseline of the square's day number
  /// `label`, "7/10" when `outOfTen` and else "7", with no text under `minimumTextSize`.
  init(
    _ model: CardModel, in square: Rect, label: PlacedText, outOfTen: Bool,
    minimumTextSize: Double, palette: ChartPalette, measurer: any TextMeasuring
  ) {
    self.model = model
    let language = model.locale.languageCode
    let fill = palette.surface.mixed(
      with: palette.color(ofScore: model.score), amount: SheetThumbnail.tint(model.theme))
    self.fill = fill
    let inset = square.width * SheetThumbnail.inset

    let scoreSpec = TextSpec(
      SheetThumbnail.scoreText(model.score, outOfTen: outOfTen),
      size: SheetThumbnail.scoreSize(minimumTextSize), weight: .bold,
      language: language)
    let scoreMetrics = measurer.measure(scoreSpec)
    score = PlacedText(
      spec: scoreSpec,
      origin: Point(
        x: square.maxX - inset - scoreMetrics.width,
        y: label.origin.y + label.metrics.baseline - scoreMetrics.baseline),
      metrics: scoreMetrics, color: palette.text)
    let top = max(label.frame.maxY, score.frame.maxY)

    let room = square.width - 2 * inset
    let line = SheetThumbnail.text(of: model).flatMap { text -> ReasonFit? in
      // A line that would hold a word or less tells nothing: the face takes its room.
      let sample = TextSpec(
        String(repeating: "n", count: SheetThumbnail.fewestCharacters), size: minimumTextSize,
        language: language)
      let oneLine = measurer.measure(sample)
      guard oneLine.width <= room else { return nil }
      // Cut at a word with the ellipsis of the text's script, as the card cuts its reason.
      return ReasonFit(
        TextSpec(
          text, size: minimumTextSize, width: room, alignment: .center, language: language),
        maxHeight: oneLine.height * (Double(SheetThumbnail.textLines) + 0.5),
        sizes: [minimumTextSize], ellipsis: CardLocale.ellipsis(ending: text), measurer: measurer)
    }
    let bottom = square.maxY - inset * 0.75 - (line.map { $0.metrics.height + inset * 0.25 } ?? 0)
    self.line = line.map {
      PlacedText(
        spec: $0.spec, origin: Point(x: square.x + inset, y: bottom + inset * 0.25),
        metrics: $0.metrics, color: palette.secondaryText)
    }
    // The face takes the room between, at most most of the square's width.
    let side = max(min(square.width * 0.72, bottom - top - inset * 0.5), 1)
    face = Rect(
      x: square.center.x - side / 2, y: top + (bottom - top - side) / 2, width: side,
      height: side)
    faceOutline =
      ScorePalette.needsOutline(score: model.score, on: fill)
      ? ScorePalette.outline(ofScore: model.score, on: fill) : nil
  }

  /// The inset of everything from the square's edges, as a share of its width.
  static let inset = 0.08

  /// The fewest characters a square's line must hold to be shown.
  static let fewestCharacters = 10

  /// The score as the thumbnail writes it: "7/10", so it never reads as a day of the month,
  /// or "7" where a square has no room for more.
  static func scoreText(_ score: Int, outOfTen: Bool) -> String {
    outOfTen ? "\(score)/10" : String(score)
  }

  /// The score's size on a sheet whose smallest text is `minimumTextSize`.
  static func scoreSize(_ minimumTextSize: Double) -> Double { minimumTextSize * 1.75 }

  /// The line a thumbnail shows: the reason, else the words, else the tags, as the card shows
  /// them; `nil` when the card shows none of them.
  static func text(of model: CardModel) -> String? {
    let reason = model.reason.split(whereSeparator: \.isNewline).joined(separator: " ")
      .trimmingWhitespace()
    if !reason.isEmpty { return reason }
    if !model.words.isEmpty {
      return model.locale.wordList(model.words.map(\.label))
    }
    if !model.tags.isEmpty { return model.tags.map { "#" + $0 }.joined(separator: " ") }
    return nil
  }

  /// Every text of the thumbnail.
  var texts: [PlacedText] { [score] + (line.map { [$0] } ?? []) }
}
