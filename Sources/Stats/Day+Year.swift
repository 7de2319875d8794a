import MoodCore

extension Day {
  /// January 1 of this day's year.
  var firstOfYear: Day {
    var first = firstOfMonth
    while first.month > 1 { first = first.adding(days: -1).firstOfMonth }
    return first
  }
}
