import Foundation
import MoodCore
import Testing

/// Wall time to instant, by hand, in the cases the parity tests meet only through Foundation.
@Suite struct ZoneLocalTimeTests {
  @Test func aTimeInTheSpringGapMovesOnByTheGap() throws {
    let newYork = try #require(Zone(identifier: "America/New_York"))
    // 2026-03-08 02:30 does not exist in New York: it is read as 02:30 EST, 03:30 EDT.
    #expect(
      newYork.date(year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0)
        == (try instant("2026-03-08T07:30:00Z")))
    // Lord Howe's gap is half an hour: 02:15 on 4 October 2026 is read at +10:30.
    let lordHowe = try #require(Zone(identifier: "Australia/Lord_Howe"))
    #expect(
      lordHowe.date(year: 2026, month: 10, day: 4, hour: 2, minute: 15, second: 0)
        == (try instant("2026-10-03T15:45:00Z")))
  }

  @Test func aSkippedDayMovesOnByTheWholeDay() throws {
    // Samoa went from UTC-10 to UTC+14 at 10:00 UTC on 30 December 2011, skipping that day:
    // its times are read at UTC-10, by Foundation's Calendar too.
    let apia = try #require(Zone(identifier: "Pacific/Apia"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "Pacific/Apia"))
    let expected = [
      (29, 23, "2011-12-30T09:00:00Z"), (30, 0, "2011-12-30T10:00:00Z"),
      (30, 12, "2011-12-30T22:00:00Z"), (31, 0, "2011-12-30T10:00:00Z"),
    ]
    for (day, hour, utc) in expected {
      let date = apia.date(year: 2011, month: 12, day: day, hour: hour, minute: 0, second: 0)
      #expect(date == (try instant(utc)), "2011-12-\(day) \(hour):00")
      let wall = DateComponents(year: 2011, month: 12, day: day, hour: hour, minute: 0, second: 0)
      #expect(calendar.date(from: wall) == date)
    }
  }

  @Test func aRepeatedTimeIsItsFirstOccurrence() throws {
    let newYork = try #require(Zone(identifier: "America/New_York"))
    // 01:30 happens at 05:30 UTC (EDT), then again at 06:30 UTC (EST).
    #expect(
      newYork.date(year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0)
        == (try instant("2026-11-01T05:30:00Z")))
    let london = try #require(Zone(identifier: "Europe/London"))
    #expect(
      london.date(year: 2026, month: 10, day: 25, hour: 1, minute: 59, second: 59)
        == (try instant("2026-10-25T00:59:59Z")))
  }

  @Test func theFirstAndLastSecondsOfTheCalendar() throws {
    let utc = try #require(Zone(identifier: "UTC"))
    #expect(
      utc.date(year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        == (try midnightUTC(1, 1, 1)))
    #expect(
      utc.date(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59)
        == (try midnightUTC(9999, 12, 31)).addingTimeInterval(86_399))
    let london = try #require(Zone(identifier: "Europe/London"))
    // Local mean time, 75 seconds behind UTC.
    #expect(
      london.date(year: 1, month: 1, day: 1, hour: 0, minute: 0, second: 0)
        == (try midnightUTC(1, 1, 1)).addingTimeInterval(75))
  }

  @Test func partsThatNameNoTimeGiveNil() throws {
    let london = try #require(Zone(identifier: "Europe/London"))
    let invalid = [
      (0, 1, 1, 0, 0, 0), (10000, 1, 1, 0, 0, 0), (2026, 0, 1, 0, 0, 0), (2026, 13, 1, 0, 0, 0),
      (2026, 2, 29, 0, 0, 0), (2026, 4, 31, 0, 0, 0), (2026, 1, 0, 0, 0, 0), (2026, 1, 1, 24, 0, 0),
      (2026, 1, 1, -1, 0, 0), (2026, 1, 1, 0, 60, 0), (2026, 1, 1, 0, 0, 60),
      (2026, 1, 1, 0, 0, -1),
    ]
    for (year, month, day, hour, minute, second) in invalid {
      #expect(
        london.date(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
          == nil, "\(year)-\(month)-\(day) \(hour):\(minute):\(second)")
    }
    #expect(london.date(year: 2024, month: 2, day: 29, hour: 12, minute: 0, second: 0) != nil)
  }
}
