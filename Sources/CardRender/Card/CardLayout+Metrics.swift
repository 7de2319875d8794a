import Stats

extension CardLayout {
  /// The fixed measures of one card size, in card units (pixels of a 1080-wide card).
  ///
  /// No text but the footer is set under `minimumTextSize`: a messenger shows the card about
  /// 300 px wide, where 40 px comes to 11 px.
  struct Metrics {
    var top: Double
    var bottom: Double
    var margin = 72.0
    var sideBySide = false
    /// Whether the parts spread over the card's height (the story): the header from the top
    /// margin, the tags and habits down to the footer, the words and the reason between them,
    /// the room to spare shared out between the parts after the face has grown into half of it.
    /// Else the parts are one block centred in the card.
    var spreads = false
    var face: Double
    var minFace: Double
    /// How much larger the face and score may grow when the card leaves parts out.
    var growth = 1.5
    var gap: Double
    var dateSize = 44.0
    var scoreSize: Double
    var scaleSize: Double
    /// Words are set as type, a dot before each, with no pill: a row's height, the space a word
    /// keeps on each side, and the space between two words and between two rows.
    var chipHeight = 56.0
    var chipTextSize = 40.0
    var chipPadding = 10.0
    var chipGap = 16.0
    var maxChipRows: Int
    var reasonSizes: [Double]
    /// The space on either side of the reason's measure: narrower than the words' rows.
    var reasonPadding = 44.0
    /// The rule centred above the reason: its distance from the top of the reason's box, its
    /// size, and the space from its bottom to the reason's first line.
    var accentBarTop = 28.0
    var accentBarWidth = 64.0
    var accentBarHeight = 8.0
    var accentBarGap = 34.0
    /// How much larger an emoji-only reason is set than the largest reason size, largest first:
    /// the largest at which the emoji stand on one line, so six never wrap as five and one.
    var emojiScales = [2.4, 2.2, 2.0, 1.8, 1.6]
    var tagSize = 40.0
    var habitSize = 40.0
    /// A discreet mark, the one text allowed under `minimumTextSize`.
    var footerSize = 26.0
    /// The line around a light card: 1 px in a 300-px chat preview.
    var edgeWidth = 4.0
    /// The gap between the face and the date-and-score column of a side-by-side header.
    var columnGap = 48.0

    /// From the reason panel's top to the reason's first line: the accent bar and its spaces.
    var reasonTextTop: Double { accentBarTop + accentBarHeight + accentBarGap }

    /// The smallest size of any text on a card except the footer.
    static let minimumTextSize = 40.0

    static func forSize(_ size: CardSize) -> Metrics {
      switch size {
      case .portrait:
        return Metrics(
          top: 64, bottom: 44, face: 380, minFace: 220, gap: 34, scoreSize: 160,
          scaleSize: 56, maxChipRows: 4, reasonSizes: sizes(from: 56))
      case .square:
        return Metrics(
          top: 60, bottom: 48, sideBySide: true, face: 300, minFace: 200, gap: 32,
          scoreSize: 150, scaleSize: 52, maxChipRows: 2, reasonSizes: sizes(from: 52))
      case .story:
        // Messengers lay their own controls over a story's top and bottom 250 px (Instagram's
        // progress bar and name, and its reply bar): nothing is drawn there but the background.
        // Its face shrinks to 180 (it stopped at 240) to give a long reason two more lines at
        // the smallest size (2 x 49 px).
        // A tall card is a poster of its own: its parts spread down the field rather than
        // sitting in a centred block with a band of empty field under it.
        return Metrics(
          top: 260, bottom: 260, spreads: true, face: 480, minFace: 180, gap: 46, dateSize: 48,
          scoreSize: 200, scaleSize: 64, maxChipRows: 4, reasonSizes: sizes(from: 64))
      }
    }

    private static func sizes(from largest: Double) -> [Double] {
      Array(stride(from: largest, through: minimumTextSize, by: -2))
    }
  }
}
