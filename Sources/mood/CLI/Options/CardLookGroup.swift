import MoodApp
import Stats

/// The look of a card: `--size`, `--theme` (else the saved ones), `--scale`, what it leaves out,
/// and whether it shows the habits done, in the run's language. `card` and `batch` take it.
struct CardLookGroup: OptionDeclaring {
  static let noReason = Flag(CardLook.noReason, "Leave the reason off the card")
  static let noWords = Flag(CardLook.noWords, "Leave the mood words off the card")
  static let noTags = Flag(CardLook.noTags, "Leave the tags off the card")
  static let noFooter = Flag(CardLook.noFooter, "Leave the footer naming the app off the card")
  static let habits = Flag(CardLook.habits, "Show the habits done that day")

  var sectionTitle: String? { "CARD OPTIONS" }

  var optionInfos: [OptionInfo] {
    [
      PictureOptions.size.info, PictureOptions.theme.info, PictureOptions.scale.info,
      Self.noReason.info, Self.noWords.info, Self.noTags.info, Self.noFooter.info,
      Self.habits.info,
    ]
  }

  /// The look the words ask for.
  func look(_ words: ParsedWords) throws -> CardLook { try CardLook(words) }
}
