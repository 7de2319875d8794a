import FoundationEssentials
import MoodSystem

/// A calendar day in the proleptic Gregorian calendar, with no time and no time zone.
///
/// A mood belongs to the day the person lived it, so MoodCard never stores a `Date` for it:
/// a `Day` cannot be moved to another day by a time zone or a daylight-saving change.
/// Arithmetic works on day numbers, never on 24-hour steps.
///
/// ```swift
/// let day = try Day(parsing: "2026-11-29")
/// day.adding(days: 1).description  // "2026-11-30"
/// ```
public struct Day: Sendable, Hashable, Comparable {
  /// The year, 1...9999.
  public let year: Int
  /// The month, 1...12.
  public let month: Int
  /// The day of the month, 1...31.
  public let day: Int

  /// Makes a day from its parts.
  /// - Throws: `DomainError.invalidDay` when the parts do not name a real day (`2026-02-30`).
  public init(year: Int, month: Int, day: Int) throws {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Day.daysIn(month: month, year: year)).contains(day)
    else {
      throw DomainError.invalidDay(
        NumberText.zeroPadded(year, width: 4) + "-" + NumberText.zeroPadded(month, width: 2) + "-"
          + NumberText.zeroPadded(day, width: 2),
        reason: Day.whyInvalid(year: year, month: month))
    }
    self.year = year
    self.month = month
    self.day = day
  }

  private init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses a day written `YYYY-MM-DD`.
  /// - Throws: `DomainError.invalidDay` naming the text and what is wrong with it.
  public init(parsing text: String) throws {
    // Reads the UTF-8 bytes directly: stores parse thousands of days per query.
    let bytes = Array(text.utf8)
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = Int(bytes[index]) - 48
        guard (0...9).contains(digit) else { return nil }
        value = value * 10 + digit
      }
      return value
    }
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
    else {
      throw DomainError.invalidDay(text, reason: .notYYYYMMDD)
    }
    try self.init(year: year, month: month, day: day)
  }

  /// The day of `instant` in `timeZone` as a day to record: refused when it falls outside the
  /// years 1...9999 (the first hours of 0001-01-01 UTC are still 0000-12-31 west of UTC), which
  /// a store, a backup and an export could not carry.
  /// - Throws: `DomainError.invalidDay` with `.yearOutOfRange`.
  public init(today instant: Date, timeZone: Zone) throws {
    self.init(instant: instant, timeZone: timeZone)
    guard (1...9999).contains(year) else {
      throw DomainError.invalidDay(description, reason: .yearOutOfRange)
    }
  }

  /// The day on which `instant` falls in `timeZone`, by the Gregorian calendar.
  public init(instant: Date, timeZone: Zone) {
    // The zone's offset at that instant, then whole days since 1970-01-01: a `Calendar` and its
    // date components cost a chart's process more (the runtime's first look-ups of their types).
    let local = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
    self.init(dayNumber: Int((local / 86_400).rounded(.down)))
  }

  /// Whether `year` is a leap year of the Gregorian calendar.
  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days in `month` (1...12) of `year`: 28 to 31, February having 29 in a
  /// leap year of the Gregorian calendar.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  private static func whyInvalid(year: Int, month: Int) -> Problem {
    if !(1...9999).contains(year) { return .yearOutOfRange }
    if !(1...12).contains(month) { return .monthOutOfRange }
    return .pastEndOfMonth(month: month, year: year, days: daysIn(month: month, year: year))
  }

  // MARK: - Day numbers

  /// Days since 1970-01-01 (negative before it).
  ///
  /// The civil-from-days algorithm of Howard Hinnant: exact integer arithmetic, no calendar object.
  public var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day with the given day number (days since 1970-01-01).
  public init(dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    self.init(unchecked: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> Day {
    Day(dayNumber: dayNumber + count)
  }

  /// The number of days from this day to `other` (negative when `other` is earlier).
  public func days(to other: Day) -> Int {
    other.dayNumber - dayNumber
  }

  /// The ISO weekday: 1 is Monday, 7 is Sunday.
  public var isoWeekday: Int {
    // 1970-01-01 was a Thursday (ISO 4).
    ((dayNumber % 7 + 7) % 7 + 3) % 7 + 1
  }

  /// The first day of this day's month.
  public var firstOfMonth: Day { Day(unchecked: year, month, 1) }

  /// The last day of this day's month.
  public var lastOfMonth: Day { Day(unchecked: year, month, Day.daysIn(month: month, year: year)) }

  public static func < (lhs: Day, rhs: Day) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

// MARK: - Text

extension Day: CustomStringConvertible, LosslessStringConvertible {
  /// The day written `YYYY-MM-DD`.
  public var description: String {
    NumberText.zeroPadded(year, width: 4) + "-" + NumberText.zeroPadded(month, width: 2) + "-"
      + NumberText.zeroPadded(day, width: 2)
  }

  public init?(_ description: String) {
    guard let day = try? Day(parsing: description) else { return nil }
    self = day
  }
}

// MARK: - Codable

extension Day: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "\(error)"))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
