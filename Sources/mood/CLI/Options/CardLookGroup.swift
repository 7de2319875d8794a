import MoodApp
import Stats

/// The look of a card: `--size`, `--theme` (else the saved ones), `--scale`, what it leaves out,
/// and whether it shows the habits done, in the run's language. `card` and `batch` take it.
struct CardLookGroup: OptionDeclaring {
  static let noReason = Flag("no-reason", "Leave the reason off the card")
  static let noWords = Flag("no-words", "Leave the mood words off the card")
  static let noTags = Flag("no-tags", "Leave the tags off the card")
  static let habits = Flag("habits", "Show the habits done that day")

  var sectionTitle: String? { "CARD OPTIONS" }

  var optionInfos: [OptionInfo] {
    [
      PictureOptions.size.info, PictureOptions.theme.info, PictureOptions.scale.info,
      Self.noReason.info, Self.noWords.info, Self.noTags.info,
      Self.habits.info,
    ]
  }

  /// The look the words ask for.
  func look(_ words: ParsedWords) throws -> CardLook {
    let locale = words.locale
    var options = CardOptions(
      theme: try words.value(PictureOptions.theme, orSaved: .theme) ?? .light,
      locale: locale.language,
      size: try words.value(PictureOptions.size, orSaved: .size) ?? .portrait,
      showsReason: !words.contains(Self.noReason), showsWords: !words.contains(Self.noWords),
      showsTags: !words.contains(Self.noTags))
    if let scale = try words.value(PictureOptions.scale) { options.scale = scale }
    return CardLook(options: options, locale: locale, showsHabits: words.contains(Self.habits))
  }
}
