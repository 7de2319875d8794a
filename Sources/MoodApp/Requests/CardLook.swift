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

extension CardLook {
  /// `no-reason`: the card leaves the reason out.
  package static let noReason = "no-reason"
  /// `no-words`: the card leaves the mood words out.
  package static let noWords = "no-words"
  /// `no-tags`: the card leaves the tags out.
  package static let noTags = "no-tags"
  /// `no-footer`: the card leaves out the footer naming the app.
  package static let noFooter = "no-footer"
  /// `habits`: show the habits done that day.
  package static let habits = "habits"

  /// The look `words` ask for: size and theme (else the saved ones), scale, what the card
  /// leaves out and whether it shows the habits done, in the person's language.
  /// - Throws: a `ValidationError` naming a bad value.
  package init(_ words: some RequestWords) throws {
    let locale = words.locale
    var options = CardOptions(
      theme: try words.valueOrSaved(PictureParameters.theme) ?? .light,
      locale: locale.language,
      size: try words.valueOrSaved(PictureParameters.size) ?? .portrait,
      showsReason: try !words.isSet(Self.noReason), showsWords: try !words.isSet(Self.noWords),
      showsTags: try !words.isSet(Self.noTags), showsFooter: try !words.isSet(Self.noFooter))
    if let scale = try words.value(PictureParameters.scale) { options.scale = scale }
    self.init(options: options, locale: locale, showsHabits: try words.isSet(Self.habits))
  }
}
