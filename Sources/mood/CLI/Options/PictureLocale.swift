import Stats

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
