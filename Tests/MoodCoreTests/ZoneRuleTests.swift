import Foundation
import Testing

@testable import MoodCore

/// Offsets after the last transition, from the POSIX rule in the file's footer, in zones
/// compiled with zic (and a few written by hand), against values worked out here.
@Suite struct ZoneRuleTests {
  private static let source = """
    # Daylight time all year: from 1 January 00:00 to 24:00 standard time on 31 December.
    Rule AllYear min max - Jan 1 0:00 1:00 D
    Rule AllYear min max - Dec 31 24:00s 0 S
    Zone Test/AllYear -3:00 AllYear XXX/EDT
    # Changes at 25:00 (01:00 the next day) and -1:00 (23:00 the day before).
    Rule Late min max - Mar lastSun 25:00 1:00 S
    Rule Late min max - Oct Sun>=1 -1:00 0 -
    Zone Test/LateTimes 1:00 Late CE%sT
    # Southern hemisphere: daylight time from October to April, names like <+0330>.
    Rule South min max - Oct Sun>=1 2:00 1:00 -
    Rule South min max - Apr Sun>=1 3:00 0 -
    Zone Test/South 3:30 South +0330/+0430
    Zone Test/Fixed 3:30 - +0330
    Rule US min max - Mar Sun>=8 2:00 1:00 D
    Rule US min max - Nov Sun>=1 2:00 0 S
    Zone Test/FooterOnly -5:00 US E%sT
    """

  private let folder: ZoneFolderFixture

  init() throws {
    folder = try ZoneFolderFixture()
    try folder.compile(Self.source)
  }

  private func offset(_ name: String, at utc: String) throws -> Int {
    let zone = try #require(Zone(identifier: name, folder: folder.path))
    return zone.secondsFromGMT(for: try instant(utc))
  }

  /// The footer zic wrote: the rule these tests exercise. Slim files hold no transitions for
  /// zones that are one rule from the start.
  private func footer(_ name: String) throws -> String {
    let text = String(decoding: try folder.bytes(of: name), as: UTF8.self)
    return String(text.split(separator: "\n").last ?? "")
  }

  @Test func daylightTimeAllYearHoldsAtEveryInstant() throws {
    #expect(try footer("Test/AllYear") == "XXX3EDT,0/0,J365/25")
    // Each year's daylight time ends (31 December 25:00 EDT, 03:00 UTC on 1 January) as the
    // next one starts (1 January 00:00 XXX, 03:00 UTC): no instant is standard time.
    for utc in [
      "1900-01-01T00:00:00Z", "2026-01-01T02:59:59Z", "2026-01-01T03:00:00Z",
      "2026-06-15T12:00:00Z", "2026-12-31T23:59:59Z", "2099-01-01T03:00:00Z",
    ] {
      #expect(try offset("Test/AllYear", at: utc) == -7200, "\(utc)")
    }
  }

  @Test func changesAt25And24HoursBeforeFallOnTheNeighbouringDays() throws {
    #expect(try footer("Test/LateTimes") == "CET-1CEST,M3.5.0/25,M10.1.0/-1")
    // 2026: the last Sunday of March is the 29th; 25:00 CET is 01:00 on the 30th, 00:00 UTC.
    #expect(try offset("Test/LateTimes", at: "2026-03-29T23:59:59Z") == 3600)
    #expect(try offset("Test/LateTimes", at: "2026-03-30T00:00:00Z") == 7200)
    // The first Sunday of October is the 4th; -1:00 CEST is 23:00 on the 3rd, 21:00 UTC.
    #expect(try offset("Test/LateTimes", at: "2026-10-03T20:59:59Z") == 7200)
    #expect(try offset("Test/LateTimes", at: "2026-10-03T21:00:00Z") == 3600)
  }

  @Test func southernDaylightTimeSpansNewYear() throws {
    #expect(try footer("Test/South") == "<+0330>-3:30<+0430>,M10.1.0,M4.1.0/3")
    // Ends on Sunday 5 April 2026 at 03:00 +0430 (22:30 UTC on the 4th), starts again on
    // Sunday 4 October at 02:00 +0330 (22:30 UTC on the 3rd).
    let expected = [
      ("2026-01-15T00:00:00Z", 16200), ("2026-04-04T22:29:59Z", 16200),
      ("2026-04-04T22:30:00Z", 12600), ("2026-07-01T00:00:00Z", 12600),
      ("2026-10-03T22:29:59Z", 12600), ("2026-10-03T22:30:00Z", 16200),
      ("2026-12-31T23:59:59Z", 16200), ("2027-01-01T00:00:00Z", 16200),
    ]
    for (utc, seconds) in expected {
      #expect(try offset("Test/South", at: utc) == seconds, "\(utc)")
    }
  }

  @Test func aRuleWithoutDaylightTimeIsOneOffset() throws {
    #expect(try footer("Test/Fixed") == "<+0330>-3:30")
    for utc in ["1900-01-01T00:00:00Z", "2026-07-01T00:00:00Z", "2100-01-01T00:00:00Z"] {
      #expect(try offset("Test/Fixed", at: utc) == 12600, "\(utc)")
    }
  }

  @Test func aFileWithNoTransitionsFollowsItsFooter() throws {
    #expect(try footer("Test/FooterOnly") == "EST5EDT,M3.2.0,M11.1.0")
    // 2026: the second Sunday of March is the 8th, the first of November the 1st, at 02:00.
    #expect(try offset("Test/FooterOnly", at: "2026-03-08T06:59:59Z") == -18000)
    #expect(try offset("Test/FooterOnly", at: "2026-03-08T07:00:00Z") == -14400)
    #expect(try offset("Test/FooterOnly", at: "2026-11-01T05:59:59Z") == -14400)
    #expect(try offset("Test/FooterOnly", at: "2026-11-01T06:00:00Z") == -18000)
  }

  @Test func wallTimesInTheGapsAndRepeatsOfFooterRules() throws {
    let expected = [
      // Clocks go from 01:00 to 02:00 on Monday 30 March 2026: 01:30 is read at UTC+1.
      ("Test/LateTimes", 3, 30, 1, "2026-03-30T00:30:00Z"),
      // Back from 23:00 to 22:00 on Saturday 3 October: 22:30 happens first at UTC+2.
      ("Test/LateTimes", 10, 3, 22, "2026-10-03T20:30:00Z"),
      // Back from 03:00 to 02:00 on Sunday 5 April: 02:30 happens first at +04:30.
      ("Test/South", 4, 5, 2, "2026-04-04T22:00:00Z"),
      // Forward from 02:00 to 03:00 on Sunday 4 October: 02:30 is read at +03:30.
      ("Test/South", 10, 4, 2, "2026-10-03T23:00:00Z"),
    ]
    for (name, month, day, hour, utc) in expected {
      let zone = try #require(Zone(identifier: name, folder: folder.path))
      let date = zone.date(year: 2026, month: month, day: day, hour: hour, minute: 30, second: 0)
      #expect(date == (try instant(utc)), "\(name) 2026-\(month)-\(day) \(hour):30")
    }
  }

  /// A hand-written file: type 0 (standard time) until 2000, then the footer `rule`.
  private func handWritten(footer rule: String) throws -> Zone {
    let file = TZifFile(
      transitions: [(946_684_800, 1)], types: [(-10800, false), (-14400, true)], footer: rule)
    try folder.write("Test/HandWritten", file.bytes)
    return try #require(Zone(identifier: "Test/HandWritten", folder: folder.path))
  }

  @Test func daylightTimeBehindStandardTimeAllYear() throws {
    // The rule of RFC 8536's example with daylight time at UTC-4 against standard UTC-3: each
    // year's period runs to 31 December 25:00 UTC-4 (05:00 UTC on 1 January), past the next
    // one's start (03:00 UTC), so it never ends.
    let zone = try handWritten(footer: "XXX3EDT4,0/0,J365/25")
    for utc in [
      "2026-01-01T02:59:59Z", "2026-01-01T03:00:00Z", "2026-01-01T04:30:00Z",
      "2026-01-01T05:00:00Z", "2026-07-01T00:00:00Z", "2026-12-31T23:00:00Z",
    ] {
      #expect(zone.secondsFromGMT(for: try instant(utc)) == -14400, "\(utc)")
    }
    #expect(zone.secondsFromGMT(for: try instant("1999-12-31T23:59:59Z")) == -10800)
  }

  @Test func julianAndZeroBasedDaysCountFebruary29thDifferently() throws {
    // J60 is 1 March in every year; day 300 counted from 0 is 27 October in 2024 (a leap
    // year) and 28 October in 2025. Standard time is UTC, daylight time UTC+1.
    let zone = try handWritten(footer: "AAA0BBB-1,J60/0,300/0")
    let expected = [
      ("2024-02-29T23:59:59Z", 0), ("2024-03-01T00:00:00Z", 3600),
      ("2024-10-26T22:59:59Z", 3600), ("2024-10-26T23:00:00Z", 0),
      ("2025-02-28T23:59:59Z", 0), ("2025-03-01T00:00:00Z", 3600),
      ("2025-10-27T22:59:59Z", 3600), ("2025-10-27T23:00:00Z", 0),
    ]
    for (utc, seconds) in expected {
      #expect(zone.secondsFromGMT(for: try instant(utc)) == seconds, "\(utc)")
    }
  }

  @Test func offsetsAndTimesWithMinutesAndSeconds() throws {
    // Standard time UTC-0:44:30, daylight time UTC+0:15. 2026: starts on Sunday 29 March at
    // 01:30:15 standard time (02:14:45 UTC), ends on Sunday 25 October at 02:00 daylight
    // time (01:45 UTC).
    let zone = try handWritten(
      footer: "<-0044>0:44:30<+0015>-0:15,M3.5.0/1:30:15,M10.5.0/2:00:00")
    let expected = [
      ("2026-03-29T02:14:44Z", -2670), ("2026-03-29T02:14:45Z", 900),
      ("2026-10-25T01:44:59Z", 900), ("2026-10-25T01:45:00Z", -2670),
    ]
    for (utc, seconds) in expected {
      #expect(zone.secondsFromGMT(for: try instant(utc)) == seconds, "\(utc)")
    }
  }

  @Test(arguments: [
    "EST5EDT,M3.2.0,M11.1.0", "<+0330>-3:30", "XXX3EDT4,0/0,J365/25", "CET-1CEST,M3.5.0,M10.5.0/3",
    "<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", "IST-1GMT0,M10.5.0,M3.5.0/1",
    "<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45",
    "EST+5EDT,M3.2.0/2,M11.1.0/2", "AAA0BBB-1,J60/0,300/0", "ABC-167DEF,J1/-167,J365/167",
  ])
  func wellFormedRulesParse(_ text: String) {
    #expect(PosixZoneRule(parsing: text) != nil)
  }

  @Test(arguments: [
    "", "EST", "ES5", "EST5EDT,M3.2.0", "EST5EDT,M13.2.0,M11.1.0", "EST5EDT,M3.6.0,M11.1.0",
    "EST5EDT,M3.2.7,M11.1.0", "EST5EDT,J0,J365", "EST5EDT,366,J365", "<+03", "<+3>-3",
    "EST5EDT,M3.2.0/168,M11.1.0", "EST5 ", "EST5EDT,M3.2.0,M11.1.0,", "EST5:60", "EST168",
    "EST5EDT,M3.2.0/2:5:60,M11.1.0",
  ])
  func malformedRulesAreRefused(_ text: String) {
    #expect(PosixZoneRule(parsing: text) == nil)
  }

  @Test func aDaylightNameWithoutDatesTakesGlibcsDefaultRule() {
    #expect(PosixZoneRule(parsing: "EST5EDT") == PosixZoneRule(parsing: "EST5EDT,M3.2.0,M11.1.0"))
  }
}
