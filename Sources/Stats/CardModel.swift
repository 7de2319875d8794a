import MoodCore

/// Everything a card shows, ready to draw: the presentation model `CardRender` renders.
///
/// `CardRender` sees only this model, never a store. Build one from an entry with
/// `CardModel(entry:vocabulary:habitsDone:options:)`, or fill it in by hand.
public struct CardModel: Sendable, Equatable, Codable {
  /// The day the card is about.
  public var day: Day
  /// The day written out for `locale`.
  public var dateLine: String
  /// The score, 1...10.
  public var score: Int
  /// The face drawn for `score` (`CardFace(score:)`).
  public var face: CardFace
  /// The colours, from the theme and the face's score (`CardPalette(theme:face:)`).
  public var palette: CardPalette
  /// The mood words, named in `locale`; empty when none or hidden.
  public var words: [CardWord]
  /// The tags, shown as `#tag`; empty when none or hidden.
  public var tags: [String]
  /// The reason; empty when none or hidden.
  public var reason: String
  /// The habits done that day, shown by their icon and name; empty when not shown.
  public var habits: [CardHabit]
  /// Light or dark.
  public var theme: CardTheme
  /// The language of the texts.
  public var locale: CardLocale
  /// Portrait, square or story: the card's size in card units, which `scale` multiplies
  /// into pixels.
  public var size: CardSize
  /// Pixels per card unit.
  public var scale: Double
  /// Whether the footer naming the app is on the card.
  public var showsFooter: Bool

  /// Makes a model from its parts; the date line, face and palette follow from
  /// `day`, `score`, `theme` and `locale`.
  public init(
    day: Day, score: Score, words: [CardWord] = [], tags: [String] = [], reason: String = "",
    habits: [CardHabit] = [], theme: CardTheme = .light, locale: CardLocale = .english,
    size: CardSize = .portrait, scale: Double = 1, showsFooter: Bool = true
  ) {
    let face = CardFace(score: score)
    self.day = day
    self.dateLine = locale.dateLine(for: day)
    self.score = score.value
    self.face = face
    self.palette = CardPalette(theme: theme, face: face)
    self.words = words
    self.tags = tags
    self.reason = reason
    self.habits = habits
    self.theme = theme
    self.locale = locale
    self.size = size
    self.scale = scale
    self.showsFooter = showsFooter
  }
}

/// A mood word on a card.
public struct CardWord: Sendable, Hashable, Codable {
  /// The name in the card's language.
  public var label: String
  /// Pleasant, neutral or unpleasant: the colour of the dot beside it.
  public var valence: Valence

  /// A word with its label and valence.
  public init(label: String, valence: Valence) {
    self.label = label
    self.valence = valence
  }
}

/// A habit done on the card's day, shown by its emoji and its name: `🚶 Walk`.
public struct CardHabit: Sendable, Hashable, Codable {
  /// The habit's name as the person wrote it, shown after its emoji.
  public var name: String
  /// The habit's emoji, if it has one.
  public var icon: String?

  /// A habit called `name`, with its emoji `icon` if any.
  public init(name: String, icon: String? = nil) {
    self.name = name
    self.icon = icon
  }

  /// The emoji and the name, as the card shows them.
  public var label: String { icon.map { "\($0) \(name)" } ?? name }
}
