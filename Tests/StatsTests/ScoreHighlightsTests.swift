import MoodCore
import TestSupport
import Testing

@testable import Stats

/// The numbers the alt texts read from a series: the extreme days, the average's range, the
/// mostly empty months.
@Suite struct ScoreHighlightsTests {
  @Test func extremesListEveryDayOfTheHighestAndLowestScoreAndTheMissedDays() {
    let days = ["2026-11-03", "2026-11-01", "2026-11-02", "2026-11-04"].map(Fixtures.day)
    let extremes = ScoreExtremes(zip(days, [10, 1, nil, 10]).map { ($0, $1) })
    #expect(extremes.highest == ScoreExtremes.Extreme(score: 10, days: [days[0], days[3]]))
    #expect(extremes.lowest == ScoreExtremes.Extreme(score: 1, days: [days[1]]))
    #expect(extremes.missing == [days[2]])
    #expect(ScoreExtremes([(days[0], nil)]).highest == nil)
  }

  @Test func daysToComeAreNeitherLoggedNorMissed() {
    let range = DayRange(last: Fixtures.day("2026-11-30"), count: 30)
    let series = ScoreSeries(
      entries: [Fixtures.entry("2026-11-01", 5)], range: range, today: Fixtures.day("2026-11-03"))
    #expect(series.scoreExtremes.missing.map(\.description) == ["2026-11-02", "2026-11-03"])
  }

  @Test func theAveragesExtremesAreItsFirstLowestAndHighestAndItsLastDay() throws {
    let range = DayRange(last: Fixtures.day("2026-03-31"), count: 31)
    let entries = range.map { day in Fixtures.entry(day, day.day <= 15 ? 3 : 8) }
    let series = ScoreSeries(entries: entries, range: range, today: range.last, movingAverage: true)
    let average = try #require(series.averageExtremes)
    #expect(average.lowest.day == Fixtures.day("2026-03-04"))
    #expect(average.highest.day == Fixtures.day("2026-03-22"))
    #expect(average.last.day == range.last && average.last.movingAverage == 8)
    let plain = ScoreSeries(entries: entries, range: range, today: range.last)
    #expect(plain.averageExtremes == nil)
  }

  @Test func monthsMostlyWithoutEntriesAreJoinedAndCountedMostMissedFirst() {
    // January full, February and March with two days each, April full, May with four days.
    let range = DayRange(last: Fixtures.day("2026-05-31"), count: 151)
    let entries = range.compactMap { day -> MoodEntry? in
      switch day.month {
      case 2, 3: return day.day <= 2 ? Fixtures.entry(day, 5) : nil
      case 5: return day.day <= 4 ? Fixtures.entry(day, 5) : nil
      default: return Fixtures.entry(day, 5)
      }
    }
    let series = ScoreSeries(entries: entries, range: range, today: range.last)
    #expect(
      series.sparseMonths.map(\.months) == [
        [.init(year: 2026, month: 2), .init(year: 2026, month: 3)], [.init(year: 2026, month: 5)],
      ])
    #expect(series.sparseMonths.map(\.days) == [59, 31])
    #expect(series.sparseMonths.map(\.missed) == [55, 27])
  }

  @Test func aRangeThatIsAllOneSparseRunNamesNoMonths() {
    let range = DayRange(last: Fixtures.day("2026-02-28"), count: 59)
    let series = ScoreSeries(
      entries: [Fixtures.entry("2026-01-05", 5)], range: range, today: range.last)
    #expect(series.sparseMonths.isEmpty)
  }
}
