import MoodCore
import Stats

/// The colours of a chart in one theme. Paper, text and valence colours are the card's, so a
/// chart sits beside a card; scores are coloured as the card's faces are.
struct ChartPalette: Sendable, Equatable {
  /// The chart's background, behind everything.
  let background: HexColor
  /// Panels, bar tracks and the empty-chart message box.
  let surface: HexColor
  /// Titles, labels and values.
  let text: HexColor
  /// Subtitles, ticks and legends.
  let secondaryText: HexColor
  /// Grid lines.
  let grid: HexColor
  /// Axis lines and the outline of a day without an entry.
  let axis: HexColor
  /// The score line and word or tag bars.
  let line: HexColor
  /// The moving average.
  let average: HexColor
  /// The colours of pleasant, neutral and unpleasant words.
  let valenceColors: [Valence: HexColor]

  /// The palette of `theme`.
  init(theme: CardTheme) {
    // The card's palette for a middle score: its paper, text and valence colours do not depend
    // on the score; only the light card's tinted top does, which a chart does not use.
    let card = CardPalette(theme: theme, face: CardFace(score: Score.all[4]))
    background = card.backgroundBottom
    surface = card.surface
    text = card.text
    secondaryText = card.secondaryText
    valenceColors = card.valenceColors
    switch theme {
    case .light:
      grid = HexColor(red: 0xE7, green: 0xE2, blue: 0xD9)
      axis = HexColor(red: 0xB4, green: 0xAE, blue: 0xA3)
      line = HexColor(red: 0x4A, green: 0x56, blue: 0xC8)
      average = HexColor(red: 0xD9, green: 0x6A, blue: 0x1E)
    case .dark:
      grid = HexColor(red: 0x2A, green: 0x2E, blue: 0x3D)
      axis = HexColor(red: 0x50, green: 0x56, blue: 0x6C)
      line = HexColor(red: 0x8E, green: 0x9B, blue: 0xFF)
      average = HexColor(red: 0xF9, green: 0xB4, blue: 0x5A)
    }
  }

  /// The score whose colour is a patterns bar whose days with the item have the higher mean.
  static let higherMeanScore = 9
  /// The score whose colour is a patterns bar whose days with the item have the lower mean.
  static let lowerMeanScore = 2
  /// A patterns bar whose days with the item have the higher mean: a high score's colour.
  var higherMean: HexColor { color(ofScore: ChartPalette.higherMeanScore) }
  /// A patterns bar whose days with the item have the lower mean: a low score's colour.
  var lowerMean: HexColor { color(ofScore: ChartPalette.lowerMeanScore) }

  /// How far a faded shape's colours are mixed toward the paper: a bar of few days.
  static let fadedAmount = 0.6

  /// `color` faded toward the background by `fadedAmount`.
  func faded(_ color: HexColor) -> HexColor {
    color.mixed(with: background, amount: ChartPalette.fadedAmount)
  }

  /// The colour of `score` (1...10): `ScorePalette`'s, as on the card's face.
  func color(ofScore score: Int) -> HexColor {
    ScorePalette.color(ofScore: score)
  }

  /// The text colour on `score`'s colour (calendar days, report discs).
  func ink(onScore score: Int) -> HexColor {
    ScorePalette.ink(onScore: score)
  }

  /// The edge of a shape in `score`'s colour on this background, or `nil` when the colour
  /// alone reaches 3:1 against it.
  func outline(ofScore score: Int) -> HexColor? {
    ScorePalette.needsOutline(score: score, on: background)
      ? ScorePalette.outline(ofScore: score, on: background) : nil
  }
}
