import Stats

/// The look of a card: `--size`, `--theme`, `--locale`, `--scale`, what it leaves out, and
/// whether it shows the habits done. `card` and `batch` take it.
struct CardLookGroup: OptionDeclaring {
  static let noReason = Flag("no-reason", "Leave the reason off the card")
  static let noWords = Flag("no-words", "Leave the mood words off the card")
  static let noTags = Flag("no-tags", "Leave the tags off the card")
  static let habits = Flag("habits", "Show the habits done that day")

  var sectionTitle: String? { "CARD OPTIONS" }

  var optionInfos: [OptionInfo] {
    [
      PictureOptions.size.info, PictureOptions.theme.info, PictureOptions.locale.info,
      PictureOptions.scale.info, Self.noReason.info, Self.noWords.info, Self.noTags.info,
      Self.habits.info,
    ]
  }

  /// The look the words ask for.
  struct Look: Sendable {
    /// What `Stats` needs to lay out the card.
    var options: CardOptions
    /// The locale with its region's first weekday, for a sheet of cards.
    var locale: PictureLocale
    /// Whether the card shows the habits done that day.
    var showsHabits: Bool
  }

  func look(_ words: ParsedWords) throws -> Look {
    let locale = try words.value(PictureOptions.locale, default: .english)
    var options = CardOptions(
      theme: try words.value(PictureOptions.theme, default: .light), locale: locale.language,
      size: try words.value(PictureOptions.size, default: .portrait),
      showsReason: !words.contains(Self.noReason), showsWords: !words.contains(Self.noWords),
      showsTags: !words.contains(Self.noTags))
    if let scale = try words.value(PictureOptions.scale) { options.scale = scale }
    return Look(options: options, locale: locale, showsHabits: words.contains(Self.habits))
  }
}
