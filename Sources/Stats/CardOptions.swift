/// What a card shows and how: everything about a card that is not the day's entry.
///
/// ```swift
/// var options = CardOptions()
/// options.theme = .dark
/// options.showsReason = false   // share the score and words, keep the reason private
/// ```
public struct CardOptions: Sendable, Equatable, Codable {
  /// Light or dark colours.
  public var theme: CardTheme
  /// The language of the date line, labels and word names.
  public var locale: CardLocale
  /// Portrait (the default), square or story.
  public var size: CardSize
  /// Pixels per card unit: 2 makes a 2160 x 2700 portrait PNG. 1...4.
  public var scale: Double
  /// Whether the reason is on the card.
  public var showsReason: Bool
  /// Whether the mood words are on the card.
  public var showsWords: Bool
  /// Whether the tags are on the card.
  public var showsTags: Bool
  /// Whether the footer naming the app (`MoodCard · my day`) is on the card.
  public var showsFooter: Bool

  /// The default card: light, English, portrait, scale 1, everything shown.
  public init(
    theme: CardTheme = .light, locale: CardLocale = .english, size: CardSize = .portrait,
    scale: Double = 1, showsReason: Bool = true, showsWords: Bool = true, showsTags: Bool = true,
    showsFooter: Bool = true
  ) {
    self.theme = theme
    self.locale = locale
    self.size = size
    self.scale = scale
    self.showsReason = showsReason
    self.showsWords = showsWords
    self.showsTags = showsTags
    self.showsFooter = showsFooter
  }

  /// The scales a card may be drawn at.
  public static let scales: ClosedRange<Double> = 1...4
}
