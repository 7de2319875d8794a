import Foundation
import Testing

@testable import MoodCore

@Suite struct ZoneKnownIdentifiersTests {
  @Test func theSystemsZonesAreListedSortedAndEachIsAccepted() throws {
    let names = Zone.knownIdentifiers
    #expect(names.contains("Europe/London"))
    #expect(names.contains("UTC"))
    #expect(names.contains("America/Argentina/Buenos_Aires"))
    #expect(names == names.sorted())
    #expect(names.count > 300)
    for name in names {
      #expect(!name.hasPrefix("posix/") && !name.hasPrefix("right/"), "\(name)")
      #expect(!["posixrules", "localtime", "Factory", "zone.tab", "leapseconds"].contains(name))
      #expect(Zone(identifier: name) != nil, "\(name)")
    }
  }

  @Test func onlyZoneFilesAreListed() throws {
    let folder = try ZoneFolderFixture()
    try folder.compile(
      """
      Zone Test/East 3:30 - +0330
      Zone Test/Deep/West -7:00 - -07
      """)
    let zone = try folder.bytes(of: "Test/East")
    try folder.write("posixrules", zone)
    try folder.write("localtime", zone)
    try folder.write("Factory", zone)
    try folder.write("posix/Test/East", zone)
    try folder.write("right/Test/East", zone)
    try folder.write("zone.tab", Array("AD\t+4230+00131\tEurope/Andorra\n".utf8))
    try folder.write("leapseconds", Array("Leap\t1972\tJun\t30\t23:59:60\t+\tS\n".utf8))
    try folder.write("Test/Damaged", Array(zone.prefix(60)))
    try FileManager.default.createSymbolicLink(
      atPath: folder.directory.file("Test/Link"), withDestinationPath: "East")
    try FileManager.default.createSymbolicLink(
      atPath: folder.directory.file("Test/Loop"), withDestinationPath: ".")
    #expect(
      Zone.knownIdentifiers(folder: folder.path) == [
        "GMT", "Test/Deep/West", "Test/East", "Test/Link", "UTC",
      ])
  }
}
