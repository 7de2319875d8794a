import FoundationEssentials
import MoodSystem

/// Instants written as ISO 8601 text with millisecond precision, by exact integer arithmetic so
/// that formatting, parsing and formatting again always gives the same text: the one grammar of
/// an instant, in backups, exports and `MOODCARD_NOW`.
package enum Timestamp {
  private static let millisecondsPerDay: Int64 = 86_400_000

  /// `2026-03-04T20:39:00.000Z`, or with `offsetSeconds` the local time and its offset
  /// (`2026-03-04T21:39:00.000+01:00`). Rounds to the nearest millisecond.
  package static func format(_ date: Date, offsetSeconds: Int = 0) -> String {
    let local = milliseconds(date) + Int64(offsetSeconds) * 1000
    let dayNumber = floorDivide(local, millisecondsPerDay)
    let ofDay = local - dayNumber * millisecondsPerDay
    let day = Day(dayNumber: Int(dayNumber))
    let time =
      pad(ofDay / 3_600_000, 2) + ":" + pad(ofDay / 60_000 % 60, 2) + ":"
      + pad(ofDay / 1000 % 60, 2) + "." + pad(ofDay % 1000, 3)
    return "\(day)T\(time)" + zone(offsetSeconds)
  }

  /// The instant `text` names, written `YYYY-MM-DDTHH:MM:SS`, optionally a fraction of a second
  /// (rounded to milliseconds), then `Z` or an offset `+HH:MM`/`-HH:MM`; `nil` for anything else.
  package static func parse(_ text: String) -> Date? {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 20, scalars[10] == "T", scalars[13] == ":", scalars[16] == ":",
      let day = try? Day(parsing: String(String.UnicodeScalarView(scalars[0..<10]))),
      let hour = number(scalars[11..<13]), hour < 24,
      let minute = number(scalars[14..<16]), minute < 60,
      let second = number(scalars[17..<19]), second < 60
    else { return nil }
    var rest = scalars[19...]
    var fraction: Int64 = 0
    if rest.first == "." {
      let digits = rest.dropFirst().prefix { ("0"..."9").contains($0) }
      guard (1...9).contains(digits.count), let value = number(digits) else { return nil }
      // Scale to nanoseconds, then round to milliseconds.
      var nanoseconds = value
      for _ in digits.count..<9 { nanoseconds *= 10 }
      fraction = (nanoseconds + 500_000) / 1_000_000
      rest = rest.dropFirst(1 + digits.count)
    }
    guard let offset = offsetSeconds(String(String.UnicodeScalarView(rest))) else { return nil }
    let local =
      Int64(day.dayNumber) * millisecondsPerDay + (hour * 3600 + minute * 60 + second) * 1000
      + fraction
    return date(milliseconds: local - Int64(offset) * 1000)
  }

  /// The instant as whole milliseconds since 1970, rounded to the nearest.
  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  /// The instant `milliseconds` after 1970.
  static func date(milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  // MARK: - Parts

  private static func zone(_ offsetSeconds: Int) -> String {
    guard offsetSeconds != 0 else { return "Z" }
    let minutes = abs(offsetSeconds) / 60
    return (offsetSeconds < 0 ? "-" : "+") + pad(Int64(minutes / 60), 2) + ":"
      + pad(Int64(minutes % 60), 2)
  }

  private static func offsetSeconds(_ text: String) -> Int? {
    if text == "Z" { return 0 }
    let scalars = Array(text.unicodeScalars)
    guard scalars.count == 6, scalars[0] == "+" || scalars[0] == "-", scalars[3] == ":",
      let hours = number(scalars[1..<3]), hours < 24, let minutes = number(scalars[4..<6]),
      minutes < 60
    else { return nil }
    return (scalars[0] == "-" ? -1 : 1) * Int(hours * 3600 + minutes * 60)
  }

  private static func number(_ scalars: ArraySlice<Unicode.Scalar>) -> Int64? {
    guard !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
    return Int64(String(String.UnicodeScalarView(scalars)))
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    NumberText.zeroPadded(Int(value), width: width)
  }

  private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }
}
