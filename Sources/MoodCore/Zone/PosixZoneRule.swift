/// A POSIX `TZ` rule, as in the footer of a TZif file (RFC 8536, section 3.3): a standard
/// offset, and optionally a daylight-saving offset with the yearly dates it starts and ends.
///
/// `CET-1CEST,M3.5.0,M10.5.0/3` is one hour east of UTC, two from 02:00 on the last Sunday of
/// March to 03:00 (daylight time) on the last Sunday of October.
struct PosixZoneRule: Sendable, Equatable {
  /// Seconds east of UTC (the opposite sign of the rule's text).
  let standardOffset: Int
  let daylight: Daylight?

  struct Daylight: Sendable, Equatable {
    /// Seconds east of UTC.
    let offset: Int
    /// When daylight time starts, in local standard time.
    let start: Change
    /// When it ends, in local daylight time.
    let end: Change
  }

  /// A yearly change: a day of the year and the local time on it.
  struct Change: Sendable, Equatable {
    let day: YearDay
    /// Seconds after local midnight, -167 to 167 hours (RFC 8536, section 3.3.1).
    let time: Int
  }

  enum YearDay: Sendable, Equatable {
    /// `Jn`: day 1...365, February 29 never counted.
    case julian(Int)
    /// `n`: day 0...365, February 29 counted.
    case zeroBased(Int)
    /// `Mm.w.d`: weekday `d` (0 is Sunday) of week `w` (1...5, 5 the last) of month `m`.
    case monthWeekDay(month: Int, week: Int, weekday: Int)
  }

  /// The offset in force at `instant` (seconds since 1970).
  func offset(at instant: Int64) -> Int {
    guard let daylight else { return standardOffset }
    let year = Day(dayNumber: Int(floorDivide(instant + Int64(standardOffset), 86_400))).year
    // Daylight time runs from each year's start to that year's end, or to the next year's end
    // when the start comes later in the year (southern hemisphere). The years around `year`
    // cover changes pushed over New Year by their times; overlapping periods (daylight time
    // all year, `0/0,J365/25`) join.
    for ruleYear in (year - 1)...(year + 1) {
      let start = localTime(of: daylight.start, in: ruleYear) - Int64(standardOffset)
      var end = localTime(of: daylight.end, in: ruleYear) - Int64(daylight.offset)
      if end <= start {
        end = localTime(of: daylight.end, in: ruleYear + 1) - Int64(daylight.offset)
      }
      if start <= instant && instant < end { return daylight.offset }
    }
    return standardOffset
  }

  /// The local time of `change` in `year`, in seconds since 1970 as if local time were UTC.
  private func localTime(of change: Change, in year: Int) -> Int64 {
    Int64(dayNumber(of: change.day, in: year)) * 86_400 + Int64(change.time)
  }

  private func dayNumber(of day: YearDay, in year: Int) -> Int {
    let newYear = Self.dayNumber(ofNewYear: year)
    switch day {
    case .julian(let n):
      return newYear + n - 1 + (Day.isLeap(year) && n >= 60 ? 1 : 0)
    case .zeroBased(let n):
      return newYear + n
    case .monthWeekDay(let month, let week, let weekday):
      var first = newYear
      for earlier in 1..<month { first += Day.daysIn(month: earlier, year: year) }
      // 1970-01-01, day 0, was a Thursday (weekday 4).
      let firstWeekday = Int(floorModulo(Int64(first) + 4, 7))
      var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
      while day >= first + Day.daysIn(month: month, year: year) { day -= 7 }
      return day
    }
  }

  /// Days from 1970-01-01 to 1 January of `year`, for any year of the proleptic Gregorian
  /// calendar (`Day` holds years 1...9999 only, and the rule needs the years around them).
  static func dayNumber(ofNewYear year: Int) -> Int {
    let before = Int64(year - 1)
    let leapDays = floorDivide(before, 4) - floorDivide(before, 100) + floorDivide(before, 400)
    // 719,162 days from 0001-01-01 to 1970-01-01.
    return Int(before * 365 + leapDays) - 719_162
  }
}

private func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
  let quotient = value / divisor
  return value % divisor < 0 ? quotient - 1 : quotient
}

private func floorModulo(_ value: Int64, _ divisor: Int64) -> Int64 {
  value - floorDivide(value, divisor) * divisor
}
