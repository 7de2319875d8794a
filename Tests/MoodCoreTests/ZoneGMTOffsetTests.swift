import Foundation
import Testing

@testable import MoodCore

/// The fixed offsets Foundation's `TimeZone(identifier:)` read from `GMT` and `UTC` names, which
/// entries logged before MoodCard had its own zones hold.
@Suite struct ZoneGMTOffsetTests {
  @Test(arguments: [
    "GMT+8", "UTC+8", "GMT+08", "GMT-3", "GMT+0800", "UTC-0330", "GMT+08:00", "GMT-3:30",
    "UTC+5.45", "GMT+05:45", "GMT+18", "GMT-18:00", "GMT+00:00", "UTC-0",
  ])
  func aNameFoundationAcceptedIsItsZoneUnderItsName(name: String) throws {
    let foundation = try #require(TimeZone(identifier: name))
    let zone = try #require(Zone(identifier: name))
    #expect(zone.identifier == foundation.identifier)
    let instant = Date(timeIntervalSince1970: 1_780_000_000)
    #expect(zone.secondsFromGMT(for: instant) == foundation.secondsFromGMT(for: instant))
    // The name stored is read back as the same zone.
    #expect(Zone(identifier: zone.identifier) == zone)
  }

  @Test(arguments: [
    "GMT+", "GMT+123", "GMT+19", "GMT+18:30", "GMT+1:60", "GMT+1:5", "GMT+12345", "UTC8",
    "GMT*8", "GMT+8:", "GMT+:30", "gmt+8", "UTC+08:00:00",
  ])
  func otherTextIsNoZone(name: String) {
    #expect(TimeZone(identifier: name) == nil)
    #expect(Zone(identifier: name) == nil)
  }

  @Test func tzKeepsItsPosixMeaningAndIsNotReadAsAnOffsetEast() {
    // `TZ=GMT+8` is eight hours west in POSIX's sign, so it is no zone file's name and gives
    // UTC, as every rule in `TZ` does, rather than Foundation's eight hours east.
    #expect(
      Zone.current(tz: "GMT+8", folder: "/nonexistent", localtime: "/x", timezoneFile: "/x") == .utc
    )
  }
}
