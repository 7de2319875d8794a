import MoodCore

/// What goes with higher and lower scores in a person's own record: for each tag, mood word and
/// habit, the mean score of the logged days with it against the other logged days (see
/// `Pattern`). Only counts and means: a pattern is an association in this record, never a cause.
///
/// ```swift
/// let patterns = Patterns(
///   entries: entries, habits: habits, completions: completions, vocabulary: vocabulary,
///   range: month, today: today)
/// patterns.tags[0]             // Pattern(kind: .tag, label: "work", with: 12 days, ...)
/// patterns.comparable.first    // the largest difference among items with 3 days a side
/// ```
public struct Patterns: Sendable, Equatable, Codable {
  /// The fewest days each side needs for an item to be set beside the other side.
  public static let minimumDays = 3

  /// Every tag used in the range, most used first, ties by name (as `Distribution` orders them).
  public let tags: [Pattern]
  /// Every mood word chosen in the range, in the same order.
  public let words: [Pattern]
  /// Every habit with a day in the range it could have been done on, in the person's order.
  public let habits: [Pattern]

  /// Sets each tag, word and habit beside the scores of `range`.
  /// - Parameters:
  ///   - entries: Entries on any days; only those in `range` count.
  ///   - habits: The habits; archived ones only count with `includeArchived`.
  ///   - completions: Completions on any days.
  ///   - vocabulary: Names the words.
  ///   - languageCode: The language of the words' names (`en`, `zh-Hans`).
  ///   - today: The person's today: a habit's days end there.
  public init(
    entries: [MoodEntry], habits: [Habit], completions: [HabitCompletion],
    vocabulary: Vocabulary, range: DayRange, today: Day, languageCode: String = "en",
    includeArchived: Bool = false
  ) {
    let logged = entries.daily(in: range)
    let all = ScoreTally(scores: logged.map(\.score.value))
    func patterns(_ kind: Pattern.Kind, _ items: [Distribution.Item], has: (MoodEntry) -> [String])
      -> [Pattern]
    {
      var with: [String: [Int]] = [:]
      for entry in logged {
        for key in has(entry) { with[key, default: []].append(entry.score.value) }
      }
      return items.map { item in
        let tally = ScoreTally(scores: with[item.key] ?? [])
        return Pattern(
          kind: kind, key: item.key, label: item.label, with: tally, without: all - tally)
      }
    }
    tags = patterns(
      .tag, Distribution.tags(in: logged, range: range).items,
      has: { $0.tags.map { $0.lowercased() } })
    words = patterns(
      .word,
      Distribution.words(
        in: logged, range: range, vocabulary: vocabulary, languageCode: languageCode
      ).items, has: \.words)
    self.habits = habits.filter { includeArchived || !$0.isArchived }
      .sorted { ($0.order, $0.id) < ($1.order, $1.id) }
      .compactMap { habit in
        let first = Swift.max(range.first, habit.firstDay(in: completions))
        let last = Swift.min(range.last, today)
        guard first <= last else { return nil }
        let done = Set(
          completions.filter { $0.habitID == habit.id && $0.isDone }.map(\.day))
        let eligible = logged.filter { first <= $0.day && $0.day <= last }
        let with = ScoreTally(scores: eligible.filter { done.contains($0.day) }.map(\.score.value))
        return Pattern(
          kind: .habit, key: String(habit.id), label: habit.name, icon: habit.icon, with: with,
          without: ScoreTally(scores: eligible.map(\.score.value)) - with)
      }
  }

  /// Makes patterns from their lists.
  public init(tags: [Pattern], words: [Pattern], habits: [Pattern]) {
    self.tags = tags
    self.words = words
    self.habits = habits
  }

  /// Tags, words and habits together, in that order.
  public var all: [Pattern] { tags + words + habits }

  /// The items with at least `minimumDays` days on each side, largest difference first
  /// (whichever its sign); equal differences by kind (tags, words, habits), then by name.
  public var comparable: [Pattern] {
    Patterns.bySizeOfDifference(all.filter { $0.isComparable() })
  }

  /// The number of items left out of `comparable` for having too few days on a side.
  public var leftOutCount: Int { all.count - comparable.count }

  /// `patterns` largest difference first, whichever its sign; equal ones by kind, then name.
  public static func bySizeOfDifference(_ patterns: [Pattern]) -> [Pattern] {
    let kinds = Pattern.Kind.allCases
    return patterns.sorted {
      let left = abs($0.difference ?? 0), right = abs($1.difference ?? 0)
      if left != right { return left > right }
      let leftKind = kinds.firstIndex(of: $0.kind) ?? 0
      let rightKind = kinds.firstIndex(of: $1.kind) ?? 0
      return (leftKind, $0.label.lowercased(), $0.key) < (rightKind, $1.label.lowercased(), $1.key)
    }
  }
}
