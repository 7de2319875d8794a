import Foundation
import MoodCore
import TestSupport
import Testing

@Suite struct DayTests {
  /// The day an instant, written in UTC, falls on in `zone`.
  private func day(_ utc: String, in zone: String) throws -> String {
    let instant = try #require(ISO8601DateFormatter().date(from: utc))
    let timeZone = try #require(Zone(identifier: zone))
    return Day(instant: instant, timeZone: timeZone).description
  }

  @Test(arguments: [
    // New York: clocks spring forward on 2026-03-08 and fall back on 2026-11-01.
    ("2026-03-08T04:30:00Z", "America/New_York", "2026-03-07"),  // 23:30 EST
    ("2026-03-08T05:30:00Z", "America/New_York", "2026-03-08"),  // 00:30 EST
    ("2026-03-09T03:30:00Z", "America/New_York", "2026-03-08"),  // 23:30 EDT
    ("2026-03-09T04:30:00Z", "America/New_York", "2026-03-09"),  // 00:30 EDT
    ("2026-11-01T04:30:00Z", "America/New_York", "2026-11-01"),  // 00:30 EDT
    ("2026-11-02T04:30:00Z", "America/New_York", "2026-11-01"),  // 23:30 EST
    // London: BST starts on 2026-03-29 and ends on 2026-10-25.
    ("2026-03-28T23:30:00Z", "Europe/London", "2026-03-28"),  // 23:30 GMT
    ("2026-03-29T00:30:00Z", "Europe/London", "2026-03-29"),  // 00:30 GMT
    ("2026-03-29T22:30:00Z", "Europe/London", "2026-03-29"),  // 23:30 BST
    ("2026-10-24T23:30:00Z", "Europe/London", "2026-10-25"),  // 00:30 BST
    ("2026-10-25T23:30:00Z", "Europe/London", "2026-10-25"),  // 23:30 GMT
    // Shanghai: UTC+8 all year, so the UTC date is often the day before.
    ("2026-11-28T16:30:00Z", "Asia/Shanghai", "2026-11-29"),  // 00:30
    ("2026-11-29T15:30:00Z", "Asia/Shanghai", "2026-11-29"),  // 23:30
    // Auckland: NZDT ends on 2026-04-05 and starts again on 2026-09-27.
    ("2026-04-04T11:30:00Z", "Pacific/Auckland", "2026-04-05"),  // 00:30 NZDT
    ("2026-04-05T11:30:00Z", "Pacific/Auckland", "2026-04-05"),  // 23:30 NZST
    ("2026-09-26T12:30:00Z", "Pacific/Auckland", "2026-09-27"),  // 00:30 NZST
    ("2026-09-27T10:30:00Z", "Pacific/Auckland", "2026-09-27"),  // 23:30 NZDT
    // Before 1970 the days count down from its first.
    ("1969-12-31T23:30:00Z", "Etc/UTC", "1969-12-31"),
    ("1970-01-01T00:30:00Z", "America/New_York", "1969-12-31"),  // 19:30 EST
    ("1900-01-01T00:00:00Z", "Etc/GMT+1", "1899-12-31"),  // 23:00, days before 1970 round down
    // Offsets that are not whole hours.
    ("2026-03-01T18:14:59Z", "Asia/Kathmandu", "2026-03-01"),  // 23:59:59 at +05:45
    ("2026-03-01T18:15:00Z", "Asia/Kathmandu", "2026-03-02"),  // 00:00:00 at +05:45
    ("2026-01-01T10:14:59Z", "Pacific/Chatham", "2026-01-01"),  // 23:59:59 at +13:45
    ("2026-06-30T09:29:59Z", "Pacific/Marquesas", "2026-06-29"),  // 23:59:59 at -09:30
    ("2026-06-30T09:30:00Z", "Pacific/Marquesas", "2026-06-30"),  // 00:00 at -09:30
    ("1970-06-01T00:44:29Z", "Africa/Monrovia", "1970-05-31"),  // 23:59:59 at -00:44:30
    ("1970-06-01T00:44:30Z", "Africa/Monrovia", "1970-06-01"),  // 00:00:00 at -00:44:30
  ])
  func instantsNearMidnightLandOnTheirLocalDay(utc: String, zone: String, expected: String)
    throws
  {
    #expect(try day(utc, in: zone) == expected)
  }

  @Test func addingDaysAcrossDaylightSavingChangesNeverSkipsOrRepeatsADay() {
    let start = Day.at("2026-03-06")
    let days = (0..<4).map { start.adding(days: $0).description }
    #expect(days == ["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"])
    #expect(Day.at("2026-10-26").adding(days: -2) == Day.at("2026-10-24"))
    #expect(Day.at("2026-03-01").days(to: Day.at("2026-04-01")) == 31)
  }

  @Test func leapDaysExistOnlyInLeapYears() throws {
    #expect(Day.at("2024-02-28").adding(days: 1) == Day.at("2024-02-29"))
    #expect(Day.at("2024-02-29").adding(days: 1) == Day.at("2024-03-01"))
    #expect(Day.at("2026-02-28").adding(days: 1) == Day.at("2026-03-01"))
    #expect(Day.at("2000-02-28").adding(days: 1) == Day.at("2000-02-29"))
    #expect(Day.at("2100-02-28").adding(days: 1) == Day.at("2100-03-01"))
    #expect(throws: DomainError.self) { try Day(parsing: "2026-02-29") }
  }

  @Test func dayNumbersAgreeWithFoundationsGregorianCalendarOverCenturies() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    // Every 13th day from 1900 to 2100 covers every month, weekday and leap rule.
    for number in stride(from: -25_567, through: 47_482, by: 13) {
      let day = Day(dayNumber: number)
      let parts = calendar.dateComponents(
        [.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(number) * 86_400))
      #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day])
      #expect(day.isoWeekday == (parts.weekday! + 5) % 7 + 1)
      #expect(day.dayNumber == number)
    }
  }

  @Test(arguments: [
    ("2026-02-30", "February 2026 has 28 days"),
    ("2026-13-01", "the month must be 01...12"),
    ("2026-2-3", "expected YYYY-MM-DD"),
    ("26-02-03", "expected YYYY-MM-DD"),
    ("2026-02-03x", "expected YYYY-MM-DD"),
    ("", "expected YYYY-MM-DD"),
    ("2026-+2-03", "expected YYYY-MM-DD"),
  ])
  func malformedAndImpossibleDaysAreRejectedWithTheReason(text: String, reason: String) {
    #expect {
      try Day(parsing: text)
    } throws: { error in
      "\(error)".contains("\"\(text)\"") && "\(error)".contains(reason)
    }
  }

  @Test func daysReadAndWriteAsYYYYMMDDInJSON() throws {
    let day = Day.at("0999-01-05")
    #expect(day.description == "0999-01-05")
    let data = try JSONEncoder().encode([day])
    #expect(String(decoding: data, as: UTF8.self) == "[\"0999-01-05\"]")
    #expect(try JSONDecoder().decode([Day].self, from: data) == [day])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([Day].self, from: Data("[\"2026-02-30\"]".utf8))
    }
  }

  @Test func rangesCountAndListTheirDays() throws {
    let range = try DayRange(first: Day.at("2024-02-27"), last: Day.at("2024-03-01"))
    #expect(range.count == 4)
    #expect(range.map(\.description) == ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"])
    #expect(DayRange(last: Day.at("2026-11-29"), count: 7).first == Day.at("2026-11-23"))
    #expect(DayRange(monthOf: Day.at("2024-02-10")).last == Day.at("2024-02-29"))
    #expect(throws: DomainError.self) {
      try DayRange(first: Day.at("2026-11-29"), last: Day.at("2026-11-28"))
    }
  }
}
