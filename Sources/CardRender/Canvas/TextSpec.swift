/// A font weight among those bundled.
enum FontWeight: Sendable, Hashable {
  /// Regular (400).
  case regular
  /// Bold (700).
  case bold
}

/// How lines of text sit within their width.
enum TextAlignment: Sendable, Hashable {
  /// Flush left.
  case left
  /// Centred.
  case center
}

/// A piece of text and how to set it: what the layout measures and the canvas draws.
struct TextSpec: Sendable, Hashable {
  /// The characters to set, in any script the bundled fonts cover.
  var text: String
  /// The font size in card units (pixels at scale 1).
  var size: Double
  /// Regular or bold.
  var weight: FontWeight
  /// The wrapping width; `nil` sets one unwrapped line.
  var width: Double?
  /// The most lines to show; text beyond them is cut with an ellipsis. `nil` shows all.
  var maxLines: Int?
  /// Alignment within `width`.
  var alignment: TextAlignment
  /// The BCP 47 language, which picks Chinese glyph forms and line-breaking rules.
  var language: String
  /// Extra space between lines, as a share of the font size.
  var lineSpacing: Double
  /// Whether figures are all one width (OpenType `tnum`), so that dates and numbers stacked in
  /// a column line up and a column measured on "0000-00-00" holds every date.
  var tabularFigures: Bool

  /// A text set at `size` points.
  init(
    _ text: String, size: Double, weight: FontWeight = .regular, width: Double? = nil,
    maxLines: Int? = nil, alignment: TextAlignment = .center, language: String = "en",
    lineSpacing: Double = 0, tabularFigures: Bool = false
  ) {
    self.text = text
    self.size = size
    self.weight = weight
    self.width = width
    self.maxLines = maxLines
    self.alignment = alignment
    self.language = language
    self.lineSpacing = lineSpacing
    self.tabularFigures = tabularFigures
  }
}

/// What measuring a `TextSpec` found.
struct TextMetrics: Sendable, Hashable {
  /// The width of the widest line, in card units.
  var width: Double
  /// The height of all shown lines.
  var height: Double
  /// The number of shown lines.
  var lineCount: Int
  /// Whether some text was cut and replaced with an ellipsis.
  var isEllipsized: Bool
  /// How many characters no available font could draw.
  var unknownGlyphs: Int
  /// The distance from the top to the first line's baseline.
  var baseline: Double

  /// Metrics with the given values.
  init(
    width: Double, height: Double, lineCount: Int, isEllipsized: Bool, unknownGlyphs: Int,
    baseline: Double
  ) {
    self.width = width
    self.height = height
    self.lineCount = lineCount
    self.isEllipsized = isEllipsized
    self.unknownGlyphs = unknownGlyphs
    self.baseline = baseline
  }
}

/// Something that knows how large text will be when set: the layout measures before placing.
protocol TextMeasuring {
  /// The size `text` takes when set as specified.
  func measure(_ text: TextSpec) -> TextMetrics

  /// Where the lines of `text` start, as set: the number of characters before each, the first
  /// line's 0.
  func lineStarts(_ text: TextSpec) -> [Int]
}
