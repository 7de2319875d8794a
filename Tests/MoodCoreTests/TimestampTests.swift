import Foundation
import Testing

@testable import MoodCore

@Suite struct TimestampTests {
  @Test func formatsUTCWithMillisecondsAndLocalTimesWithTheirOffset() {
    let instant = Date(timeIntervalSince1970: 1_772_653_140.25)
    #expect(Timestamp.format(instant) == "2026-03-04T19:39:00.250Z")
    #expect(Timestamp.format(instant, offsetSeconds: 3600) == "2026-03-04T20:39:00.250+01:00")
    #expect(Timestamp.format(instant, offsetSeconds: -34_200) == "2026-03-04T10:09:00.250-09:30")
    #expect(Timestamp.format(Date(timeIntervalSince1970: -0.001)) == "1969-12-31T23:59:59.999Z")
  }

  @Test func parsesWhatItFormatsAndOffsetsAndFractions() {
    let instant = Date(timeIntervalSince1970: 1_772_653_140.25)
    #expect(Timestamp.parse("2026-03-04T19:39:00.250Z") == instant)
    #expect(Timestamp.parse("2026-03-04T20:39:00.25+01:00") == instant)
    #expect(Timestamp.parse("2026-03-04T19:39:00.2504999Z") == instant)
    #expect(Timestamp.parse("2026-03-04T19:39:00Z") == Date(timeIntervalSince1970: 1_772_653_140))
  }

  @Test(arguments: [
    "", "2026-03-04", "2026-03-04 19:39:00Z", "2026-03-04T24:00:00Z", "2026-02-30T10:00:00Z",
    "2026-03-04T19:39:00", "2026-03-04T19:39:00.Z", "2026-03-04T19:39:00+1:00",
    "2026-03-04T19:39:00.1234567890Z",
  ])
  func refusesAnythingElse(text: String) {
    #expect(Timestamp.parse(text) == nil)
  }

  @Test func formattingParsingAndFormattingAgainIsStable() {
    for seconds in stride(from: -86_400.0, to: 4_000_000_000, by: 97_654_321.123_456) {
      let first = Timestamp.format(Date(timeIntervalSince1970: seconds))
      let again = Timestamp.parse(first).map { Timestamp.format($0) }
      #expect(again == first)
    }
  }
}
