import MoodCore
import MoodSystem

extension CardLocale {
  /// The language spoken for a language tag's subtags, lowercased, the language first
  /// (`["zh", "hans", "cn"]`), or `nil` when MoodCard does not speak it.
  ///
  /// This is the one rule of which tags are which language, for a locale identifier and for
  /// `Accept-Language` alike: `en` with anything after it is English; `zh` is Simplified Chinese
  /// in the Han script's simplified form (`hans`) or with no script, unless a region of
  /// traditional script (`tw`, `hk`, `mo`) says otherwise. Any other script (`hant`, `latn`) is
  /// not spoken.
  init?(subtags: [String]) {
    switch subtags.first {
    case "en":
      self = .english
    case "zh":
      let script = subtags.dropFirst().first { $0.count == 4 }
      let region = subtags.dropFirst().first { $0.count == 2 }
      let traditional = script == "hant" || (script == nil && ["tw", "hk", "mo"].contains(region))
      guard !traditional, script == nil || script == "hans" else { return nil }
      self = .simplifiedChinese
    default:
      return nil
    }
  }
}

extension UserLocale {
  /// The language for an HTTP `Accept-Language` header (RFC 9110): the first of its ranges, by
  /// weight and then by order, that MoodCard speaks, else English. A range of weight 0, a
  /// wildcard (`*`) and a tag of a language not spoken are passed over, so Chinese in
  /// traditional script falls back to the next range, and at the end to English.
  /// ```swift
  /// UserLocale.negotiate(acceptLanguage: "zh-TW,zh;q=0.5")    // .simplifiedChinese
  /// UserLocale.negotiate(acceptLanguage: "zh-Hant,fr")        // .english
  /// ```
  public static func negotiate(acceptLanguage: String) -> CardLocale {
    // A `q=` that is no number counts as none given.
    let ranges = WeightedList.items(of: acceptLanguage).enumerated()
      .map { position, item in (tag: item.value, weight: item.weight ?? 1, position: position) }
      .filter { $0.weight > 0 }
      .sorted { ($1.weight, $0.position) < ($0.weight, $1.position) }
    for range in ranges {
      let subtags = range.tag.split(separator: "-").map(String.init)
      if let language = CardLocale(subtags: subtags) { return language }
    }
    return .english
  }
}
