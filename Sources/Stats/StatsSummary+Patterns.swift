import MoodCore

/// The rows of `scores`, `weekdays` and `patterns` in `mood stats --json`.
extension StatsSummary {
  /// How many days had one score: `{"score": 7, "days": 4}`.
  public struct ScoreCount: Sendable, Equatable, Codable {
    /// The score, 1...10.
    public let score: Int
    /// The number of logged days with it.
    public let days: Int
  }

  /// Some logged days and their mean: `{"days": 12, "mean": 5.2}`; the mean is `null` when no
  /// day counts.
  public struct DaysMean: Sendable, Equatable, Codable {
    /// How many logged days `mean` is taken over.
    public let days: Int
    /// Their mean score, rounded to two decimal places; `nil` for no day.
    public let mean: Double?

    init(days: Int, mean: Double?) {
      self.days = days
      self.mean = mean
    }

    /// The row of `tally`, its mean rounded.
    init(_ tally: ScoreTally) {
      self.init(days: tally.days, mean: tally.mean.map(StatsSummary.rounded))
    }

    private enum CodingKeys: String, CodingKey { case days, mean }

    /// Encodes both keys, writing `null` for a missing mean rather than leaving the key out.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(days, forKey: .days)
      try container.encode(mean, forKey: .mean)
    }
  }

  /// One weekday's logged days: `{"weekday": "monday", "days": 4, "mean": 5.25}`.
  public struct WeekdayMean: Sendable, Equatable, Codable {
    /// The weekday's lower-case English name.
    public let weekday: String
    /// The number of logged days on it.
    public let days: Int
    /// Their mean score, rounded to two decimal places; `nil` for no day.
    public let mean: Double?

    private enum CodingKeys: String, CodingKey { case weekday, days, mean }

    /// Encodes every key, writing `null` for a missing mean.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(weekday, forKey: .weekday)
      try container.encode(days, forKey: .days)
      try container.encode(mean, forKey: .mean)
    }
  }

  /// A tag's days with it and without it.
  public struct TagPattern: Sendable, Equatable, Codable {
    /// The tag, spelled as first used.
    public let tag: String
    /// The logged days with the tag.
    public let with: DaysMean
    /// The other logged days.
    public let without: DaysMean
  }

  /// A mood word's days with it and without it.
  public struct WordPattern: Sendable, Equatable, Codable {
    /// The word's id, e.g. `"calm"`.
    public let word: String
    /// The word's English name, e.g. `"Calm"`, as in `words`.
    public let name: String
    /// The logged days with the word.
    public let with: DaysMean
    /// The other logged days.
    public let without: DaysMean
  }

  /// A habit's logged days done and not done.
  public struct HabitPattern: Sendable, Equatable, Codable {
    /// The habit's name as the person wrote it.
    public let name: String
    /// The logged days it was recorded done.
    public let done: DaysMean
    /// The other logged days it could have been done on.
    public let notDone: DaysMean
  }

  /// The `patterns` object: tags, words and habits, each beside the score.
  public struct PatternLists: Sendable, Equatable, Codable {
    /// Every tag of the range, most used first.
    public let tags: [TagPattern]
    /// Every mood word of the range, most chosen first.
    public let words: [WordPattern]
    /// Every habit with a day in the range, in the person's order.
    public let habits: [HabitPattern]

    /// The lists of `patterns`, means rounded.
    public init(_ patterns: Patterns) {
      tags = patterns.tags.map {
        TagPattern(tag: $0.label, with: DaysMean($0.with), without: DaysMean($0.without))
      }
      words = patterns.words.map {
        WordPattern(
          word: $0.key, name: $0.label, with: DaysMean($0.with), without: DaysMean($0.without))
      }
      habits = patterns.habits.map {
        HabitPattern(name: $0.label, done: DaysMean($0.with), notDone: DaysMean($0.without))
      }
    }
  }
}
