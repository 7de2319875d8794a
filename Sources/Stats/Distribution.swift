import MoodCore

/// Counts of labelled things (mood words, tags), most frequent first, ties ordered by label, with
/// the least frequent folded into "other" beyond a limit.
///
/// ```swift
/// let words = Distribution.words(
///   in: entries, range: month, vocabulary: vocabulary, languageCode: "en", limit: 8)
/// words.items.first  // Item(key: "calm", label: "Calm", count: 12)
/// words.otherCount   // how many choices the words beyond the eighth account for
/// ```
public struct Distribution: Sendable, Equatable, Codable {
  /// One labelled count.
  public struct Item: Sendable, Equatable, Codable {
    /// What is counted: a word id, or a tag in lower case.
    public let key: String
    /// The name to show.
    public let label: String
    /// How many times it occurs.
    public let count: Int

    /// An item with its count, as `Distribution` makes them; the tests spell out expected ones.
    public init(key: String, label: String, count: Int) {
      self.key = key
      self.label = label
      self.count = count
    }
  }

  /// The most frequent items, at most `limit` of them: by count, highest first; equal counts by
  /// label ignoring case, then by key.
  public let items: [Item]
  /// The summed count of the items beyond the limit; 0 when nothing was folded.
  public let otherCount: Int
  /// How many distinct items were folded into "other".
  public let otherKinds: Int
  /// The summed count of all items, shown and folded.
  public let total: Int

  /// Sorts `items`, most counted first and ties by key (a word's id), so that every language
  /// lists them in one order, and folds those beyond the first `limit` into "other".
  /// - Parameters:
  ///   - items: Counts with distinct keys; items counted zero times are dropped.
  ///   - limit: The most items to keep, or `nil` to keep them all.
  public init(items: [Item], limit: Int? = nil) {
    let sorted = items.filter { $0.count > 0 }.sorted { ($1.count, $0.key) < ($0.count, $1.key) }
    let kept = limit.map { Swift.max($0, 0) } ?? sorted.count
    self.items = Array(sorted.prefix(kept))
    let folded = sorted.dropFirst(kept)
    otherCount = folded.reduce(0) { $0 + $1.count }
    otherKinds = folded.count
    total = sorted.reduce(0) { $0 + $1.count }
  }

  // MARK: - Mood words and tags

  /// How often each mood word was chosen on the days of `range` (once per entry).
  /// - Parameters:
  ///   - vocabulary: Gives each word's name; a word no longer in it is shown by its id.
  ///   - languageCode: `"en"` or `"zh-Hans"`, the language of the labels (and so of the tie order).
  ///   - limit: The most words to keep, the rest becoming "other"; `nil` keeps all.
  public static func words(
    in entries: [MoodEntry], range: DayRange, vocabulary: Vocabulary, languageCode: String,
    limit: Int? = nil
  ) -> Distribution {
    var counts: [String: Int] = [:]
    for entry in entries.daily(in: range) {
      for word in entry.words { counts[word, default: 0] += 1 }
    }
    let items = counts.map { id, count in
      Item(
        key: id, label: vocabulary.word(id: id)?.name(for: languageCode) ?? id, count: count)
    }
    return Distribution(items: items, limit: limit)
  }

  /// How often each tag was used on the days of `range`. Tags that differ only in case are one
  /// tag, shown with the spelling of its earliest use.
  /// - Parameter limit: The most tags to keep, the rest becoming "other"; `nil` keeps all.
  public static func tags(in entries: [MoodEntry], range: DayRange, limit: Int? = nil)
    -> Distribution
  {
    var counts: [String: Int] = [:]
    var labels: [String: String] = [:]
    for entry in entries.daily(in: range) {
      for tag in entry.tags {
        let key = tag.lowercased()
        counts[key, default: 0] += 1
        if labels[key] == nil { labels[key] = tag }
      }
    }
    let items = counts.map { key, count in Item(key: key, label: labels[key] ?? key, count: count) }
    return Distribution(items: items, limit: limit)
  }
}
