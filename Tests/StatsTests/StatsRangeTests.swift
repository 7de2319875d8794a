import MoodCore
import Stats
import TestSupport
import Testing

@Suite struct StatsRangeTests {
  let today = Fixtures.day("2026-04-01")

  private func resolve(
    days: String? = nil, from: String? = nil, to: String? = nil, month: String? = nil,
    year: String? = nil
  ) throws -> DayRange {
    try StatsRange(days: days, from: from, to: to, month: month, year: year).resolved(today: today)
  }

  private func range(_ first: String, _ last: String) throws -> DayRange {
    try DayRange(first: Fixtures.day(first), last: Fixtures.day(last))
  }

  @Test func daysEndToday() throws {
    #expect(try resolve(days: "7") == range("2026-03-26", "2026-04-01"))
    #expect(try resolve(days: "1") == range("2026-04-01", "2026-04-01"))
    #expect(try resolve(days: "366").count == 366)
  }

  @Test(arguments: ["0", "367", "-5", "7.5", "seven", "", "+7"])
  func dayCountsOutsideOneTo366AreRefused(text: String) {
    #expect(throws: StatsError.invalidDayCount(text)) { try resolve(days: text) }
  }

  @Test func theDayCountMessageSaysWhatIsAccepted() {
    #expect(
      StatsError.invalidDayCount("400").description
        == "--days \"400\": expected a whole number from 1 to 366")
  }

  @Test func fromAndToIncludeBothDays() throws {
    #expect(
      try resolve(from: "2026-02-27", to: "2026-03-02") == range("2026-02-27", "2026-03-02"))
  }

  @Test func fromAloneRunsThroughToday() throws {
    #expect(try resolve(from: "2026-03-15") == range("2026-03-15", "2026-04-01"))
  }

  @Test func aReversedRangeIsRefused() {
    #expect(
      throws: StatsError.reversedRange(
        from: Fixtures.day("2026-03-05"), to: Fixtures.day("2026-03-01"))
    ) { try resolve(from: "2026-03-05", to: "2026-03-01") }
    #expect(throws: StatsError.reversedRange(from: Fixtures.day("2026-05-01"), to: today)) {
      try resolve(from: "2026-05-01")
    }
  }

  @Test func aBadDayNamesTheOptionAndTheReason() throws {
    let error = #expect(throws: StatsError.self) { try resolve(from: "2026-02-30") }
    #expect(error?.description == "--from \"2026-02-30\": February 2026 has 28 days")
    #expect(throws: StatsError.self) { try resolve(from: "2026-03-01", to: "March 5") }
  }

  @Test func toNeedsFrom() {
    #expect(throws: StatsError.toWithoutFrom("2026-03-01")) { try resolve(to: "2026-03-01") }
  }

  @Test func aMonthIsTheWholeMonthEvenBeforeItEnds() throws {
    #expect(try resolve(month: "2024-02") == range("2024-02-01", "2024-02-29"))
    #expect(try resolve(month: "2026-04") == range("2026-04-01", "2026-04-30"))
  }

  @Test(arguments: ["2026-13", "2026-3", "2026-03-01", "26-03", "March", ""])
  func badMonthsAreRefused(text: String) {
    #expect(throws: StatsError.invalidMonth(text)) { try resolve(month: text) }
  }

  @Test func aYearIsTheWholeYear() throws {
    #expect(try resolve(year: "2024") == range("2024-01-01", "2024-12-31"))
    #expect(try resolve(year: "2024").count == 366)
    #expect(try resolve(year: "2026").count == 365)
  }

  @Test(arguments: ["24", "0000", "2026-01", "twenty"])
  func badYearsAreRefused(text: String) {
    #expect(throws: StatsError.invalidYear(text)) { try resolve(year: text) }
  }

  @Test func twoRangesCannotBeCombined() {
    #expect(throws: StatsError.conflictingOptions(["--days", "--month"])) {
      try resolve(days: "7", month: "2026-03")
    }
    #expect(throws: StatsError.conflictingOptions(["--year", "--to"])) {
      try resolve(to: "2026-03-01", year: "2026")
    }
    #expect(
      StatsError.conflictingOptions(["--days", "--month"]).description
        == "--days and --month cannot be combined; give one range: --days N (1 to 366, ending "
        + "today), --from DAY [--to DAY], --month YYYY-MM or --year YYYY")
  }

  @Test func noRangeGivesTheLastThirtyDays() throws {
    #expect(try StatsRange() == .lastDays(30))
    #expect(try resolve() == range("2026-03-03", "2026-04-01"))
    #expect(try StatsRange(fallback: .lastDays(7)).resolved(today: today).count == 7)
  }

  @Test func aDayCountMadeInCodeIsCheckedToo() {
    #expect(throws: StatsError.invalidDayCount("0")) {
      try StatsRange.lastDays(0).resolved(today: today)
    }
  }
}
