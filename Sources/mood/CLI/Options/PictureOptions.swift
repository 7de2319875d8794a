import CardRender
import Foundation
import MoodCore
import Stats

/// The options that say how a picture looks, each declared once and shared by `card`, `chart`,
/// `report` and `batch`.
enum PictureOptions {
  /// `--theme THEME`.
  static let theme = Option<CardTheme>.choice("theme", "THEME", "light (default) or dark")

  /// `--locale LANG`: the language of the picture's text, and the first day of the week of the
  /// region, when one is given.
  static let locale = Option<PictureLocale>(
    "locale", "LANG", "en (default) or zh-Hans, with a region for its week (en-US)",
    values: .choices(["en", "en-US", "en-GB", "zh-Hans", "zh-Hans-CN"]),
    parse: PictureLocale.init(parsing:))

  /// `--size SIZE`: the card's shape.
  static let size = Option<CardSize>.choice(
    "size", "SIZE", "portrait (1080x1350, default), square (1080²) or story (1080x1920)")

  /// `--scale N`: pixels per card unit.
  static let scale = Option<Double>.number(
    "scale", "N", in: CardOptions.scales,
    "Pixels per card unit, 1 to 4, for sharper pictures (default: 1)")
}

/// A language for a picture, with the first day of the week of its region: `en`, `en-US`,
/// `zh-Hans`, `zh-Hans-CN`.
struct PictureLocale: Sendable, Equatable {
  /// The language of the words and labels.
  let language: CardLocale
  /// The first day of the week of the region (Monday without one).
  let firstWeekday: Weekday

  static let english = PictureLocale(language: .english, firstWeekday: .monday)

  init(language: CardLocale, firstWeekday: Weekday) {
    self.language = language
    self.firstWeekday = firstWeekday
  }

  /// - Throws: a `ValidationError` for a language other than English or Simplified Chinese.
  init(parsing identifier: String) throws {
    let language = identifier.split { $0 == "-" || $0 == "_" }.first.map(String.init) ?? ""
    switch language.lowercased() {
    case "en": self.language = .english
    case "zh" where !identifier.lowercased().contains("hant"): self.language = .simplifiedChinese
    default:
      throw ValidationError(
        "unknown locale \"\(identifier)\"; expected en or zh-Hans, optionally with a region "
          + "such as en-US, en-GB or zh-Hans-CN")
    }
    firstWeekday = .firstOfWeek(localeIdentifier: identifier)
  }
}

/// The look of a card: `--size`, `--theme`, `--locale`, `--scale`, what it leaves out, and
/// whether it shows the habits done. `card` and `batch` take it.
struct CardLookGroup: OptionDeclaring {
  static let noReason = Flag("no-reason", "Leave the reason off the card")
  static let noWords = Flag("no-words", "Leave the mood words off the card")
  static let noTags = Flag("no-tags", "Leave the tags off the card")
  static let habits = Flag("habits", "Show the habits done that day")

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
