import Foundation
import MoodCore
import Stats
import TestSupport
import Testing

@Suite struct ScoreSeriesTests {
  let week = Fixtures.week

  @Test func aWeekHasOnePointPerDayWithGapsLeftEmpty() {
    let series = ScoreSeries(entries: week.entries, range: week.range, today: week.today)
    #expect(series.points.map(\.day) == Array(week.range))
    #expect(series.points.map(\.score) == [6, 7, nil, 4, 5, 8, nil])
    #expect(series.daysLogged == 5)
    #expect(series.elapsedDays == 7)
    #expect(series.coverage == 5.0 / 7.0)
    #expect(series.mean == 6)
    #expect(series.median == 6)
    #expect(series.minimum == 4)
    #expect(series.maximum == 8)
  }

  @Test func aWeekAcrossTheStartOfSummerTimeKeepsEveryEntryOnItsDay() throws {
    // 23:30 local on 03-26 to 23:30 local on 03-31 is five days less the hour lost on 03-29.
    let first = try #require(week.entries.first), last = try #require(week.entries.last)
    #expect(last.loggedAt.timeIntervalSince(first.loggedAt) == 5 * 86_400 - 3_600)
    let london = try #require(Zone(identifier: Fixtures.timeZone))
    #expect(
      week.entries.map { Day(instant: $0.loggedAt, timeZone: london) } == week.entries.map(\.day))

    let series = ScoreSeries(
      entries: week.entries, range: week.range, today: week.today, movingAverage: true)
    #expect(series.points.count == 7)
    #expect(series.points[3].day == Fixtures.day("2026-03-29"))
    #expect(series.points[3].score == 4)
    #expect(series.points[4].movingAverage == 5.5)
  }

  @Test func theMovingAverageNeedsFourLoggedDaysOfSevenAndGoesOnAcrossAMissedDay() {
    let series = ScoreSeries(
      entries: week.entries, range: week.range, today: week.today, movingAverage: true)
    // 6, 7, -, 4, 5, 8, -: the fourth logged day is the fifth of the week; the last day, not
    // logged, still has five of its seven.
    #expect(series.points.map(\.movingAverage) == [nil, nil, nil, nil, 5.5, 6, 6])
  }

  @Test func aMovingAverageThatWouldStandAloneIsLeftOut() throws {
    // Only the window ending on 03-07 holds four logged days.
    let entries = ["2026-03-01", "2026-03-03", "2026-03-05", "2026-03-07"].map {
      Fixtures.entry($0, 5)
    }
    let range = try DayRange(first: Fixtures.day("2026-03-01"), last: Fixtures.day("2026-03-10"))
    let series = ScoreSeries(
      entries: entries, range: range, today: range.last, movingAverage: true)
    #expect(series.points.allSatisfy { $0.movingAverage == nil })
    let withOneMore = ScoreSeries(
      entries: entries + [Fixtures.entry("2026-03-08", 9)], range: range, today: range.last,
      movingAverage: true)
    #expect(withOneMore.points.map(\.movingAverage).compactMap { $0 } == [5, 6, 6])
  }

  @Test func theMovingAverageIsLeftOutUnlessAskedFor() {
    let series = ScoreSeries(entries: week.entries, range: week.range, today: week.today)
    #expect(series.points.allSatisfy { $0.movingAverage == nil })
  }

  @Test func theMovingAverageWindowIsSevenCalendarDaysReachingBeforeTheRange() throws {
    let entries = [
      Fixtures.entry("2026-03-02", 2), Fixtures.entry("2026-03-04", 4),
      Fixtures.entry("2026-03-06", 6), Fixtures.entry("2026-03-08", 10),
      Fixtures.entry("2026-03-09", 4),
    ]
    let range = try DayRange(first: Fixtures.day("2026-03-08"), last: Fixtures.day("2026-03-09"))
    let series = ScoreSeries(
      entries: entries, range: range, today: range.last, movingAverage: true)
    // 03-08 looks back to 03-02 (seven days with itself); 03-09 only to 03-03.
    #expect(series.points.map(\.movingAverage) == [5.5, 6])
    #expect(series.daysLogged == 2)
    #expect(series.mean == 7)
  }

  @Test func aMonthWithGapsAtTheStartMiddleAndEnd() {
    let month = Fixtures.month
    let series = ScoreSeries(entries: month.entries, range: month.range, today: month.today)
    #expect(series.points.count == 30)
    #expect(series.points.prefix(4).map(\.score) == [nil, nil, nil, 5])
    #expect(series.points[6].score == nil)
    #expect(series.points[12].score == nil && series.points[13].score == nil)
    #expect(series.points.suffix(3).map(\.score) == [8, nil, nil])
    #expect(series.daysLogged == 21)
    #expect(series.coverage == 0.7)
    #expect(series.mean == 140.0 / 21.0)
    #expect(series.median == 7)
    #expect(series.minimum == 4)
    #expect(series.maximum == 9)
  }

  @Test func anEmptyRangeHasOnlyGapsAndNoNumbers() {
    let series = ScoreSeries(
      entries: [], range: week.range, today: week.today, movingAverage: true)
    #expect(series.points.count == 7)
    #expect(series.points.allSatisfy { $0.score == nil && $0.movingAverage == nil })
    #expect(series.daysLogged == 0)
    #expect(series.coverage == 0)
    #expect(series.mean == nil && series.median == nil)
    #expect(series.minimum == nil && series.maximum == nil)
  }

  @Test func aSingleDayIsItsOwnMeanMedianMinimumAndMaximum() {
    let day = Fixtures.day("2026-03-30")
    let series = ScoreSeries(
      entries: week.entries, range: DayRange(last: day, count: 1), today: week.today,
      movingAverage: true)
    // Its window has four logged days, but one day of average alone is no trend.
    #expect(series.points == [ScoreSeries.Point(day: day, score: 5, movingAverage: nil)])
    #expect(series.coverage == 1)
    #expect(series.mean == 5 && series.median == 5)
    #expect(series.minimum == 5 && series.maximum == 5)
  }

  @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
    let entries = [
      Fixtures.entry("2026-03-01", 3), Fixtures.entry("2026-03-02", 9),
      Fixtures.entry("2026-03-03", 8), Fixtures.entry("2026-03-04", 2),
    ]
    let range = DayRange(last: Fixtures.day("2026-03-04"), count: 4)
    let series = ScoreSeries(entries: entries, range: range, today: range.last)
    #expect(series.median == 5.5)
    #expect(series.mean == 5.5)
  }

  @Test func daysAfterTodayDoNotCountAgainstCoverage() {
    let month = Fixtures.month
    let today = Fixtures.day("2026-11-10")
    let series = ScoreSeries(entries: month.entries, range: month.range, today: today)
    // Logged on the 4th, 5th, 6th, 8th, 9th and 10th of the first ten days.
    #expect(series.elapsedDays == 10)
    #expect(series.coverage == 0.6)
    #expect(series.daysLogged == 21)

    let future = ScoreSeries(
      entries: month.entries, range: month.range, today: Fixtures.day("2026-10-31"))
    #expect(future.elapsedDays == 0)
    #expect(future.coverage == nil)
  }

  @Test func aLeapYearHasFebruaryTheTwentyNinth() {
    let year = Fixtures.year
    let series = ScoreSeries(entries: year.entries, range: year.range, today: year.today)
    #expect(series.points.count == 366)
    #expect(series.points[59].day == Fixtures.day("2024-02-29"))
    #expect(series.points[59].score == 2)
    #expect(series.points[60].day == Fixtures.day("2024-03-01"))
    #expect(series.daysLogged == 331)
    #expect(series.mean == 1602.0 / 331.0)
    #expect(series.median == 5)
    #expect(series.minimum == 1 && series.maximum == 10)
  }

  @Test func aDayGivenTwiceKeepsTheLaterEntry() {
    let entries = [Fixtures.entry("2026-03-01", 3), Fixtures.entry("2026-03-01", 9)]
    let series = ScoreSeries(
      entries: entries, range: DayRange(last: Fixtures.day("2026-03-01"), count: 1),
      today: Fixtures.day("2026-03-01"))
    #expect(series.points.map(\.score) == [9])
    #expect(series.daysLogged == 1)
  }
}
