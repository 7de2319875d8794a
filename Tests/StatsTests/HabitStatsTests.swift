import MoodCore
import Stats
import TestSupport
import Testing

@Suite struct HabitStatsTests {
  let week = Fixtures.week

  private func rows(_ sample: Fixtures.Sample, today: Day? = nil, archived: Bool = false)
    -> [HabitStats]
  {
    HabitStats.all(
      habits: sample.habits, completions: sample.completions, range: sample.range,
      today: today ?? sample.today, includeArchived: archived)
  }

  @Test func doneDaysAreCountedOverEligibleDays() throws {
    let rows = rows(week)
    #expect(rows.map(\.name) == ["Walk", "Read"])
    let walk = try #require(rows.first)
    #expect(walk.done == 5 && walk.eligible == 7)
    #expect(walk.rate == 5.0 / 7.0)
    #expect(walk.streak == Streak(current: 2, longest: 3))
  }

  @Test func aHabitCountsFromTheEarlierOfItsCreationAndItsFirstRecordedDay() throws {
    let read = try #require(rows(week).last)
    // Created 03-29, first recorded 03-28: eligible 03-28 ... 04-01 (5 days), done 03-28,
    // 03-29 and 04-01; runs 03-28...03-29 and 04-01.
    #expect(read.done == 3 && read.eligible == 5)
    #expect(read.rate == 0.6)
    #expect(read.streak == Streak(current: 1, longest: 2))
  }

  @Test func daysRecordedBeforeAHabitWasAddedAllCount() throws {
    // Nine days done from a backup, all before the habit was added on 11-20 (issue 10).
    let habit = Fixtures.habit(id: 7, "Swim", created: "2026-11-20", order: 0)
    let done = (11...19).map { "2026-11-\($0)" }
    let stats = try #require(
      HabitStats(
        habit: habit, completions: Fixtures.completions(7, done),
        range: DayRange(first: Fixtures.day("2026-11-01"), last: Fixtures.day("2026-11-20")),
        today: Fixtures.day("2026-11-20")))
    // Eligible 11-11 ... 11-20: 10 days, 9 done.
    #expect(stats.done == 9 && stats.eligible == 10)
  }

  @Test func archivedHabitsAppearOnlyWhenAskedFor() throws {
    let rows = rows(week, archived: true)
    #expect(rows.map(\.name) == ["Walk", "Read", "Stretch"])
    let stretch = try #require(rows.last)
    #expect(stretch.isArchived)
    #expect(stretch.done == 2 && stretch.eligible == 7)
    #expect(stretch.streak == Streak(current: 0, longest: 2))
  }

  @Test func aHabitCreatedAfterTheRangeIsLeftOut() {
    let later = Fixtures.habit(id: 9, "Swim", created: "2026-04-02", order: 0)
    let rows = HabitStats.all(
      habits: [later], completions: [], range: week.range, today: Fixtures.day("2026-04-05"))
    #expect(rows.isEmpty)
  }

  @Test func daysAfterTodayAreNotEligible() throws {
    let month = Fixtures.month
    let meditate = try #require(rows(month, today: Fixtures.day("2026-11-20")).first)
    #expect(meditate.done == 6 && meditate.eligible == 6)
    #expect(meditate.rate == 1)
    #expect(meditate.streak == Streak(current: 6, longest: 6))
  }

  @Test func aMonthWithAHabitStartedHalfway() throws {
    let meditate = try #require(rows(Fixtures.month).first)
    #expect(meditate.done == 11 && meditate.eligible == 16)
    #expect(meditate.rate == 11.0 / 16.0)
    #expect(meditate.streak == Streak(current: 5, longest: 6))
  }

  @Test func habitsFollowThePersonsOrderThenTheirIds() {
    let habits = [
      Fixtures.habit(id: 5, "Later", created: "2026-01-01", order: 2),
      Fixtures.habit(id: 7, "Second", created: "2026-01-01", order: 1),
      Fixtures.habit(id: 6, "First", created: "2026-01-01", order: 1),
    ]
    let rows = HabitStats.all(
      habits: habits, completions: [], range: week.range, today: week.today)
    #expect(rows.map(\.name) == ["First", "Second", "Later"])
    #expect(rows.allSatisfy { $0.done == 0 && $0.eligible == 7 && $0.rate == 0 })
  }
}
