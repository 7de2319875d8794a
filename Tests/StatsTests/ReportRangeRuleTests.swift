import MoodCore
import Stats
import TestSupport
import Testing

/// The rules a report shares with `mood stats`, or keeps to its own range: one streak rule, the
/// marked entries newest first, and a since-session average that starts at the session.
@Suite struct ReportRangeRuleTests {
  private func report(
    _ entries: [MoodEntry], range: DayRange, today: Day, sinceSession: Day? = nil
  ) -> ReportModel {
    ReportModel(
      entries: entries, habits: [], completions: [], vocabulary: Vocabulary(custom: []),
      range: range, today: today, sinceSession: sinceSession)
  }

  private func stats(_ entries: [MoodEntry], range: DayRange, today: Day) -> StatsSummary {
    StatsSummary(
      entries: entries.filter { range.contains($0.day) }, habits: [], completions: [],
      vocabulary: Vocabulary(custom: []), range: range, today: today)
  }

  /// The review's 58 against 39: a run reaching into the range from before it, seen by both.
  @Test func statsAndTheReportGiveOneStreakForOneRange() throws {
    let today = Fixtures.day("2026-12-06")
    // Logged 1 Oct ... 20 Nov (51 days), a gap, then 23 Nov ... 6 Dec (14 days).
    let entries =
      try DayRange(first: Fixtures.day("2026-10-01"), last: Fixtures.day("2026-11-20")).map {
        Fixtures.entry($0, 6)
      }
      + (try DayRange(first: Fixtures.day("2026-11-23"), last: today)).map { Fixtures.entry($0, 7) }
    for count in [7, 14, 30, 45, 90] {
      let range = DayRange(last: today, count: count)
      let numbers = stats(entries, range: range, today: today)
      let model = report(entries, range: range, today: today)
      #expect(numbers.longestStreak == model.streak.longest, "\(count) days")
      #expect(numbers.currentStreak == model.streak.current, "\(count) days")
    }
    // 30 days: 7 Nov ... 20 Nov (14 days) and 23 Nov ... 6 Dec (14 days), not the 51 whole.
    let month = stats(entries, range: DayRange(last: today, count: 30), today: today)
    #expect((month.longestStreak, month.currentStreak) == (14, 14))
  }

  @Test func theMarkedEntriesComeNewestFirst() {
    let range = DayRange(monthOf: Fixtures.day("2026-11-01"))
    let rows = [2, 9, 17, 25, 30].map { day in
      ReportEntry(
        day: Fixtures.day(String(format: "2026-11-%02d", day)), score: 5, words: [], tags: [],
        reason: "r", isMarkedToDiscuss: day != 17)
    }
    let summary = ReportSummary(
      entries: rows, range: range, today: range.last, firstWeekday: .monday,
      patterns: Patterns(tags: [], words: [], habits: []))
    #expect(
      summary.discussed.map(\.day.description)
        == ["2026-11-30", "2026-11-25", "2026-11-09", "2026-11-02"])
  }

  /// The review's 5.0 under scores of 8 to 10: the average of a report since a session is made
  /// of the days after it only.
  @Test func theAverageOfAReportSinceASessionStartsAtTheSession() throws {
    let session = Fixtures.day("2026-11-27")
    let today = Fixtures.day("2026-12-06")
    let before = try DayRange(first: Fixtures.day("2026-11-01"), last: session).map {
      Fixtures.entry($0, 1)
    }
    let after = try DayRange(first: session.adding(days: 1), last: today).map {
      Fixtures.entry($0, 9)
    }
    let range = try DayRange(first: session.adding(days: 1), last: today)
    let since = report(before + after, range: range, today: today, sinceSession: session)
    let averages = since.series.points.compactMap(\.movingAverage)
    #expect(!averages.isEmpty)
    #expect(averages.allSatisfy { $0 == 9 }, "\(averages)")
    // A range given by its days keeps the week before it in its first averages.
    let days = report(before + after, range: range, today: today)
    #expect(days.series.points.first?.movingAverage.map { $0 < 9 } == true)
  }
}
