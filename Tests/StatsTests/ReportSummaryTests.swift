import MoodCore
import Stats
import TestSupport
import Testing

/// The numbers of the report's first page: the weeks or months, the low days, the strongest
/// patterns and the entries to discuss.
@Suite struct ReportSummaryTests {
  private func rows(_ scores: [(String, Int, Bool)]) -> [ReportEntry] {
    scores.map { day, score, marked in
      ReportEntry(
        day: Fixtures.day(day), score: score, words: [], tags: [], reason: "r",
        isMarkedToDiscuss: marked)
    }
  }

  private let none = Patterns(tags: [], words: [], habits: [])

  @Test func weeksStartOnTheFirstWeekdayAndAreClippedToTheRangeAndToday() throws {
    // Sunday 1 Nov 2026 to Monday 30 Nov; today the 25th.
    let range = DayRange(monthOf: Fixtures.day("2026-11-01"))
    let summary = ReportSummary(
      entries: rows([("2026-11-01", 3, false), ("2026-11-02", 5, true), ("2026-11-04", 8, false)]),
      range: range, today: Fixtures.day("2026-11-25"), firstWeekday: .monday, patterns: none)
    #expect(summary.periodsAreWeeks)
    #expect(
      summary.periods.map(\.days.description) == [
        "2026-11-01...2026-11-01", "2026-11-02...2026-11-08", "2026-11-09...2026-11-15",
        "2026-11-16...2026-11-22", "2026-11-23...2026-11-25",
      ])
    #expect(summary.periods.map(\.tally.days) == [1, 2, 0, 0, 0])
    #expect(summary.periods[1].tally.mean == 6.5)
    #expect(summary.lowDays == 1)
    #expect(summary.discussed.map(\.day) == [Fixtures.day("2026-11-02")])
  }

  @Test func pastNineWeeksThePeriodsAreMonths() {
    let range = DayRange(last: Fixtures.day("2026-11-30"), count: 64)
    let summary = ReportSummary(
      entries: [], range: range, today: Fixtures.day("2026-11-30"), firstWeekday: .monday,
      patterns: none)
    #expect(!summary.periodsAreWeeks)
    #expect(summary.periods.map(\.days.first.month) == [9, 10, 11])
    #expect(summary.periods.first?.days.first == range.first)
  }

  @Test func theStrongestPatternsAreTheThreeLargestDifferencesNoneRoundingToZero() {
    func pattern(_ key: String, with: [Int], without: [Int]) -> Pattern {
      Pattern(
        kind: .tag, key: key, label: key, with: ScoreTally(scores: with),
        without: ScoreTally(scores: without))
    }
    let patterns = Patterns(
      tags: [
        pattern("a", with: [5, 5, 5], without: [5, 5, 5]),
        pattern("b", with: [9, 9, 9], without: [5, 5, 5]),
        pattern("c", with: [2, 2, 2], without: [5, 5, 5]),
        pattern("d", with: [6, 6, 6], without: [5, 5, 5]),
        pattern("e", with: [7, 7, 7], without: [5, 5, 5]),
      ], words: [], habits: [])
    let summary = ReportSummary(
      entries: [], range: DayRange(monthOf: Fixtures.day("2026-11-01")),
      today: Fixtures.day("2026-11-30"), firstWeekday: .monday, patterns: patterns)
    #expect(summary.patterns.map(\.key) == ["b", "c", "e"])
    let flat = ReportSummary(
      entries: [], range: DayRange(monthOf: Fixtures.day("2026-11-01")),
      today: Fixtures.day("2026-11-30"), firstWeekday: .monday,
      patterns: Patterns(tags: [patterns.tags[0]], words: [], habits: []))
    #expect(flat.patterns.isEmpty)
  }
}
