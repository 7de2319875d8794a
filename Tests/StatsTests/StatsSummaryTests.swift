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

        By weekday
          Monday      5.00  (1 day)
          Tuesday     8.00  (1 day)
          Wednesday      -  (0 days)
          Thursday    6.00  (1 day)
          Friday      7.00  (1 day)
          Saturday       -  (0 days)
          Sunday      4.00  (1 day)

        With and without
          Not shown: 11 tags, words or habits with fewer than 3 days on a side.

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

  @Test func theTextOfAMonthSetsItemsWithThreeDaysASideBesideTheRestLargestDifferenceFirst() {
    // November: 21 logged days, sum 140. happy on 12 days (six 7s, five 8s, one 9: 91), 91/12 =
    // 7.58; without 49/9 = 5.44. calm on 8 days (three 5s, five 6s: 45), 5.63; without 95/13 =
    // 7.31. low on 1 day, left out. Meditate's logged days from 11-15: done 15-20 (37) and
    // 25-28 (27), 64/10 = 6.4; not done 21-23 (9+8+7), 24/3 = 8. Differences 2.14, 1.68, 1.6.
    let text = summary(Fixtures.month).text
    #expect(
      text.hasSuffix(
        """

        With and without
          Days with Happy: mean 7.6 (12 days). Without: 5.4 (9 days).
          Days with Calm: mean 5.6 (8 days). Without: 7.3 (13 days).
          Days Meditate was done: mean 6.4 (10 days). Not done: 8.0 (3 days).
          Not shown: 1 tag, word or habit with fewer than 3 days on a side.

        """))
    // Mon 20/3, Tue 14/2, Wed 24/4, Thu 24/4, Fri 22/3, Sat 17/2, Sun 19/3.
    #expect(
      text.contains(
        """

        By weekday
          Monday      6.67  (3 days)
          Tuesday     7.00  (2 days)
          Wednesday   6.00  (4 days)
          Thursday    6.00  (4 days)
          Friday      7.33  (3 days)
          Saturday    8.50  (2 days)
          Sunday      6.33  (3 days)

        """))
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

  /// Words that would read a pattern as a cause or as advice.
  static let causalWords = [
    "because", "improve", "cause", "should", "leads to", "lead to", "helps", "help ",
    "makes you", "effect", "affect", "due to", "thanks to", "result", "better", "worse", "boost",
    "recommend", "try ",
  ]

  @Test(arguments: ["week", "month", "patterns"])
  func theTextNeverUsesACausalWord(_ name: String) {
    let sample = ["week": Fixtures.week, "month": Fixtures.month][name] ?? PatternsTests.sample
    let text = summary(sample).text.lowercased()
    #expect(text.contains("with and without"))
    for word in Self.causalWords {
      #expect(!text.contains(word), "\(name): \"\(word)\" in\n\(text)")
    }
  }

  @Test func theTextOfTheHandFixtureSaysWhatItLeftOut() {
    // work 4.5 (4) against 6.5 (4); Run done 21/3 = 7 against 15/3 = 5: equal sizes, tag first.
    #expect(
      summary(PatternsTests.sample).text.hasSuffix(
        """
        With and without
          Days with #work: mean 4.5 (4 days). Without: 6.5 (4 days).
          Days Run was done: mean 7.0 (3 days). Not done: 5.0 (3 days).
          Not shown: 3 tags, words or habits with fewer than 3 days on a side.

        """))
  }
}
