import Stats

/// The look of a card as a person asks for it: what `Stats` needs to lay it out, in their
/// language, and whether it shows the habits done that day. `card`, `batch` and the web app's
/// cards take it.
package struct CardLook: Sendable {
  /// What `Stats` needs to lay out the card.
  package var options: CardOptions
  /// The locale with its region's first weekday, for a sheet of cards.
  package var locale: UserLocale
  /// Whether the card shows the habits done that day.
  package var showsHabits: Bool

  package init(options: CardOptions, locale: UserLocale, showsHabits: Bool) {
    self.options = options
    self.locale = locale
    self.showsHabits = showsHabits
  }
}
