import Foundation
import StoreTestSupport
import TestSupport
import Testing

@Suite struct StatsCommandTests {
  let store: TemporaryStore
  init() throws { store = try TemporaryStore() }

  /// Runs `mood` on the test's store with today 2026-04-01, the last day of `Fixtures.week`.
  private func mood(_ arguments: String..., now: String = "2026-04-01T12:00:00Z") throws
    -> CommandResult
  {
    try MoodBinary.run(arguments, store: store.path, now: now)
  }

  @Test func statsJSONOfAWeekIsTheHandComputedSummary() throws {
    try store.fill(with: Fixtures.week)
    for range in [["--days", "7"], ["--from", "2026-03-26", "--to", "2026-04-01"]] {
      let result = try MoodBinary.run(
        ["stats", "--json"] + range, store: store.path, now: "2026-04-01T12:00:00Z")
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      #expect(result.stdout == Fixtures.weekSummaryJSON)
    }
  }

  @Test func statsTextIsForPeople() throws {
    try store.fill(with: Fixtures.week)
    let result = try mood("stats", "--days", "7")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("2026-03-26 to 2026-04-01 (7 days)\n\nDays logged     5 of 7"))
    #expect(result.stdout.contains("\nMean score      6.00\n"))
    #expect(result.stdout.contains("\nCurrent streak  3 days\n"))
    #expect(
      result.stdout.contains("\nHabits\n  Walk  5 of 7 days (71%)\n  Read  3 of 5 days (60%)\n"))
  }

  @Test func aMonthsTextSetsTheWeekdaysAndTheItemsWithThreeDaysASideOut() throws {
    try store.fill(with: Fixtures.month)
    let result = try mood("stats", "--month", "2026-11", now: "2026-11-30T12:00:00Z")
    #expect(result.status == 0)
    // By hand in StatsSummaryTests: Monday 20/3, happy 91/12 against 49/9.
    #expect(result.stdout.contains("\nBy weekday\n  Monday      6.67  (3 days)\n"))
    #expect(
      result.stdout.contains(
        "\nWith and without\n  Days with Happy: mean 7.6 (12 days). Without: 5.4 (9 days).\n"))
    let json = try mood("stats", "--month", "2026-11", "--json", now: "2026-11-30T12:00:00Z")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let patterns = try #require(object["patterns"] as? [String: Any])
    let habits = try #require(patterns["habits"] as? [[String: Any]])
    // Meditate: done 64/10 = 6.4 over 10 logged days, not done 24/3 = 8.
    #expect(habits.first?["name"] as? String == "Meditate")
    #expect((habits.first?["done"] as? [String: Any])?["mean"] as? Double == 6.4)
    #expect((habits.first?["notDone"] as? [String: Any])?["days"] as? Int == 3)
    let weekdays = try #require(object["weekdays"] as? [[String: Any]])
    #expect(
      weekdays.map { $0["weekday"] as? String } == [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
      ])
    let scores = try #require(object["scores"] as? [[String: Any]])
    #expect(scores.map { $0["days"] as? Int } == [0, 0, 0, 1, 3, 5, 6, 5, 1, 0])
  }

  @Test func archivedHabitsAreShownWithArchived() throws {
    try store.fill(with: Fixtures.week)
    let without = try mood("stats", "--days", "7")
    #expect(!without.stdout.contains("Stretch"))
    let with = try mood("stats", "--days", "7", "--archived")
    #expect(with.stdout.contains("\n  Stretch  2 of 7 days (29%)\n"))
  }

  @Test func theDefaultRangeIsTheLastThirtyDays() throws {
    try store.fill(with: Fixtures.week)
    let result = try mood("stats")
    #expect(
      result.stdout.hasPrefix(
        "2026-03-03 to 2026-04-01 (30 days)\n\nDays logged     5 of 30 (17%)\n"))
  }

  @Test func aMonthAndAYearAreWholeAndTodayAndYesterdayAreDays() throws {
    try store.fill(with: Fixtures.month)
    let month = try mood("stats", "--month", "2026-11", "--json", now: "2026-11-30T12:00:00Z")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(month.stdout.utf8)) as? [String: Any])
    #expect(object["from"] as? String == "2026-11-01" && object["to"] as? String == "2026-11-30")
    #expect(object["daysLogged"] as? Int == 21)
    #expect(object["mean"] as? Double == 6.67)
    #expect(object["median"] as? Double == 7)
    #expect(object["longestStreak"] as? Int == 9)

    let year = try mood("stats", "--year", "2026", now: "2026-11-30T12:00:00Z")
    #expect(
      year.stdout.hasPrefix(
        "2026-01-01 to 2026-12-31 (365 days)\n\nDays logged     21 of 365; 6% of the 334 days so far\n"
      ))

    let recent = try mood(
      "stats", "--from", "yesterday", "--to", "today", now: "2026-11-29T12:00:00Z")
    #expect(
      recent.stdout.hasPrefix("2026-11-28 to 2026-11-29 (2 days)\n\nDays logged     1 of 2 (50%)\n")
    )
  }

  @Test func todayIsTheDayInTheGivenTimeZone() throws {
    try store.fill(with: Fixtures.week)
    let result = try mood(
      "stats", "--days", "1", "--tz", "Asia/Shanghai", now: "2026-03-31T17:00:00Z")
    #expect(result.stdout.hasPrefix("2026-04-01 to 2026-04-01 (1 day)\n"))
  }

  @Test func anEmptyStoreGivesNullsAndCreatesNoFile() throws {
    let result = try mood("stats", "--json", "--days", "7")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        {"coverage":0,"currentStreak":0,"days":7,"daysLogged":0,"elapsedDays":7,\
        "from":"2026-03-26","habits":[],"longestStreak":0,"max":null,"mean":null,"median":null,\
        "min":null,"patterns":{"habits":[],"tags":[],"words":[]},\
        "scores":[{"days":0,"score":1},{"days":0,"score":2},{"days":0,"score":3},\
        {"days":0,"score":4},{"days":0,"score":5},{"days":0,"score":6},{"days":0,"score":7},\
        {"days":0,"score":8},{"days":0,"score":9},{"days":0,"score":10}],"tags":[],\
        "to":"2026-04-01",\
        "weekdays":[{"days":0,"mean":null,"weekday":"monday"},\
        {"days":0,"mean":null,"weekday":"tuesday"},{"days":0,"mean":null,"weekday":"wednesday"},\
        {"days":0,"mean":null,"weekday":"thursday"},{"days":0,"mean":null,"weekday":"friday"},\
        {"days":0,"mean":null,"weekday":"saturday"},{"days":0,"mean":null,"weekday":"sunday"}],\
        "words":[]}

        """)
    #expect(!FileManager.default.fileExists(atPath: store.path), "reading creates no store")
  }

  @Test(arguments: [
    (["--days", "0"], "--days \"0\": expected a whole number from 1 to 3660"),
    (["--days", "3661"], "--days \"3661\": expected a whole number from 1 to 3660"),
    (["--month", "2026-13"], "--month \"2026-13\": expected YYYY-MM with a month from 01 to 12"),
    (["--year", "26"], "--year \"26\": expected a four-digit year"),
    (["--from", "2026-02-30"], "--from \"2026-02-30\": February 2026 has 28 days"),
    (["--from", "2026-04-05"], "the range 2026-04-05 to 2026-04-01 ends before it starts"),
    (["--to", "2026-03-01"], "--to \"2026-03-01\" needs --from DAY"),
    (["--days", "7", "--year", "2026"], "--days and --year cannot be combined; give one range"),
  ])
  func badRangesAreUsageErrorsThatNameTheValue(arguments: [String], message: String) throws {
    let result = try MoodBinary.run(
      ["stats"] + arguments, store: store.path, now: "2026-04-01T12:00:00Z")
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("Error: " + message))
    #expect(result.stderr.contains("Usage: mood stats [options]"))
  }

  @Test func helpListsTheRangeOptionsAndExitsZero() throws {
    let result = try mood("stats", "--help")
    #expect(result.status == 0)
    #expect(result.stdout.contains("USAGE: mood stats"))
    for option in [
      "--days N", "--from DAY", "--to DAY", "--month YYYY-MM", "--year YYYY", "--json",
    ] {
      #expect(result.stdout.contains(option), "help lacks \(option)")
    }
  }
}
