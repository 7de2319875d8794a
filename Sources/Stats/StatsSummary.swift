import FoundationEssentials
import MoodCore

/// The numbers behind `mood stats`: one object a person can read as text and a script as JSON.
///
/// The JSON is one line with these keys, in sorted order, every key always present; the score
/// numbers (and `coverage` when the range lies after today) are `null` when nothing is logged:
/// ```json
/// {"coverage":0.71,"currentStreak":3,"days":7,"daysLogged":5,"elapsedDays":7,
///  "from":"2026-03-26","habits":[{"done":5,"eligible":7,"name":"Walk","rate":0.71}],
///  "longestStreak":3,"max":8,"mean":6,"median":6,"min":4,
///  "tags":[{"count":3,"tag":"work"}],"to":"2026-04-01","words":[{"count":3,"name":"Calm","word":"calm"}]}
/// ```
/// `mean`, `median`, `coverage` and `rate` are rounded to two decimal places; `words` and `tags`
/// list every word and tag, most used first, ties by name; `habits` lists the habits with an
/// eligible day in the range (see `HabitStats`), in the person's order.
///
/// Three more keys set the scores out (see `StatsSummary+Patterns.swift`): `scores`, ten rows
/// `{"score": 1, "days": 0}`; `weekdays`, seven rows `{"weekday": "monday", "days": 4,
/// "mean": 5.25}`, Monday first; and `patterns`, `{"tags": [...], "words": [...],
/// "habits": [...]}` with rows `{"tag": "work", "with": {"days": 12, "mean": 5.2}, "without":
/// {...}}`, `{"word": "calm", "name": "Calm", "with": ..., "without": ...}` and
/// `{"name": "Walk", "done": {...}, "notDone": {...}}` (see `Patterns`).
public struct StatsSummary: Sendable, Equatable, Codable {
  /// How often one mood word was chosen.
  public struct WordCount: Sendable, Equatable, Codable {
    /// The word's id, e.g. `"calm"`.
    public let word: String
    /// The word's English name, e.g. `"Calm"`, for people reading the numbers.
    public let name: String
    /// The number of days it was chosen.
    public let count: Int

    /// A word's count as `StatsSummary` computes it; the tests spell out expected ones.
    public init(word: String, name: String, count: Int) {
      self.word = word
      self.name = name
      self.count = count
    }
  }

  /// How often one tag was used.
  public struct TagCount: Sendable, Equatable, Codable {
    /// The tag, spelled as first used.
    public let tag: String
    /// The number of days it was used.
    public let count: Int
  }

  /// How often one habit was done.
  public struct HabitRate: Sendable, Equatable, Codable {
    /// The habit's name as the person wrote it.
    public let name: String
    /// The eligible days it was done on.
    public let done: Int
    /// The days it could have been done on.
    public let eligible: Int
    /// `done / eligible`, rounded to two decimal places.
    public let rate: Double

    /// A habit's rate as `StatsSummary` computes it; the tests spell out expected ones.
    public init(name: String, done: Int, eligible: Int, rate: Double) {
      self.name = name
      self.done = done
      self.eligible = eligible
      self.rate = rate
    }
  }

  /// The first day of the range.
  public let from: Day
  /// The last day of the range.
  public let to: Day
  /// The number of days in the range.
  public let days: Int
  /// The number of days of the range not after today.
  public let elapsedDays: Int
  /// The number of days of the range with an entry.
  public let daysLogged: Int
  /// The share of the elapsed days with an entry, or `nil` when the range lies after today.
  public let coverage: Double?
  /// The mean score, or `nil` when nothing is logged.
  public let mean: Double?
  /// The median score, or `nil` when nothing is logged.
  public let median: Double?
  /// The lowest score, or `nil` when nothing is logged.
  public let min: Int?
  /// The highest score, or `nil` when nothing is logged.
  public let max: Int?
  /// The current logging streak within the range (see `Streak`).
  public let currentStreak: Int
  /// The longest logging streak within the range (see `Streak`).
  public let longestStreak: Int
  /// Every mood word chosen in the range.
  public let words: [WordCount]
  /// Every tag used in the range.
  public let tags: [TagCount]
  /// Every habit with an eligible day in the range.
  public let habits: [HabitRate]
  /// How many logged days had each score: ten rows, 1 to 10.
  public let scores: [ScoreCount]
  /// The logged days of each weekday and their mean: seven rows, Monday first.
  public let weekdays: [WeekdayMean]
  /// Each tag, word and habit with the mean score of the days with it and of those without.
  public let patterns: PatternLists

  /// Computes the summary of `range`.
  /// - Parameters:
  ///   - entries: The entries of the range; others are left out.
  ///   - habits: The habits; archived ones only count with `includeArchived`.
  ///   - completions: The completions of the range, and each habit's earliest (which may move
  ///     its first day back); others are left out.
  ///   - vocabulary: Gives the word names that order equal counts.
  ///   - range: The days to summarize.
  ///   - today: The person's today.
  public init(
    entries: [MoodEntry], habits: [Habit], completions: [HabitCompletion],
    vocabulary: Vocabulary, range: DayRange, today: Day, includeArchived: Bool = false
  ) {
    let numbers = ScoreSeries.Numbers(entries: entries, range: range, today: today)
    let streak = Streak(entries: entries, range: range, today: today)
    from = range.first
    to = range.last
    days = range.count
    elapsedDays = numbers.elapsedDays
    daysLogged = numbers.daysLogged
    coverage = numbers.coverage.map(StatsSummary.rounded)
    mean = numbers.mean.map(StatsSummary.rounded)
    median = numbers.median.map(StatsSummary.rounded)
    min = numbers.minimum
    max = numbers.maximum
    currentStreak = streak.current
    longestStreak = streak.longest
    words = Distribution.words(
      in: entries, range: range, vocabulary: vocabulary, languageCode: "en"
    ).items.map { WordCount(word: $0.key, name: $0.label, count: $0.count) }
    tags = Distribution.tags(in: entries, range: range).items.map {
      TagCount(tag: $0.label, count: $0.count)
    }
    self.habits = HabitStats.all(
      habits: habits, completions: completions, range: range, today: today,
      includeArchived: includeArchived
    ).map {
      HabitRate(
        name: $0.name, done: $0.done, eligible: $0.eligible, rate: StatsSummary.rounded($0.rate))
    }
    scores = ScoreHistogram(entries: entries, range: range).bins.map {
      ScoreCount(score: $0.score, days: $0.count)
    }
    weekdays = WeekdayScores(entries: entries, range: range).rows.map {
      WeekdayMean(
        weekday: $0.weekday.name, days: $0.tally.days,
        mean: $0.tally.mean.map(StatsSummary.rounded))
    }
    patterns = PatternLists(
      Patterns(
        entries: entries, habits: habits, completions: completions, vocabulary: vocabulary,
        range: range, today: today, includeArchived: includeArchived))
  }

  static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  // MARK: - JSON

  private enum CodingKeys: String, CodingKey {
    case from, to, days, elapsedDays, daysLogged, coverage, mean, median, min, max
    case currentStreak, longestStreak, words, tags, habits, scores, weekdays, patterns
  }

  /// Encodes every key, writing `null` for a missing number rather than leaving the key out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(days, forKey: .days)
    try container.encode(elapsedDays, forKey: .elapsedDays)
    try container.encode(daysLogged, forKey: .daysLogged)
    try container.encode(coverage, forKey: .coverage)
    try container.encode(mean, forKey: .mean)
    try container.encode(median, forKey: .median)
    try container.encode(min, forKey: .min)
    try container.encode(max, forKey: .max)
    try container.encode(currentStreak, forKey: .currentStreak)
    try container.encode(longestStreak, forKey: .longestStreak)
    try container.encode(words, forKey: .words)
    try container.encode(tags, forKey: .tags)
    try container.encode(habits, forKey: .habits)
    try container.encode(scores, forKey: .scores)
    try container.encode(weekdays, forKey: .weekdays)
    try container.encode(patterns, forKey: .patterns)
  }

  /// The summary as one line of JSON with sorted keys, ending in a newline: what `JSONEncoder`
  /// writes of it with `.sortedKeys` and `.withoutEscapingSlashes`, written by `JSONValue`.
  public func json() -> String { jsonValue.text + "\n" }
}
