import MoodSystem

/// The mood words a person can choose from: MoodCard's built-in words and their own.
///
/// Lookup ignores case and accepts the id, the English or the Chinese name:
/// ```swift
/// let vocabulary = Vocabulary(custom: [])
/// try vocabulary.word(named: "CALM").id   // "calm"
/// try vocabulary.word(named: "平静").id    // "calm"
/// ```
public struct Vocabulary: Sendable, Equatable {
  /// Every word, built-in words first in their fixed order, then custom words in the order given.
  public let words: [MoodWord]
  private let index: [String: Int]

  /// The built-in words and `custom`. A custom word whose id a built-in word has since taken
  /// (someone added their own "Secure" before it was built in) gives way to the built-in one,
  /// which means the same and keeps the entries that use the id.
  public init(custom: [MoodWord]) {
    let builtInIDs = Set(Vocabulary.builtIn.map(\.id))
    words = Vocabulary.builtIn + custom.filter { !builtInIDs.contains($0.id) }
    var index: [String: Int] = [:]
    for (position, word) in words.enumerated() {
      for key in Vocabulary.keys(of: word) where index[key] == nil { index[key] = position }
    }
    self.index = index
  }

  /// The word with this id, English or Chinese name, ignoring case.
  /// - Throws: `DomainError.unknownWord` with up to three close words as suggestions.
  public func word(named name: String) throws -> MoodWord {
    let key = Vocabulary.key(name)
    if let position = index[key] { return words[position] }
    throw DomainError.unknownWord(name, suggestions: suggestions(for: key))
  }

  /// The word with this id, or `nil`.
  public func word(id: String) -> MoodWord? {
    index[id].map { words[$0] }.flatMap { $0.id == id ? $0 : nil }
  }

  /// Checks that `word` can be added: a non-empty name that no word uses yet in either language.
  /// - Throws: `DomainError.invalidWordName` saying why not.
  public func validateNew(_ word: MoodWord) throws {
    try validateNames(of: word, keys: Vocabulary.keys(of: word))
  }

  /// Checks that the person's own word `word.id` can take the names of `word`: as for a new
  /// word, but its own names and id are not taken by itself. The id stays, so the entries that
  /// have the word keep it.
  /// - Throws: `DomainError.invalidWordName` saying why not.
  public func validateRenamed(_ word: MoodWord) throws {
    let keys = [Vocabulary.key(word.english), word.chinese.map(Vocabulary.key)].compactMap { $0 }
    try validateNames(of: word, keys: keys.filter { index[$0].map { words[$0].id } != word.id })
  }

  private func validateNames(of word: MoodWord, keys: [String]) throws {
    let english = word.english.trimmingWhitespace()
    try JournalText.check(english, field: .wordEnglishName)
    try JournalText.check(word.chinese ?? "", field: .wordChineseName)
    guard !english.isEmpty else {
      throw DomainError.invalidWordName(word.english, reason: .length)
    }
    for name in [english, word.chinese ?? ""] where name.contains(",") {
      throw DomainError.invalidWordName(name, reason: .comma)
    }
    for key in keys {
      if let position = index[key] {
        throw DomainError.invalidWordName(key, reason: .taken(existing: words[position].english))
      }
    }
  }

  /// The person's own word with this id, English or Chinese name, ignoring case.
  /// - Throws: `DomainError.unknownWord`, or `DomainError.builtInWord` for one of MoodCard's
  ///   words, which cannot be renamed or deleted.
  public func ownWord(named name: String) throws -> MoodWord {
    let word = try word(named: name)
    guard !word.isBuiltIn else { throw DomainError.builtInWord(word) }
    return word
  }

  private func suggestions(for key: String) -> [String] {
    let scored = words.compactMap { word -> (distance: Int, name: String)? in
      let distances = [word.english.lowercased(), word.chinese ?? ""].filter { !$0.isEmpty }
        .map { name in
          name.hasPrefix(key) || key.hasPrefix(name) ? 1 : editDistance(key, name)
        }
      guard let best = distances.min(), best <= max(2, key.count / 3) else { return nil }
      return (best, word.english)
    }
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
  }

  private static func key(_ name: String) -> String {
    name.trimmingWhitespace().lowercased()
  }

  private static func keys(of word: MoodWord) -> [String] {
    [word.id, key(word.english), word.chinese.map(key)].compactMap { $0 }
  }
}

// MARK: - Built-in words

extension Vocabulary {
  /// MoodCard's built-in words: the words common self-report apps offer, in a fixed order.
  public static let builtIn: [MoodWord] = [
    (Valence.pleasant, "Happy", "开心"),
    (.pleasant, "Calm", "平静"),
    (.pleasant, "Content", "满足"),
    (.pleasant, "Grateful", "感激"),
    (.pleasant, "Hopeful", "充满希望"),
    (.pleasant, "Proud", "自豪"),
    (.pleasant, "Excited", "兴奋"),
    (.pleasant, "Inspired", "受到启发"),
    (.pleasant, "Confident", "自信"),
    (.pleasant, "Secure", "安心"),
    (.pleasant, "Relaxed", "放松"),
    (.pleasant, "Loved", "被爱"),
    (.pleasant, "Energetic", "精力充沛"),
    (.pleasant, "Focused", "专注"),
    (.neutral, "Neutral", "平常"),
    (.neutral, "Reflective", "若有所思"),
    (.neutral, "Tired", "疲惫"),
    (.neutral, "Bored", "无聊"),
    (.neutral, "Surprised", "惊讶"),
    (.neutral, "Nostalgic", "怀旧"),
    (.unpleasant, "Confused", "困惑"),
    (.unpleasant, "Nervous", "紧张"),
    (.unpleasant, "Anxious", "焦虑"),
    (.unpleasant, "Stressed", "有压力"),
    (.unpleasant, "Insecure", "不安"),
    (.unpleasant, "Frustrated", "沮丧"),
    (.unpleasant, "Annoyed", "烦躁"),
    (.unpleasant, "Angry", "生气"),
    (.unpleasant, "Disappointed", "失望"),
    (.unpleasant, "Lonely", "孤独"),
    (.unpleasant, "Low", "低落"),
    (.unpleasant, "Sad", "难过"),
    (.unpleasant, "Hurt", "受伤"),
    (.unpleasant, "Scared", "害怕"),
    (.unpleasant, "Guilty", "内疚"),
    (.unpleasant, "Rejected", "被拒绝"),
    (.unpleasant, "Abandoned", "被抛弃"),
    (.unpleasant, "Overwhelmed", "不堪重负"),
  ].map { MoodWord(valence: $0.0, english: $0.1, chinese: $0.2, isBuiltIn: true) }
}
