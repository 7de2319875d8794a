import MoodCore

extension Database {
  /// The logged days outside `range` that its logging streaks reach: the run going back from
  /// the day before the range, the run going forward from the day after it, and the current
  /// run, ending today or yesterday. With the range's own entries they give `Streak` the
  /// numbers the whole history gives, for a few queries instead of reading every entry. A day
  /// may be given twice, when two of the runs are one.
  public func loggedDays(reachedByStreaksOf range: DayRange, today: Day) throws -> [Day] {
    var days: [Day] = []
    func addRun(from day: Day, backward: Bool) throws -> Int {
      let length = try loggedRunLength(from: day, backward: backward)
      days.reserveCapacity(days.count + length)
      for offset in 0..<length { days.append(day.adding(days: backward ? -offset : offset)) }
      return length
    }
    _ = try addRun(from: range.first.adding(days: -1), backward: true)
    if range.last < today {
      _ = try addRun(from: range.last.adding(days: 1), backward: false)
      let yesterday = today.adding(days: -1)
      if try addRun(from: today, backward: true) == 0, yesterday > range.last {
        _ = try addRun(from: yesterday, backward: true)
      }
    }
    return days
  }
}
