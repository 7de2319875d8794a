import MoodCore
import Stats

extension Option {
  /// The range options of `stats`, `chart` and `report`.
  static let statsRange: [Option] = [
    .value("days", "N", "The last N days, ending today (1 to 366)"),
    .value("from", "DAY", "The first day of the range"),
    .value("to", "DAY", "The last day of the range (default: today)"),
    .value("month", "YYYY-MM", "A whole month"),
    .value("year", "YYYY", "A whole year"),
  ]
}

extension Invocation {
  /// The days asked for with `Option.statsRange`, or `fallback` when none was given.
  func statsRange(today: Day, fallback: StatsRange = .standard) throws -> DayRange {
    try StatsRange(
      days: value("days"), from: dayText("from"), to: dayText("to"), month: value("month"),
      year: value("year"), fallback: fallback
    ).resolved(today: today)
  }

  /// The value of `--name` with `today` and `yesterday` written as days; any other text is
  /// passed on as given, so `StatsRange` names the option when it is not a day.
  private func dayText(_ name: String) -> String? {
    value(name).map { text in (try? day(text))?.description ?? text }
  }
}
