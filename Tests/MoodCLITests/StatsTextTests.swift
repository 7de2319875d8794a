import Foundation
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
}
