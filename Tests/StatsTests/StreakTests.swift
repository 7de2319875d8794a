import MoodCore
import Stats
import TestSupport
import Testing

@Suite struct StreakTests {
  private func days(_ first: String, through last: String) throws -> Set<Day> {
    Set(try DayRange(first: Fixtures.day(first), last: Fixtures.day(last)))
  }

  @Test func aStreakThatEndedYesterdayIsStillCurrentWhileTodayIsOpen() {
    let week = Fixtures.week
    let streak = Streak(entries: week.entries, range: week.range, today: week.today)
    #expect(streak == Streak(current: 3, longest: 3))
  }

  @Test func aStreakThatReachesTodayCountsToday() throws {
    let today = Fixtures.day("2026-04-01")
    let streak = Streak(
      days: try days("2026-03-29", through: "2026-04-01"), range: DayRange(last: today, count: 7),
      today: today)
    #expect(streak == Streak(current: 4, longest: 4))
  }

  @Test func aStreakThatEndedTheDayBeforeYesterdayIsNotCurrent() throws {
    let today = Fixtures.day("2026-04-01")
    let streak = Streak(
      days: try days("2026-03-25", through: "2026-03-30"),
      range: DayRange(last: today, count: 7), today: today)
    // 03-26 ... 03-30: the run's days in the range.
    #expect(streak == Streak(current: 0, longest: 5))
  }

  /// The rule `mood stats` and the report share: a 40-day run seen through `--days 7` is 7.
  @Test func aRunThatBeganBeforeTheRangeCountsFromItsFirstDay() throws {
    let today = Fixtures.day("2026-02-09")
    let streak = Streak(
      days: try days("2026-01-01", through: "2026-02-09"),
      range: DayRange(last: today, count: 7), today: today)
    #expect(streak == Streak(current: 7, longest: 7))
  }

  @Test func aRunEndingOnTheRangesFirstDayCountsOnlyThatDay() throws {
    let range = try DayRange(first: Fixtures.day("2026-03-10"), last: Fixtures.day("2026-03-16"))
    let marked = try days("2026-03-01", through: "2026-03-10")
      .union(try days("2026-03-12", through: "2026-03-14"))
    let streak = Streak(days: marked, range: range, today: Fixtures.day("2026-04-01"))
    #expect(streak == Streak(current: 0, longest: 3))
  }

  @Test func aRunGoingOnAfterTheRangeCountsUpToItsLastDay() throws {
    let range = try DayRange(first: Fixtures.day("2026-03-10"), last: Fixtures.day("2026-03-16"))
    let marked = try days("2026-03-14", through: "2026-03-25")
      .union(try days("2026-03-11", through: "2026-03-12"))
    let streak = Streak(days: marked, range: range, today: Fixtures.day("2026-04-01"))
    #expect(streak == Streak(current: 0, longest: 3))
  }

  @Test func runsOutsideTheRangeDoNotCount() throws {
    let today = Fixtures.day("2026-02-07")
    let marked = try days("2026-01-01", through: "2026-01-10")
      .union(days("2026-02-03", through: "2026-02-04"))
    let streak = Streak(
      days: marked, range: DayRange(last: today, count: 7), today: today)
    #expect(streak == Streak(current: 0, longest: 2))
  }

  @Test func daysAfterTodayAreIgnored() throws {
    let today = Fixtures.day("2026-03-10")
    let streak = Streak(
      days: try days("2026-03-09", through: "2026-03-20"),
      range: DayRange(monthOf: today), today: today)
    #expect(streak == Streak(current: 2, longest: 2))
  }

  @Test func aRangeEndedBeforeYesterdayHasNoCurrentStreak() throws {
    // The range 03-10 ... 03-16; marked 03-01 ... 03-12 and 03-15 ... 03-25.
    let range = try DayRange(first: Fixtures.day("2026-03-10"), last: Fixtures.day("2026-03-16"))
    let marked = try days("2026-03-01", through: "2026-03-12")
      .union(try days("2026-03-15", through: "2026-03-25"))
    let streak = Streak(days: marked, range: range, today: Fixtures.day("2026-04-01"))
    #expect(streak == Streak(current: 0, longest: 3))
  }

  @Test func aRangeRunningPastTodayCountsUpToToday() throws {
    let range = DayRange(monthOf: Fixtures.day("2026-03-01"))
    let marked = try days("2026-03-05", through: "2026-03-31")
    let streak = Streak(days: marked, range: range, today: Fixtures.day("2026-03-20"))
    #expect(streak == Streak(current: 16, longest: 16))
  }

  @Test func nothingMarkedIsNoStreak() {
    let today = Fixtures.day("2026-03-10")
    #expect(
      Streak(days: [], range: DayRange(last: today, count: 30), today: today)
        == Streak(current: 0, longest: 0))
  }

  @Test func aMonthWithItsLastTwoDaysUnlogged() {
    let month = Fixtures.month
    #expect(
      Streak(entries: month.entries, range: month.range, today: month.today)
        == Streak(current: 0, longest: 9))
  }

  @Test func theLongestRunOfALeapYearCrossesFebruaryTheTwentyNinth() {
    let year = Fixtures.year
    #expect(
      Streak(entries: year.entries, range: year.range, today: year.today)
        == Streak(current: 1, longest: 18))
  }

  /// Against the rule written plainly over a set of day numbers, on random marked days given
  /// in any order and some twice.
  @Test func runsFoundInOnePassAreThePlainRulesRuns() {
    var generator = SystemRandomNumberGenerator()
    let today = Fixtures.day("2026-04-01")
    for _ in 0..<200 {
      let marked = (0..<Int.random(in: 0...60, using: &generator)).map { _ in
        today.adding(days: Int.random(in: -50...3, using: &generator))
      }
      let range = DayRange(
        last: today.adding(days: -Int.random(in: 0...30, using: &generator)),
        count: Int.random(in: 1...20, using: &generator))
      let given = (marked + marked.prefix(5)).shuffled(using: &generator)
      #expect(
        Streak(days: given, range: range, today: today)
          == plainStreak(Set(marked.map(\.dayNumber)), range: range, today: today),
        "\(marked) in \(range)")
    }
  }

  private func plainStreak(_ all: Set<Int>, range: DayRange, today: Day) -> Streak {
    let numbers = all.filter {
      range.first.dayNumber <= $0 && $0 <= min(range.last.dayNumber, today.dayNumber)
    }
    let end = numbers.contains(today.dayNumber) ? today.dayNumber : today.dayNumber - 1
    var current = 0
    while numbers.contains(end - current) { current += 1 }
    var longest = 0
    for start in numbers where !numbers.contains(start - 1) {
      var length = 1
      while numbers.contains(start + length) { length += 1 }
      longest = max(longest, length)
    }
    return Streak(current: current, longest: longest)
  }
}
