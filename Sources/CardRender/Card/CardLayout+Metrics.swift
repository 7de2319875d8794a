import Stats

extension CardLayout {
  /// The fixed measures of one card size, in card units.
  struct Metrics {
    var top: Double
    var bottom: Double
    var margin = 80.0
    var sideBySide = false
    var face: Double
    var minFace: Double
    var gap: Double
    var dateSize: Double
    var scoreSize: Double
    var scaleSize: Double
    var chipHeight = 64.0
    var chipTextSize = 29.0
    var chipPadding = 26.0
    var chipGap = 14.0
    var maxChipRows: Int
    var reasonSizes: [Double]
    var reasonPadding = 44.0
    /// The accent bar centred at the top of the reason panel: its distance from the panel's
    /// top, its size, and the space from its bottom to the reason's first line.
    var accentBarTop = 28.0
    var accentBarWidth = 64.0
    var accentBarHeight = 8.0
    var accentBarGap = 34.0
    var tagSize = 28.0
    var habitHeight = 60.0
    var habitEmojiSize = 36.0
    var footerSize = 24.0

    /// From the reason panel's top to the reason's first line: the accent bar and its spaces.
    var reasonTextTop: Double { accentBarTop + accentBarHeight + accentBarGap }

    static func forSize(_ size: CardSize) -> Metrics {
      switch size {
      case .portrait:
        return Metrics(
          top: 84, bottom: 52, face: 290, minFace: 190, gap: 40, dateSize: 34, scoreSize: 132,
          scaleSize: 44, maxChipRows: 2, reasonSizes: sizes(from: 44, to: 26))
      case .square:
        return Metrics(
          top: 76, bottom: 48, sideBySide: true, face: 220, minFace: 170, gap: 34,
          dateSize: 32, scoreSize: 120, scaleSize: 42, maxChipRows: 2,
          reasonSizes: sizes(from: 40, to: 24))
      case .story:
        // Messengers lay their own controls over the top and bottom of a story.
        return Metrics(
          top: 230, bottom: 190, face: 380, minFace: 240, gap: 54, dateSize: 38,
          scoreSize: 160, scaleSize: 52, maxChipRows: 3, reasonSizes: sizes(from: 50, to: 28))
      }
    }

    private static func sizes(from largest: Double, to smallest: Double) -> [Double] {
      Array(stride(from: largest, through: smallest, by: -2))
    }
  }
}
