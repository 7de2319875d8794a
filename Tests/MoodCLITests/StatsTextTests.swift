import Foundation
import MoodApp
import MoodCore
import Stats
import StoreTestSupport
import TestSupport
import Testing

@testable import mood

/// The text of `mood stats`, in English and in Simplified Chinese.
@Suite struct StatsTextTests {
  let week = Fixtures.week
  let vocabulary = Vocabulary(custom: [])

  private func summary(_ sample: Fixtures.Sample) -> StatsSummary {
    StatsSummary(
      entries: sample.entries, habits: sample.habits, completions: sample.completions,
      vocabulary: vocabulary, range: sample.range, today: sample.today)
  }

  private func text(_ summary: StatsSummary, _ language: CardLocale = .english) -> String {
    StatsText(summary: summary, vocabulary: vocabulary, messages: Messages.load(language)).text
  }

  @Test func theTextOfAWeekIsAlignedForATerminal() {
    #expect(
      text(summary(week)) == """
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
      text(empty) == """
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
    #expect(text(summary).contains("\nDays logged     6 of 30; 60% of the 10 days so far\n"))
  }

  @Test func theTextOfAMonthStillToComeSaysSo() {
    let month = Fixtures.month
    let summary = StatsSummary(
      entries: [], habits: [], completions: [], vocabulary: vocabulary, range: month.range,
      today: Fixtures.day("2026-10-31"))
    #expect(summary.coverage == nil)
    #expect(text(summary).contains("\nDays logged     0 of 30; the range starts after today\n"))
  }

  @Test func theTextOfAMonthSetsItemsWithThreeDaysASideBesideTheRestLargestDifferenceFirst() {
    // November: 21 logged days, sum 140. happy on 12 days (six 7s, five 8s, one 9: 91), 91/12 =
    // 7.58; without 49/9 = 5.44. calm on 8 days (three 5s, five 6s: 45), 5.63; without 95/13 =
    // 7.31. low on 1 day, left out. Meditate's logged days from 11-15: done 15-20 (37) and
    // 25-28 (27), 64/10 = 6.4; not done 21-23 (9+8+7), 24/3 = 8. Differences 2.14, 1.68, 1.6.
    let text = text(summary(Fixtures.month))
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

  /// Words that would read a pattern as a cause or as advice.
  static let causalWords = [
    "because", "improve", "cause", "should", "leads to", "lead to", "helps", "help ",
    "makes you", "effect", "affect", "due to", "thanks to", "result", "better", "worse", "boost",
    "recommend", "try ",
  ]

  @Test(arguments: ["week", "month"])
  func theTextNeverUsesACausalWord(_ name: String) {
    let sample = name == "week" ? Fixtures.week : Fixtures.month
    let text = text(summary(sample)).lowercased()
    #expect(text.contains("with and without"))
    for word in Self.causalWords {
      #expect(!text.contains(word), "\(name): \"\(word)\" in\n\(text)")
    }
  }

}
