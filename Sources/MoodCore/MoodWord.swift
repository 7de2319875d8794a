/// A word from the mood vocabulary, with its names in English and Simplified Chinese.
public struct MoodWord: Sendable, Hashable, Codable, Identifiable {
  /// A stable id that entries store: lowercase English, `-` for spaces (`"overwhelmed"`).
  public let id: String
  /// Pleasant, neutral or unpleasant.
  public let valence: Valence
  /// The English name, capitalized as shown (`"Overwhelmed"`).
  public let english: String
  /// The Simplified Chinese name, or `nil` for a custom word added without one.
  public let chinese: String?
  /// Whether the word is one of MoodCard's built-in words rather than the person's own.
  public let isBuiltIn: Bool

  /// Makes a word; `id` defaults to the id derived from the English name.
  public init(
    id: String? = nil, valence: Valence, english: String, chinese: String? = nil,
    isBuiltIn: Bool = false
  ) {
    self.id = id ?? MoodWord.id(forName: english)
    self.valence = valence
    self.english = english
    self.chinese = chinese
    self.isBuiltIn = isBuiltIn
  }

  /// The id a word named `name` gets: lowercased, runs of white space as one `-`.
  public static func id(forName name: String) -> String {
    name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: "-")
  }

  /// The name to show for `languageCode` (`"en"` or `"zh-Hans"`); English when there is no
  /// Chinese name.
  public func name(for languageCode: String) -> String {
    languageCode.hasPrefix("zh") ? (chinese ?? english) : english
  }
}
