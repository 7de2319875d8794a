/// How far apart the dates on a time axis are.
enum DateTickStep: Sendable, Hashable {
  /// Every `n`th day from the first.
  case days(Int)
  /// Every `n`th first day of a week.
  case weeks(Int)
  /// Every first of a month whose number (January is 0) is a multiple of `n`.
  case months(Int)
}
