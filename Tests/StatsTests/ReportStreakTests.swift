import MoodCore
import Stats
import TestSupport
import Testing

/// A report's streak tiles count the report's range only, and show the current streak only
/// when the range ends today.
@Suite struct ReportStreakTests {
  /// Entries on every day of an 80-day run ending on `last`.
  private func run(endingOn last: String) -> [MoodEntry] {
    DayRange(last: Fixtures.day(last), count: 80).map { Fixtures.entry($0, 7) }
  }

  private func report(_ entries: [MoodEntry], range: DayRange, today: String) -> ReportModel {
    ReportModel(
      entries: entries, habits: [], completions: [], vocabulary: Vocabulary(custom: []),
      range: range, today: Fixtures.day(today))
  }

  @Test func aLongRunBeforeTheRangeCountsOnlyItsDaysInsideTheRange() {
    let range = DayRange(last: Fixtures.day("2026-11-30"), count: 30)
    let model = report(run(endingOn: "2026-11-30"), range: range, today: "2026-11-30")
    #expect(model.series.daysLogged == 30)
    #expect(model.streak == Streak(current: 30, longest: 30))
    #expect(model.showsCurrentStreak)
  }

  @Test func aRangeEndingBeforeTodayHasNoCurrentStreakAndCountsOnlyItsDays() throws {
    // The run goes on through today; the range is November, seen on 10 December.
    let range = DayRange(monthOf: Fixtures.day("2026-11-01"))
    let model = report(run(endingOn: "2026-12-10"), range: range, today: "2026-12-10")
    #expect(!model.showsCurrentStreak)
    #expect(model.streak.longest == 30)
  }

  @Test func theLongestRunIsTheLongestInsideTheRangeAndTheCurrentOneEndsOnItsLastDay() throws {
    let range = try DayRange(first: Fixtures.day("2026-11-01"), last: Fixtures.day("2026-11-30"))
    // 80 days through 11-10 (10 of them inside), a gap, then 11-20 ... 11-30 (11 days).
    let entries =
      run(endingOn: "2026-11-10")
      + (20...30).map { Fixtures.entry("2026-11-\($0)", 6) }
    let model = report(entries, range: range, today: "2026-11-30")
    #expect(model.streak == Streak(current: 11, longest: 11))
  }

  @Test func theCurrentStreakEndsYesterdayWhileTodayIsNotLoggedYet() throws {
    let range = DayRange(last: Fixtures.day("2026-11-30"), count: 7)
    let model = report(run(endingOn: "2026-11-29"), range: range, today: "2026-11-30")
    #expect(model.showsCurrentStreak)
    #expect(model.streak == Streak(current: 6, longest: 6))
  }
}
