import Foundation
import MoodCore
import TestSupport
import Testing

@testable import Stats

@Suite struct StatsSummaryTests {
  let week = Fixtures.week
  let vocabulary = Vocabulary(custom: [])

  private func summary(_ sample: Fixtures.Sample, range: DayRange? = nil, archived: Bool = false)
    -> StatsSummary
  {
    StatsSummary(
      entries: sample.entries, habits: sample.habits, completions: sample.completions,
      vocabulary: vocabulary, range: range ?? sample.range, today: sample.today,
      includeArchived: archived)
  }

  @Test func theJSONOfAWeekHasEveryKeyInSortedOrder() throws {
    #expect(summary(week).json() == Fixtures.weekSummaryJSON)
  }

  /// The hand-written JSON is what the summary's own `Codable` encoding gives `JSONEncoder`,
  /// byte for byte, for a week, a month, an empty range and archived habits.
  @Test func theJSONIsWhatJSONEncoderWritesOfTheSummary() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let empty = DayRange(last: Fixtures.day("2026-03-01"), count: 3)
    for summary in [
      summary(week), summary(Fixtures.month), summary(week, range: empty),
      summary(Fixtures.month, archived: true),
    ] {
      let encoded = String(decoding: try encoder.encode(summary), as: UTF8.self) + "\n"
      #expect(summary.json() == encoded)
    }
  }

  @Test func nothingLoggedGivesNullsNotMissingKeys() throws {
    let range = DayRange(last: Fixtures.day("2026-03-01"), count: 3)
    let json = summary(week, range: range).json()
    #expect(
      json == """
        {"coverage":0,"currentStreak":0,"days":3,"daysLogged":0,"elapsedDays":3,\
        "from":"2026-02-27","habits":[{"done":0,"eligible":1,"name":"Walk","rate":0}],\
        "longestStreak":0,"max":null,"mean":null,"median":null,"min":null,\
        "patterns":{"habits":[{"done":{"days":0,"mean":null},"name":"Walk",\
        "notDone":{"days":0,"mean":null}}],"tags":[],"words":[]},\
        "scores":[{"days":0,"score":1},{"days":0,"score":2},{"days":0,"score":3},\
        {"days":0,"score":4},{"days":0,"score":5},{"days":0,"score":6},{"days":0,"score":7},\
        {"days":0,"score":8},{"days":0,"score":9},{"days":0,"score":10}],"tags":[],\
        "to":"2026-03-01",\
        "weekdays":[{"days":0,"mean":null,"weekday":"monday"},\
        {"days":0,"mean":null,"weekday":"tuesday"},{"days":0,"mean":null,"weekday":"wednesday"},\
        {"days":0,"mean":null,"weekday":"thursday"},{"days":0,"mean":null,"weekday":"friday"},\
        {"days":0,"mean":null,"weekday":"saturday"},{"days":0,"mean":null,"weekday":"sunday"}],\
        "words":[]}

        """)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    for key in [
      "from", "to", "daysLogged", "mean", "median", "min", "max", "currentStreak",
      "longestStreak", "words", "habits", "scores", "weekdays", "patterns",
    ] {
      #expect(object[key] != nil, "missing \(key)")
    }
  }

  @Test func theJSONDecodesBackToTheSameSummary() throws {
    let original = summary(Fixtures.month)
    let decoded = try JSONDecoder().decode(
      StatsSummary.self, from: Data(original.json().utf8))
    #expect(decoded == original)
  }

  @Test func aMonthRoundsToTwoDecimals() {
    let month = summary(Fixtures.month)
    #expect(month.mean == 6.67)
    #expect(month.median == 7)
    #expect(month.coverage == 0.7)
    #expect(
      month.habits == [StatsSummary.HabitRate(name: "Meditate", done: 11, eligible: 16, rate: 0.69)]
    )
    #expect(month.currentStreak == 0 && month.longestStreak == 9)
    #expect(
      month.words == [
        StatsSummary.WordCount(word: "happy", name: "Happy", count: 12),
        StatsSummary.WordCount(word: "calm", name: "Calm", count: 8),
        StatsSummary.WordCount(word: "low", name: "Low", count: 1),
      ])
  }

  @Test func aLeapYearSummary() {
    let year = summary(Fixtures.year)
    #expect(year.days == 366 && year.daysLogged == 331)
    #expect(year.mean == 4.84 && year.median == 5)
    #expect(year.min == 1 && year.max == 10)
    #expect(year.coverage == 0.9)
    #expect(year.longestStreak == 18 && year.currentStreak == 1)
  }

  @Test func archivedHabitsAreListedWhenAskedFor() {
    #expect(summary(week).habits.map(\.name) == ["Walk", "Read"])
    #expect(summary(week, archived: true).habits.map(\.name) == ["Walk", "Read", "Stretch"])
  }

  @Test func theJSONOfAMonthRoundsEachMeanToTwoDecimals() {
    let month = summary(Fixtures.month)
    // 4:1, 5:3, 6:5, 7:6, 8:5, 9:1.
    #expect(month.scores.map(\.days) == [0, 0, 0, 1, 3, 5, 6, 5, 1, 0])
    #expect(
      month.weekdays == [
        .init(weekday: "monday", days: 3, mean: 6.67), .init(weekday: "tuesday", days: 2, mean: 7),
        .init(weekday: "wednesday", days: 4, mean: 6), .init(weekday: "thursday", days: 4, mean: 6),
        .init(weekday: "friday", days: 3, mean: 7.33),
        .init(weekday: "saturday", days: 2, mean: 8.5),
        .init(weekday: "sunday", days: 3, mean: 6.33),
      ])
    #expect(
      month.patterns.words.first
        == .init(
          word: "happy", name: "Happy", with: .init(days: 12, mean: 7.58),
          without: .init(days: 9, mean: 5.44)))
    #expect(
      month.patterns.habits
        == [
          .init(
            name: "Meditate", done: .init(days: 10, mean: 6.4), notDone: .init(days: 3, mean: 8))
        ])
  }
}
