import FoundationEssentials
import MoodCore
import MoodSystem

/// A date as Apple Health's `export.xml` writes it, `2026-03-04 20:39:00 +0100`: the local day
/// and time at the offset the phone had then. ISO 8601 (`2026-03-04T20:39:00+01:00`, `Z`) is
/// read too.
struct AppleHealthDate: Equatable {
  /// The day as written: the day the person lived it, wherever they were.
  let day: Day
  /// The instant.
  let instant: Date
  /// Seconds east of UTC.
  let offset: Int

  /// Reads `text`, or nil when it is not such a date.
  init?(_ text: String) {
    let bytes = Array(text.trimmingWhitespace().utf8)
    func number(_ range: Range<Int>) -> Int? {
      guard range.upperBound <= bytes.count,
        bytes[range].allSatisfy({ (0x30...0x39).contains($0) })
      else { return nil }
      return bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
    guard bytes.count >= 19, bytes[4] == 0x2D, bytes[7] == 0x2D,
      bytes[10] == 0x20 || bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A,
      let year = number(0..<4), let month = number(5..<7), let dayOfMonth = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      hour < 24, minute < 60, second < 60,
      let day = try? Day(year: year, month: month, day: dayOfMonth),
      let offset = AppleHealthDate.offset(Array(bytes[19...]))
    else { return nil }
    self.day = day
    self.offset = offset
    let local = day.dayNumber * 86_400 + hour * 3600 + minute * 60 + second
    instant = Date(timeIntervalSince1970: TimeInterval(local - offset))
  }

  /// The zone named by the offset alone (`GMT-0500`, `GMT` for none), as MoodCard names a
  /// fixed offset.
  var zoneName: String {
    guard offset != 0 else { return "GMT" }
    let minutes = abs(offset) / 60
    return (offset < 0 ? "GMT-" : "GMT+")
      + NumberText.zeroPadded(minutes / 60 * 100 + minutes % 60, width: 4)
  }

  /// Seconds east of UTC of ` +0100`, `+01:00`, `Z`, or nothing after the time (UTC).
  private static func offset(_ rest: [UInt8]) -> Int? {
    var rest = rest
    // Fractions of a second (`.123`) are dropped: the minute is what a journal keeps.
    if rest.first == 0x2E {
      rest = Array(rest.drop(while: { $0 == 0x2E || (0x30...0x39).contains($0) }))
    }
    rest = Array(rest.drop(while: { $0 == 0x20 }))
    if rest.isEmpty || rest == [0x5A] { return 0 }
    guard rest.count == 5 || (rest.count == 6 && rest[3] == 0x3A),
      rest[0] == 0x2B || rest[0] == 0x2D
    else { return nil }
    let digits = rest.dropFirst().filter { $0 != 0x3A }
    guard digits.count == 4, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    let values = digits.map { Int($0 - 0x30) }
    let hours = values[0] * 10 + values[1], minutes = values[2] * 10 + values[3]
    guard hours <= 18, minutes < 60 else { return nil }
    return (rest[0] == 0x2D ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}
