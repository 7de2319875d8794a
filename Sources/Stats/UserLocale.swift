import MoodCore

/// The language MoodCard speaks to a person and the first day of their week, read from a locale
/// identifier in BCP 47 (`zh-Hans-CN`, `en-US`) or POSIX (`zh_CN.UTF-8`, `C`) form.
///
/// This is the one parser of locale identifiers: `--locale`, the saved preference and the
/// environment (`LC_ALL`, `LC_MESSAGES`, `LANG`) all go through it.
/// ```swift
/// UserLocale(identifier: "zh_CN.UTF-8")?.language    // .simplifiedChinese
/// UserLocale(identifier: "en-US")?.firstWeekday      // .sunday
/// UserLocale(identifier: "zh-Hant")                  // nil: not spoken
/// ```
public struct UserLocale: Sendable, Hashable {
  /// The language of text and pictures.
  public var language: CardLocale
  /// The first day of the week, from the identifier's region (Monday without one).
  public var firstWeekday: Weekday
  /// Whether the identifier named a region (`en-US`, `zh_CN`), which chose `firstWeekday`.
  public var hasRegion: Bool

  /// English with weeks starting on Monday: what a person gets when nothing else is said.
  public static let standard = UserLocale(
    language: .english, firstWeekday: .monday, hasRegion: false)

  /// The identifiers to name when one is refused: the languages spoken, by their tags. The one
  /// list is `CardLocale`'s cases: the CLI, the pictures and the web speak these.
  public static let spoken = CardLocale.allCases.map(\.languageCode)

  /// A locale from its parts, as `init?(identifier:)` finds them; `hasRegion` says whether
  /// `firstWeekday` came from a region.
  public init(language: CardLocale, firstWeekday: Weekday, hasRegion: Bool) {
    self.language = language
    self.firstWeekday = firstWeekday
    self.hasRegion = hasRegion
  }

  /// The locale `identifier` names, or `nil` when MoodCard does not speak its language.
  ///
  /// `zh`, `zh-Hans`, `zh-CN`, `zh-SG`, `zh-MY` and `zh-Hans-CN` are Simplified Chinese;
  /// `zh-Hant`, `zh-TW`, `zh-HK` and `zh-MO` (Traditional Chinese) are not spoken. `en` with
  /// any region, `C` and `POSIX` are English. A POSIX code set or modifier (`.UTF-8`, `@euro`)
  /// is ignored, and case never matters.
  public init?(identifier: String) {
    // POSIX: language[_territory][.codeset][@modifier].
    let tag = identifier.trimmingWhitespace().prefix { $0 != "." && $0 != "@" }
    if ["c", "posix"].contains(tag.lowercased()) {
      self = .standard
      return
    }
    let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    guard let language = CardLocale(subtags: subtags) else { return nil }
    self.language = language
    firstWeekday = .firstOfWeek(localeIdentifier: String(tag))
    hasRegion = subtags.dropFirst().contains { tag in
      (tag.count == 2 && tag.allSatisfy(\.isLetter))
        || (tag.count == 3 && tag.allSatisfy(\.isNumber))
    }
  }
}
