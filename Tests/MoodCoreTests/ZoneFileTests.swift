import Foundation
import Testing

@testable import MoodCore

/// Which names and files make a zone, and how the data of a TZif file is read.
@Suite struct ZoneFileTests {
  private let folder: ZoneFolderFixture

  init() throws { folder = try ZoneFolderFixture() }

  @Test func utcAndGMTNeedNoZoneFiles() throws {
    for name in ["UTC", "GMT"] {
      let zone = try #require(Zone(identifier: name, folder: folder.path))
      #expect(zone.identifier == name)
      #expect(zone.secondsFromGMT(for: try instant("2026-07-01T00:00:00Z")) == 0)
    }
    #expect(Zone(identifier: "Etc/UTC", folder: folder.path) == nil)
  }

  @Test(arguments: [
    "", "/etc/passwd", "../zoneinfo/UTC", "Europe/../Europe/London", "./UTC", "Europe//London",
    "Europe/London/", "/Europe/London", "posix/Europe/London", "right/Europe/London",
    "posixrules", "localtime", "Factory", "Europe/London ", "Europe/Lon don", "zone.tab",
    "Europe\\London", "Europe/Londön", String(repeating: "A", count: 256), "Europe",
    "Nowhere/Zone",
  ])
  func namesThatAreNoZoneAreRefused(_ name: String) {
    #expect(Zone(identifier: name) == nil)
  }

  @Test func aNameOf255BytesIsStillAName() {
    #expect(ZoneFolder.isZoneName(String(repeating: "A", count: 255)))
    #expect(!ZoneFolder.isZoneName(String(repeating: "A", count: 256)))
  }

  @Test func zonesAreEqualByIdentifier() throws {
    let london = try #require(Zone(identifier: "Europe/London"))
    #expect(london == Zone(identifier: "Europe/London"))
    #expect(london != Zone(identifier: "GB"))
    #expect(Set([london, london, Zone.utc]).count == 2)
  }

  @Test func theFolderIsTZDIRWhenSet() {
    #expect(ZoneFolder.path(tzdir: "/opt/zones") == "/opt/zones")
    #expect(ZoneFolder.path(tzdir: "") == "/usr/share/zoneinfo")
    #expect(ZoneFolder.path(tzdir: nil) == "/usr/share/zoneinfo")
  }

  // MARK: - Damaged files

  private func zone(from bytes: [UInt8]) throws -> Zone? {
    let name = "Test/Z\(UUID().uuidString.prefix(8))"
    try folder.write(name, bytes)
    return Zone(identifier: name, folder: folder.path)
  }

  @Test func everyTruncationOfARealFileIsRefused() throws {
    try folder.compile(
      """
      Rule Test 1990 max - Mar lastSun 1:00u 1:00 S
      Rule Test 1990 max - Oct lastSun 1:00u 0 -
      Zone Test/Europe 1:00 Test CE%sT
      """, size: "fat")
    let bytes = try folder.bytes(of: "Test/Europe")
    #expect(try zone(from: bytes) != nil)
    for length in 0..<bytes.count {
      #expect(ZoneRules(tzif: Array(bytes[..<length])) == nil, "\(length) bytes")
    }
  }

  @Test func filesThatAreNotTZifAreRefused() throws {
    #expect(try zone(from: []) == nil)
    #expect(
      try zone(from: Array("# tzdb data for zone.tab\nAD\t+4230+00131\tEurope/Andorra\n".utf8))
        == nil)
    var file = TZifFile(transitions: [(0, 1)], types: [(0, false), (3600, true)], footer: "AAA0")
    #expect(try zone(from: file.bytes) != nil)
    file.version = UInt8(ascii: "x")
    #expect(try zone(from: file.bytes) == nil)
  }

  @Test func aFIFONamedLikeAZoneIsRefusedWithoutWaitingForAWriter() throws {
    let fifo = folder.path + "/Test/Pipe"
    try FileManager.default.createDirectory(
      atPath: folder.path + "/Test", withIntermediateDirectories: true)
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(Zone(identifier: "Test/Pipe", folder: folder.path) == nil)
  }

  @Test func inconsistentDataIsRefused() throws {
    let valid = TZifFile(
      transitions: [(0, 1), (100, 0)], types: [(0, false), (3600, true)], footer: "AAA0")
    #expect(try zone(from: valid.bytes) != nil)
    var typeOutOfRange = valid
    typeOutOfRange.transitions[1].type = 2
    var unsorted = valid
    unsorted.transitions = [(100, 1), (0, 0)]
    var noTypes = valid
    noTypes.transitions = []
    noTypes.types = []
    var invalidOffset = valid
    invalidOffset.types[1].offset = .min
    var badFooter = valid
    badFooter.footer = "AAA0BBB,M13.1.0,M1.1.0"
    for file in [typeOutOfRange, unsorted, noTypes, invalidOffset, badFooter] {
      #expect(try zone(from: file.bytes) == nil)
    }
    var noFooterNewline = valid.bytes
    noFooterNewline.removeLast()
    #expect(try zone(from: noFooterNewline) == nil)
  }

  // MARK: - Reading the data

  @Test func beforeTheFirstTransitionTypeZeroApplies() throws {
    let file = TZifFile(
      transitions: [(1_000_000_000, 1)], types: [(1234, false), (-7200, false)], footer: "<-02>2")
    let zone = try #require(try zone(from: file.bytes))
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 999_999_999)) == 1234)
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_000_000_000)) == -7200)
    #expect(zone.secondsFromGMT(for: try instant("2100-01-01T00:00:00Z")) == -7200)
  }

  @Test func aVersion1FileKeepsItsLastOffsetAfterItsLastTransition() throws {
    let file = TZifFile(
      version: 0, transitions: [(-100, 1), (100, 2)],
      types: [(-3600, false), (3600, true), (7200, false)])
    let zone = try #require(try zone(from: file.bytes))
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: -101)) == -3600)
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: -100)) == 3600)
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 99)) == 3600)
    #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 100)) == 7200)
    #expect(zone.secondsFromGMT(for: try instant("2100-01-01T00:00:00Z")) == 7200)
  }

  @Test func slimAndFatFilesGiveTheSameOffsets() throws {
    let source = """
      Rule US 1967 2006 - Oct lastSun 2:00 0 S
      Rule US 1967 1973 - Apr lastSun 2:00 1:00 D
      Rule US 1974 1986 - Apr lastSun 2:00 1:00 D
      Rule US 1987 2006 - Apr Sun>=1 2:00 1:00 D
      Rule US 2007 max - Mar Sun>=8 2:00 1:00 D
      Rule US 2007 max - Nov Sun>=1 2:00 0 S
      Zone Test/Eastern -4:56:02 - LMT 1883 Nov 18 17:00u
        -5:00 US E%sT
      """
    let slim = try ZoneFolderFixture()
    let fat = try ZoneFolderFixture()
    try slim.compile(source, size: "slim")
    try fat.compile(source, size: "fat")
    #expect(try slim.bytes(of: "Test/Eastern").count < fat.bytes(of: "Test/Eastern").count)
    let slimZone = try #require(Zone(identifier: "Test/Eastern", folder: slim.path))
    let fatZone = try #require(Zone(identifier: "Test/Eastern", folder: fat.path))
    #expect(slimZone.secondsFromGMT(for: try instant("1800-01-01T00:00:00Z")) == -17762)
    for seconds in stride(from: -3_000_000_000.0, to: 7_000_000_000, by: 86_400 * 3 + 3_600) {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(slimZone.secondsFromGMT(for: date) == fatZone.secondsFromGMT(for: date))
    }
  }

  @Test func instantsFromYear1To9999AndBeyondDoNotTrap() throws {
    let london = try #require(Zone(identifier: "Europe/London"))
    // London's local mean time, -0:01:15, until 1847; then the footer's GMT and BST.
    #expect(london.secondsFromGMT(for: try midnightUTC(1, 1, 1)) == -75)
    #expect(london.secondsFromGMT(for: try midnightUTC(9999, 7, 1)) == 3600)
    #expect(
      london.secondsFromGMT(for: try midnightUTC(9999, 12, 31).addingTimeInterval(86_399)) == 0)
    for seconds in [
      -1e300, 1e300, .infinity, -.infinity, .nan, Date.distantPast.timeIntervalSince1970,
    ] {
      _ = london.secondsFromGMT(for: Date(timeIntervalSince1970: seconds))
    }
    let footerOnly = TZifFile(types: [(-18000, false)], footer: "EST5EDT,M3.2.0,M11.1.0")
    let zone = try #require(try zone(from: footerOnly.bytes))
    #expect(zone.secondsFromGMT(for: try midnightUTC(1, 1, 1)) == -18000)
    #expect(zone.secondsFromGMT(for: try midnightUTC(1, 7, 1)) == -14400)
    #expect(zone.secondsFromGMT(for: try midnightUTC(9999, 7, 1)) == -14400)
  }
}
