import Foundation
import TestSupport
import Testing

@testable import MoodCore

/// The process's zone from `TZ`, `/etc/localtime` and `/etc/timezone`, given here as files of
/// a temporary folder.
@Suite struct ZoneCurrentTests {
  private let folder: ZoneFolderFixture
  private let zones: String
  private let localtime: String
  private let timezoneFile: String

  init() throws {
    folder = try ZoneFolderFixture()
    try folder.compile(
      """
      Zone Test/East 3:30 - +0330
      Zone Test/West -7:00 - -07
      """)
    zones = folder.path
    try FileManager.default.createDirectory(
      atPath: folder.directory.file("etc"), withIntermediateDirectories: true)
    localtime = folder.directory.file("etc/localtime")
    timezoneFile = folder.directory.file("etc/timezone")
  }

  private func current(tz: String?) -> String {
    Zone.current(tz: tz, folder: zones, localtime: localtime, timezoneFile: timezoneFile)
      .identifier
  }

  @Test func tzNamesTheZone() {
    #expect(current(tz: "Test/East") == "Test/East")
    #expect(current(tz: ":Test/East") == "Test/East")
    #expect(current(tz: zones + "/Test/East") == "Test/East")
    #expect(current(tz: ":" + zones + "/Test/West") == "Test/West")
    #expect(current(tz: zones + "/./Test/../Test/West") == "Test/West")
    #expect(current(tz: "UTC") == "UTC")
  }

  @Test func tzNamingTheLocaltimeFileOrALinkIntoTheFolderIsThatZone() throws {
    // `TZ=:/etc/localtime` is a common setting (glibc then reads the file once, not on every
    // call); it is the system's zone, from the link or else /etc/timezone.
    try "Test/West\n".write(toFile: timezoneFile, atomically: true, encoding: .utf8)
    #expect(current(tz: ":" + localtime) == "Test/West")
    try FileManager.default.createSymbolicLink(
      atPath: localtime, withDestinationPath: zones + "/Test/East")
    #expect(current(tz: ":" + localtime) == "Test/East")
    #expect(current(tz: localtime) == "Test/East")
    let elsewhere = try TemporaryDirectory(prefix: "moodcard-tz-link")
    let link = elsewhere.file("my-zone")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: zones + "/Test/West")
    #expect(current(tz: link) == "Test/West")
  }

  @Test func aTZThatNamesNoZoneIsTheSystemsZoneAndAnEmptyOneUTC() throws {
    try FileManager.default.createSymbolicLink(
      atPath: localtime, withDestinationPath: zones + "/Test/East")
    for tz in [
      "Nowhere/Zone", "EST5EDT,M3.2.0,M11.1.0", "JST-9", "PDT", "/etc/passwd",
      zones + "/../etc/x",
    ] {
      #expect(current(tz: tz) == "Test/East", "TZ=\(tz)")
    }
    #expect(current(tz: "") == "UTC")
    #expect(current(tz: ":") == "UTC")
    #expect(current(tz: nil) == "Test/East")
  }

  @Test func aTZOfFoundationsThreeLetterNamesIsThatZone() {
    let zone = Zone.current(
      tz: "PST", folder: ZoneFolder.path, localtime: localtime, timezoneFile: timezoneFile)
    #expect(zone.identifier == "PST")
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_767_225_600)) == -8 * 3600)
  }

  @Test func withoutTZTheLocaltimeLinkNamesTheZone() throws {
    try FileManager.default.createSymbolicLink(
      atPath: localtime, withDestinationPath: "../Test/West")
    try "Test/East\n".write(toFile: timezoneFile, atomically: true, encoding: .utf8)
    // The relative link resolves against /etc's stand-in, the folder's own etc/.
    #expect(current(tz: nil) == "Test/West")
  }

  @Test func aLinkOutsideTheFolderFallsBackToTheTimezoneFile() throws {
    try FileManager.default.createSymbolicLink(
      atPath: localtime, withDestinationPath: "/etc/passwd")
    try " Test/East \nmore\n".write(toFile: timezoneFile, atomically: true, encoding: .utf8)
    #expect(current(tz: nil) == "Test/East")
  }

  @Test func withNothingToGoOnTheZoneIsUTC() throws {
    #expect(current(tz: nil) == "UTC")
    try "Nowhere/Zone\n".write(toFile: timezoneFile, atomically: true, encoding: .utf8)
    #expect(current(tz: nil) == "UTC")
  }

  @Test func theProcessZoneFollowsTheEnvironment() {
    let tz = ProcessInfo.processInfo.environment["TZ"]
    let expected = Zone.current(
      tz: tz, folder: ZoneFolder.path, localtime: "/etc/localtime", timezoneFile: "/etc/timezone")
    #expect(Zone.current == expected)
  }
}
