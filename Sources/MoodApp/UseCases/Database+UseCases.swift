import FoundationEssentials
import MoodCore
import MoodStore
import Stats

/// The use cases both front ends share that are one read of the store: the numbers of a range,
/// the tags to suggest, the JSON backup.
extension Database {
  /// The range's completions with each habit's earliest record, which may move the habit's
  /// first day back before the range: what a habit's rate counts from.
  package func completionsCountingFirstDays(in range: DayRange) throws -> [HabitCompletion] {
    try completions(in: range) + earliestCompletions()
  }

  /// The numbers of `range` (`mood stats`): its entries and completions; its streaks are
  /// counted within it (see `Streak`).
  /// - Parameter vocabulary: the store's, which the caller has read to name the words.
  package func statsSummary(
    in range: DayRange, today: Day, includeArchived: Bool, vocabulary: Vocabulary
  ) throws -> StatsSummary {
    StatsSummary(
      entries: try entries(in: range), habits: try habits(includeArchived: true),
      completions: try completionsCountingFirstDays(in: range), vocabulary: vocabulary,
      range: range, today: today, includeArchived: includeArchived)
  }

  /// The days a tag to suggest, or a word to show first, is looked for in: the last 90 ending
  /// today.
  package static let recentDays = 90

  /// The tags of the last `recentDays` days, the most used first (ties by name): what the
  /// check-in suggests.
  package func recentTags(today: Day) throws -> [String] {
    try mostUsed(\.tags, today: today)
  }

  /// The ids of the mood words of the last `recentDays` days, the most used first (ties by id):
  /// the words the check-in shows before the rest.
  package func recentWords(today: Day) throws -> [String] {
    try mostUsed(\.words, today: today)
  }

  /// The values of `list` on the entries of the last `recentDays` days, the most used first.
  private func mostUsed(_ list: KeyPath<MoodEntry, [String]>, today: Day) throws -> [String] {
    var counts: [String: Int] = [:]
    for entry in try entries(in: DayRange(last: today, count: Self.recentDays)) {
      for value in entry[keyPath: list] { counts[value, default: 0] += 1 }
    }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
  }
}
