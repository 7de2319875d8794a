import FoundationEssentials

extension Zone {
  /// The instant at which clocks in this zone show the given wall time, as Foundation's
  /// Gregorian `Calendar` with this zone gives it for the same `DateComponents`.
  ///
  /// A time skipped by a change to summer time moves on by the gap (02:30 on the morning New
  /// York springs forward is 03:30 EDT); a time that happens twice when clocks go back is its
  /// first occurrence (01:30 EDT, not 01:30 EST). Nil unless the parts name a real time:
  /// year 1...9999, a day that month has, hour 0...23, minute and second 0...59.
  ///
  /// The calendar is the proleptic Gregorian one of `Day`: before 15 October 1582, where
  /// Foundation's Gregorian calendar turns Julian, the two differ.
  public func date(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Date? {
    guard (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second),
      let calendarDay = try? Day(year: year, month: month, day: day)
    else { return nil }
    let local = Int64(calendarDay.dayNumber) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
    // The offsets in force well before and well after: 30 hours is more than any offset
    // (RFC 8536 keeps them within 26 hours), so a change the wall time falls in lies between.
    let before = rules.offset(at: local - 108_000)
    let after = rules.offset(at: local + 108_000)
    let fits = { (offset: Int) in rules.offset(at: local - Int64(offset)) == offset }
    let offset: Int
    switch (fits(before), fits(after)) {
    case (true, true): offset = max(before, after)  // a repeated time: its first occurrence
    case (false, true): offset = after
    case (true, false): offset = before
    case (false, false): offset = before  // in a gap: the offset before it moves past it
    }
    return Date(timeIntervalSince1970: Double(local - Int64(offset)))
  }
}
