import MoodSystem

extension PosixZoneRule {
  /// Parses a POSIX `TZ` rule with the extensions of RFC 8536, section 3.3.1 (times from -167
  /// to 167 hours): `std offset [dst [offset] [,start[/time],end[/time]]]`. Nil unless the
  /// whole text is one rule.
  init?(parsing text: String) {
    var scanner = RuleScanner(bytes: Array(text.utf8))
    guard scanner.name(), let standard = scanner.duration(maximumHours: 167) else { return nil }
    // The rule's offsets count west of Greenwich.
    standardOffset = -standard
    guard !scanner.isAtEnd else {
      daylight = nil
      return
    }
    guard scanner.name() else { return nil }
    let daylightOffset = scanner.duration(maximumHours: 167).map { -$0 } ?? standardOffset + 3600
    let start: Change
    let end: Change
    if scanner.isAtEnd {
      // POSIX leaves a rule without dates to the implementation: glibc's default, the United
      // States' rule since 2007.
      start = Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
      end = Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
    } else {
      guard scanner.skip(","), let first = scanner.change(), scanner.skip(","),
        let second = scanner.change(), scanner.isAtEnd
      else { return nil }
      start = first
      end = second
    }
    daylight = Daylight(offset: daylightOffset, start: start, end: end)
  }
}

/// Reads the parts of a POSIX `TZ` rule from its ASCII bytes.
private struct RuleScanner {
  let bytes: [UInt8]
  var position = 0

  var isAtEnd: Bool { position == bytes.count }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard current == UInt8(ascii: character) else { return false }
    position += 1
    return true
  }

  /// A zone abbreviation: three or more letters, or `<...>` holding three or more letters,
  /// digits, `+` or `-` (`<+0330>`).
  mutating func name() -> Bool {
    let quoted = skip("<")
    let start = position
    while let byte = current,
      byte.isASCIILetter || (quoted && (byte.isASCIIDigit || "+-".utf8.contains(byte)))
    {
      position += 1
    }
    guard position - start >= 3 else { return false }
    return !quoted || skip(">")
  }

  /// `[+|-]hh[:mm[:ss]]` in seconds, hours up to `maximumHours`.
  mutating func duration(maximumHours: Int) -> Int? {
    let negative = skip("-")
    if !negative { _ = skip("+") }
    guard let hours = number(digits: 1...3), hours <= maximumHours else { return nil }
    var seconds = hours * 3600
    for unit in [60, 1] {
      guard skip(":") else { break }
      guard let value = number(digits: 1...2), value < 60 else { return nil }
      seconds += value * unit
    }
    return negative ? -seconds : seconds
  }

  /// `Jn`, `n` or `Mm.w.d`, then `/time` or 02:00.
  mutating func change() -> PosixZoneRule.Change? {
    let day: PosixZoneRule.YearDay
    if skip("J") {
      guard let n = number(digits: 1...3), (1...365).contains(n) else { return nil }
      day = .julian(n)
    } else if skip("M") {
      guard let month = number(digits: 1...2), (1...12).contains(month), skip("."),
        let week = number(digits: 1...1), (1...5).contains(week), skip("."),
        let weekday = number(digits: 1...1), weekday <= 6
      else { return nil }
      day = .monthWeekDay(month: month, week: week, weekday: weekday)
    } else {
      guard let n = number(digits: 1...3), n <= 365 else { return nil }
      day = .zeroBased(n)
    }
    guard skip("/") else { return PosixZoneRule.Change(day: day, time: 7200) }
    guard let time = duration(maximumHours: 167) else { return nil }
    return PosixZoneRule.Change(day: day, time: time)
  }

  private mutating func number(digits: ClosedRange<Int>) -> Int? {
    let start = position
    var value = 0
    while let byte = current, byte.isASCIIDigit, position - start < digits.upperBound {
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      position += 1
    }
    return position - start >= digits.lowerBound ? value : nil
  }
}
