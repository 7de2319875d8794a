import Foundation
import MoodCore
import Stats
import TestSupport
import Testing

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
    #expect(try summary(week).json() == Fixtures.weekSummaryJSON)
  }

  @Test func nothingLoggedGivesNullsNotMissingKeys() throws {
    let range = DayRange(last: Fixtures.day("2026-03-01"), count: 3)
    let json = try summary(week, range: range).json()
    #expect(
      json == """
        {"coverage":0,"currentStreak":3,"days":3,"daysLogged":0,"elapsedDays":3,\
        "from":"2026-02-27","habits":[{"done":0,"eligible":1,"name":"Walk","rate":0}],\
        "longestStreak":0,"max":null,"mean":null,"median":null,"min":null,"tags":[],\
        "to":"2026-03-01","words":[]}

        """)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    for key in [
      "from", "to", "daysLogged", "mean", "median", "min", "max", "currentStreak",
      "longestStreak", "words", "habits",
    ] {
      #expect(object[key] != nil, "missing \(key)")
    }
  }

  @Test func theJSONDecodesBackToTheSameSummary() throws {
    let original = summary(Fixtures.month)
    let decoded = try JSONDecoder().decode(
      StatsSummary.self, from: Data(try original.json().utf8))
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

  @Test func theTextOfAWeekIsAlignedForATerminal() {
    #expect(
      summary(week).text == """
        2026-03-26 to 2026-04-01 (7 days)

        Days logged     5 of 7 (71%)
        Mean score      6.00
        Median score    6.00
        Lowest score    4
        Highest score   8
        Current streak  3 days
        Longest streak  3 days

        Words
          Calm      3
          Happy     2
          Tired     2
          Anxious   1
          Grateful  1

        Tags
          work      3
          friends   2
          outdoors  1
          sleep     1

        Habits
          Walk  5 of 7 days (71%)
          Read  3 of 5 days (60%)

        """)
  }

  @Test func theTextOfARangeWithNothingLoggedShowsDashes() {
    let range = DayRange(last: Fixtures.day("2026-03-01"), count: 1)
    let empty = StatsSummary(
      entries: [], habits: [], completions: [], vocabulary: vocabulary, range: range,
      today: range.last)
    #expect(
      empty.text == """
        2026-03-01 to 2026-03-01 (1 day)

        Days logged     0 of 1 (0%)
        Mean score      -
        Median score    -
        Lowest score    -
        Highest score   -
        Current streak  0 days
        Longest streak  0 days

        """)
  }

  @Test func theTextOfAMonthNotYetOverGivesTheShareOfTheDaysSoFar() {
    let month = Fixtures.month
    let today = Fixtures.day("2026-11-10")
    let summary = StatsSummary(
      entries: month.entries.filter { $0.day <= today }, habits: [], completions: [],
      vocabulary: vocabulary, range: month.range, today: today)
    #expect(summary.daysLogged == 6 && summary.elapsedDays == 10 && summary.coverage == 0.6)
    #expect(summary.text.contains("\nDays logged     6 of 30; 60% of the 10 days so far\n"))
  }

  @Test func theTextOfAMonthStillToComeSaysSo() {
    let month = Fixtures.month
    let summary = StatsSummary(
      entries: [], habits: [], completions: [], vocabulary: vocabulary, range: month.range,
      today: Fixtures.day("2026-10-31"))
    #expect(summary.coverage == nil)
    #expect(summary.text.contains("\nDays logged     0 of 30; the range starts after today\n"))
  }
}
