import MoodCore
import Stats
import TestSupport
import Testing

/// Per score, by weekday, with and without: every expected number is worked out by hand from the
/// fixtures, in the comments beside it.
@Suite struct PatternsTests {
  let vocabulary = Vocabulary(custom: [])

  /// 2026-06-01 (a Monday) to 2026-06-10, today 06-10; 06-08 and 06-10 not logged; an entry on
  /// 05-31, outside the range, must not count.
  ///
  /// | day        | score | tags          | words |
  /// | 06-01 Mon  | 3     | work          | tired |
  /// | 06-02 Tue  | 5     | work          |       |
  /// | 06-03 Wed  | 4     | work, Late    |       |
  /// | 06-04 Thu  | 8     | friends       |       |
  /// | 06-05 Fri  | 6     | work          |       |
  /// | 06-06 Sat  | 9     | friends       |       |
  /// | 06-07 Sun  | 7     |               |       |
  /// | 06-09 Tue  | 2     | late          |       |
  ///
  /// 8 logged days, sum 3+5+4+8+6+9+7+2 = 44.
  ///
  /// Habits: Run (id 1, created 06-03) done 06-03, 06-04, 06-06 and 06-08 (not logged), recorded
  /// not done 06-05. Swim (id 2) created 06-20, after the range. Yoga (id 3) archived, done 06-01
  /// and 06-02.
  static let sample = Fixtures.Sample(
    range: DayRange(last: Fixtures.day("2026-06-10"), count: 10),
    today: Fixtures.day("2026-06-10"),
    entries: [
      Fixtures.entry("2026-05-31", 10, tags: ["work"]),
      Fixtures.entry("2026-06-01", 3, words: ["tired"], tags: ["work"]),
      Fixtures.entry("2026-06-02", 5, tags: ["work"]),
      Fixtures.entry("2026-06-03", 4, tags: ["work", "Late"]),
      Fixtures.entry("2026-06-04", 8, tags: ["friends"]),
      Fixtures.entry("2026-06-05", 6, tags: ["work"]),
      Fixtures.entry("2026-06-06", 9, tags: ["friends"]),
      Fixtures.entry("2026-06-07", 7),
      Fixtures.entry("2026-06-09", 2, tags: ["late"]),
    ],
    habits: [
      Fixtures.habit(id: 1, "Run", created: "2026-06-03", order: 0),
      Fixtures.habit(id: 2, "Swim", created: "2026-06-20", order: 1),
      Fixtures.habit(id: 3, "Yoga", created: "2026-01-01", archived: true, order: 2),
    ],
    completions: Fixtures.completions(1, ["2026-06-03", "2026-06-04", "2026-06-06", "2026-06-08"])
      + Fixtures.completions(1, ["2026-06-05"], done: false)
      + Fixtures.completions(3, ["2026-06-01", "2026-06-02"]))

  private func patterns(_ sample: Fixtures.Sample, archived: Bool = false) -> Patterns {
    Patterns(
      entries: sample.entries, habits: sample.habits, completions: sample.completions,
      vocabulary: vocabulary, range: sample.range, today: sample.today,
      includeArchived: archived)
  }

  private func tally(_ days: Int, _ total: Int) -> ScoreTally {
    ScoreTally(days: days, total: total)
  }

  @Test func aTallyHasTheExactMeanAndNoneForNoDay() {
    #expect(ScoreTally(scores: [6, 7, 4]).mean == 17.0 / 3)
    #expect(ScoreTally(scores: []).mean == nil)
    #expect(tally(8, 44) - tally(3, 12) == tally(5, 32))
  }

  @Test func eachTagIsSetBesideTheOtherLoggedDays() {
    let tags = patterns(Self.sample).tags
    // Most used first, ties by name: work 4; friends 2 and Late 2 ("friends" < "late").
    #expect(tags.map(\.label) == ["work", "friends", "Late"])
    // work: 3+5+4+6 = 18 over 4 days; without: 8+9+7+2 = 26 over 4 days. 05-31 is outside.
    #expect(tags[0].with == tally(4, 18) && tags[0].without == tally(4, 26))
    #expect(tags[0].with.mean == 4.5 && tags[0].without.mean == 6.5 && tags[0].difference == -2)
    // friends: 8+9 = 17 over 2; without: 44-17 = 27 over 6.
    #expect(tags[1].with == tally(2, 17) && tags[1].without == tally(6, 27))
    // Late and late are one tag, spelled as first used: 4+2 = 6 over 2; without 38 over 6.
    #expect(tags[2].key == "late" && tags[2].id == "tag:late")
    #expect(tags[2].with == tally(2, 6) && tags[2].without == tally(6, 38))
    #expect(tags[2].without.mean == 38.0 / 6)
  }

  @Test func eachWordIsSetBesideTheOtherLoggedDays() {
    let words = patterns(Self.sample).words
    // tired on 06-01 only: 3 over 1; without: 41 over 7.
    #expect(words.map(\.key) == ["tired"] && words.map(\.label) == ["Tired"])
    #expect(words[0].with == tally(1, 3) && words[0].without == tally(7, 41))
  }

  @Test func aHabitIsSetBesideTheLoggedDaysItCouldHaveBeenDoneOn() {
    let habits = patterns(Self.sample).habits
    // Swim starts after the range; archived Yoga is left out.
    #expect(habits.map(\.label) == ["Run"])
    // Run's logged days from 06-03: 4, 8, 6, 9, 7, 2 (36 over 6). Done and logged: 06-03 (4),
    // 06-04 (8), 06-06 (9) = 21 over 3; 06-08 is not logged.
    // Not done: 06-05 (6, recorded), 06-07 (7), 06-09 (2) = 15 over 3.
    #expect(habits[0].with == tally(3, 21) && habits[0].without == tally(3, 15))
    #expect(habits[0].difference == 2)
  }

  @Test func aDayRecordedBeforeAHabitWasAddedIsItsFirstDay() {
    // Added on 06-05, but done recorded on 06-02: its days start on 06-02. Done: 06-02 (5).
    // Not done: 06-03 (4), 06-04 (8), 06-05 (6), 06-06 (9), 06-07 (7), 06-09 (2) = 36 over 6.
    let habit = Fixtures.habit(id: 7, "Swim", created: "2026-06-05", order: 0)
    let patterns = Patterns(
      entries: Self.sample.entries, habits: [habit],
      completions: Fixtures.completions(7, ["2026-06-02"]), vocabulary: vocabulary,
      range: Self.sample.range, today: Self.sample.today)
    #expect(patterns.habits.map(\.with) == [tally(1, 5)])
    #expect(patterns.habits.map(\.without) == [tally(6, 36)])
  }

  @Test func archivedHabitsCountWhenAskedFor() {
    let habits = patterns(Self.sample, archived: true).habits
    #expect(habits.map(\.label) == ["Run", "Yoga"])
    // Yoga, from 01-01: done 06-01 (3) and 06-02 (5) = 8 over 2; the other 6 days 36.
    #expect(habits[1].with == tally(2, 8) && habits[1].without == tally(6, 36))
  }

  @Test func onlyItemsWithThreeDaysOnEachSideAreComparedLargestDifferenceFirst() {
    let patterns = patterns(Self.sample)
    // work 4/4 (difference -2) and Run 3/3 (+2); equal sizes, so the tag comes first.
    #expect(patterns.comparable.map(\.label) == ["work", "Run"])
    // friends 2/6, Late 2/6, tired 1/7.
    #expect(patterns.leftOutCount == 3)
  }

  @Test func aDayAfterTodayDoesNotCountForAHabit() {
    // With today 06-05, Run's days are 06-03 ... 06-05: done 4, 8; not done 6.
    let sample = Self.sample
    let patterns = Patterns(
      entries: sample.entries, habits: sample.habits, completions: sample.completions,
      vocabulary: vocabulary, range: sample.range, today: Fixtures.day("2026-06-05"))
    #expect(patterns.habits[0].with == tally(2, 12) && patterns.habits[0].without == tally(1, 6))
  }

  @Test func nothingLoggedLeavesEveryMeanEmpty() {
    let empty = Fixtures.Sample(
      range: Self.sample.range, today: Self.sample.today, entries: [],
      habits: Self.sample.habits, completions: Self.sample.completions)
    let patterns = patterns(empty)
    #expect(patterns.tags.isEmpty && patterns.words.isEmpty)
    #expect(patterns.habits.map(\.with) == [tally(0, 0)])
    #expect(patterns.habits[0].with.mean == nil && patterns.habits[0].difference == nil)
    #expect(patterns.comparable.isEmpty)
  }

  @Test func weekdaysCountLoggedDaysAndTheirMeanMondayFirst() {
    let weekdays = WeekdayScores(entries: Self.sample.entries, range: Self.sample.range)
    #expect(weekdays.rows.map(\.weekday) == Weekday.allCases)
    // Mon 06-01 (3; 06-08 missing), Tue 06-02 and 06-09 (5+2), Wed 06-03 (4), Thu 8, Fri 6,
    // Sat 9, Sun 7. 05-31, a Sunday outside the range, does not count.
    #expect(
      weekdays.rows.map(\.tally) == [
        tally(1, 3), tally(2, 7), tally(1, 4), tally(1, 8), tally(1, 6), tally(1, 9),
        tally(1, 7),
      ])
    #expect(weekdays.rows[1].tally.mean == 3.5)
    #expect(weekdays.daysLogged == 8)
  }

  @Test func aWeekStartingOnSundayPutsSundayFirst() {
    let weekdays = WeekdayScores(entries: Self.sample.entries, range: Self.sample.range)
    #expect(
      weekdays.week(startingOn: .sunday).map(\.weekday) == [
        .sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday,
      ])
    #expect(weekdays.week(startingOn: .sunday)[0].tally == tally(1, 7))
  }

  @Test func aMonthByWeekday() {
    // November 2026 starts on a Sunday. Mon 9 (8), 16 (5), 23 (7) = 20/3; Tue 10, 17 = 14/2;
    // Wed 4, 11, 18, 25 = 24/4; Thu 5, 12, 19, 26 = 24/4; Fri 6, 20, 27 = 22/3;
    // Sat 21, 28 = 17/2; Sun 8, 15, 22 = 19/3. 21 days, 140 in all.
    let month = Fixtures.month
    let weekdays = WeekdayScores(entries: month.entries, range: month.range)
    #expect(
      weekdays.rows.map(\.tally) == [
        tally(3, 20), tally(2, 14), tally(4, 24), tally(4, 24), tally(3, 22), tally(2, 17),
        tally(3, 19),
      ])
  }
}
