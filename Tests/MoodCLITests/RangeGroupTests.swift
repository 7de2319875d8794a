import CardRender
import Foundation
import MoodApp
import MoodCore
import MoodSystem
import TestSupport
import Testing

@testable import mood

/// The one grammar of day ranges on the command line: `--days`, `--from`/`--to`, `--month`,
/// `--year`.
@Suite struct RangeGroupTests {
  let today = Fixtures.day("2026-04-01")

  private func resolve(_ values: [String: String], group: RangeGroup = .cards) throws
    -> DayRange?
  {
    let words = ParsedWords(arguments: [:], values: values, flags: [])
    return try group.request(words)?.resolved(today: today)
  }

  /// The English message of the refusal, as `mood` would print it.
  private func message(_ values: [String: String], group: RangeGroup = .cards) -> String? {
    do {
      _ = try resolve(values, group: group)
      return nil
    } catch {
      return RangeGroupTests.english.text(of: error)
    }
  }

  private static let english = Messages.load(
    .english, finder: ResourceFinder(environment: [:], executable: MoodBinary.path))

  private func range(_ first: String, _ last: String) throws -> DayRange {
    try DayRange(first: Fixtures.day(first), last: Fixtures.day(last))
  }

  @Test func daysEndToday() throws {
    #expect(try resolve(["days": "7"]) == range("2026-03-26", "2026-04-01"))
    #expect(try resolve(["days": "1"]) == range("2026-04-01", "2026-04-01"))
    #expect(try resolve(["days": "366"])?.count == 366)
    #expect(try resolve(["days": "3660"], group: .entries)?.count == 3660)
  }

  @Test(arguments: ["0", "367", "-5", "7.5", "seven", "", "+7"])
  func dayCountsOutsideTheGroupsLimitAreRefused(text: String) {
    #expect(
      message(["days": text]) == "--days \"\(text)\": expected a whole number from 1 to 366")
  }

  @Test func theEntriesGroupTakesAnyRangeByFromAndTo() throws {
    let centuries = try resolve(["from": "0001-01-01", "to": "9999-12-31"], group: .entries)
    #expect(centuries?.count == 3_652_059)
    #expect(try resolve(["from": "2015-01-01"], group: .entries)?.count == 4109)
  }

  @Test func allRunsFromTheFirstLoggedDayThroughToday() throws {
    let words = ParsedWords(arguments: [:], values: [:], flags: ["all"])
    let request = try RangeGroup.entries.request(words)
    #expect(request == .all)
    let first = Fixtures.day("2015-03-14")
    #expect(
      try request?.resolved(today: today, firstLogged: { first })
        == range("2015-03-14", "2026-04-01"))
    // An empty store: today alone.
    #expect(try request?.resolved(today: today) == range("2026-04-01", "2026-04-01"))
  }

  @Test func allIsOneRangeFormAndOnlyWhereTheCostFollowsTheEntries() throws {
    let words = ParsedWords(arguments: [:], values: ["days": "7"], flags: ["all"])
    #expect(throws: ValidationError.self) { try RangeGroup.entries.request(words) }
    do {
      _ = try RangeGroup.entries.request(words)
    } catch {
      #expect(
        RangeGroupTests.english.text(of: error)
          == "--days and --all cannot be combined; give one range: --days N (1 to 3660, ending "
          + "today), --from DAY [--to DAY], --month YYYY-MM, --year YYYY or --all")
    }
    #expect(RangeGroup.entries.optionInfos.map(\.name).contains("all"))
    #expect(!RangeGroup.cards.optionInfos.map(\.name).contains("all"))
  }

  @Test func aDrawingWhoseCostFollowsTheDaysSaysHowToNarrowTheRange() throws {
    let long = try range("2015-01-01", "2026-04-01")
    do {
      _ = try RangeRequest.drawable(long, spelling: .commandLine)
      Issue.record("a range of \(long.count) days was drawable")
    } catch {
      #expect(
        RangeGroupTests.english.text(of: error)
          == "the range 2015-01-01 to 2026-04-01 has 4109 days; a line chart or a report draws "
          + "at most 3660 days (ten years), a point for each, so give a later --from, an earlier "
          + "--to or --year YYYY")
    }
    let tenYears = DayRange(last: today, count: 3660)
    #expect(try RangeRequest.drawable(tenYears, spelling: .commandLine) == tenYears)
  }

  @Test func listAndExportTakeTenYearsByCount() {
    #expect(
      message(["days": "3661"], group: .entries)
        == "--days \"3661\": expected a whole number from 1 to 3660")
  }

  @Test func fromAndToIncludeBothDaysAndFromAloneRunsThroughToday() throws {
    #expect(
      try resolve(["from": "2026-02-27", "to": "2026-03-02"]) == range("2026-02-27", "2026-03-02"))
    #expect(try resolve(["from": "2026-03-15"]) == range("2026-03-15", "2026-04-01"))
    #expect(try resolve(["from": "yesterday", "to": "today"]) == range("2026-03-31", "2026-04-01"))
  }

  @Test func aReversedRangeIsRefused() {
    #expect(
      message(["from": "2026-03-05", "to": "2026-03-01"])
        == "the range 2026-03-05 to 2026-03-01 ends before it starts; the first day must not be "
        + "after the last")
    #expect(
      message(["from": "2026-05-01"])?.hasPrefix("the range 2026-05-01 to 2026-04-01") == true)
  }

  @Test func aBadDayNamesTheOptionAndTheReason() {
    #expect(message(["from": "2026-02-30"]) == "--from \"2026-02-30\": February 2026 has 28 days")
    #expect(
      message(["from": "2026-03-01", "to": "March 5"])
        == "--to \"March 5\": expected YYYY-MM-DD, today or yesterday")
  }

  @Test func toNeedsFrom() {
    #expect(
      message(["to": "2026-03-01"])
        == "--to \"2026-03-01\" needs --from DAY; give one range: --days N (1 to 366, ending "
        + "today), --from DAY [--to DAY], --month YYYY-MM or --year YYYY")
  }

  @Test func aMonthIsTheWholeMonthEvenBeforeItEnds() throws {
    #expect(try resolve(["month": "2024-02"]) == range("2024-02-01", "2024-02-29"))
    #expect(try resolve(["month": "2026-04"]) == range("2026-04-01", "2026-04-30"))
  }

  @Test(arguments: ["2026-13", "2026-3", "2026-03-01", "26-03", "March", ""])
  func badMonthsAreRefused(text: String) {
    #expect(message(["month": text])?.hasPrefix("--month \"\(text)\": expected YYYY-MM") == true)
  }

  @Test func aYearIsTheWholeYear() throws {
    #expect(try resolve(["year": "2024"]) == range("2024-01-01", "2024-12-31"))
    #expect(try resolve(["year": "2026"])?.count == 365)
  }

  @Test(arguments: ["24", "0000", "2026-01", "twenty"])
  func badYearsAreRefused(text: String) {
    #expect(
      message(["year": text])?.hasPrefix("--year \"\(text)\": expected a four-digit year") == true)
  }

  @Test func twoRangesCannotBeCombined() {
    #expect(
      message(["days": "7", "month": "2026-03"])
        == "--days and --month cannot be combined; give one range: --days N (1 to 366, ending "
        + "today), --from DAY [--to DAY], --month YYYY-MM or --year YYYY")
    #expect(
      message(["to": "2026-03-01", "year": "2026"])?.hasPrefix(
        "--year and --to cannot be combined") == true)
  }

  @Test func noRangeIsNoRequestSoEachCommandChoosesItsOwn() throws {
    #expect(try resolve([:]) == nil)
    #expect(try RangeRequest.standard.resolved(today: today) == range("2026-03-03", "2026-04-01"))
  }
}
