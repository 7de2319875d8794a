import MoodCore

/// What a report's first page tells a clinician in two minutes: the means week by week (month
/// by month over a longer range), how low the low days went, the strongest with-and-without
/// patterns, and the entries the person marked to talk about. Counts and means only.
///
/// ```swift
/// let summary = ReportSummary(
///   entries: inRange, range: range, today: today, firstWeekday: .monday, patterns: patterns)
/// summary.periods.last?.tally.mean   // the last week's mean
/// summary.lowDays                    // days scored 3 or lower
/// ```
public struct ReportSummary: Sendable, Equatable {
  /// A week or a month of the range (clipped to it and to today) and its logged days.
  public struct Period: Sendable, Equatable {
    /// The period's days within the range, up to today.
    public let days: DayRange
    /// The logged days of the period and their scores.
    public let tally: ScoreTally
  }

  /// The score at or under which a day counts as low. A count of days, never a judgement.
  public static let lowScore = 3
  /// The most patterns the first page names.
  public static let patternCount = 3
  /// The longest range whose periods are weeks: nine weeks, a gap between sessions at its
  /// longest; past it a page of weeks would be a table, so months take their place.
  public static let longestWeeklyRange = 63

  /// The weeks of the range (each starting on the first weekday), or its months past
  /// `longestWeeklyRange` days; days after today are left out.
  public let periods: [Period]
  /// Whether `periods` are weeks, not months.
  public let periodsAreWeeks: Bool
  /// The logged days scored `lowScore` or lower.
  public let lowDays: Int
  /// The comparable patterns with the largest differences, whichever their sign, at most
  /// `patternCount`; none whose difference rounds to 0.0.
  public let patterns: [Pattern]
  /// The entries marked to discuss, newest first: the days a person most wants to talk about
  /// come first, and when the first page has no room for all, the oldest give way.
  public let discussed: [ReportEntry]

  /// The summary of `entries` (those of `range`, each day once) in `range`.
  public init(
    entries: [ReportEntry], range: DayRange, today: Day, firstWeekday: Weekday,
    patterns: Patterns
  ) {
    let last = Swift.min(range.last, today)
    periodsAreWeeks = range.count <= ReportSummary.longestWeeklyRange
    var periods: [Period] = []
    var start = range.first
    while start <= last {
      let end: Day
      if periodsAreWeeks {
        let offset = (Weekday(of: start).rawValue - firstWeekday.rawValue + 7) % 7
        end = Swift.min(start.adding(days: 6 - offset), last)
      } else {
        end = Swift.min(start.lastOfMonth, last)
      }
      // `start <= end` holds, so the range is valid.
      if let days = try? DayRange(first: start, last: end) {
        periods.append(
          Period(
            days: days,
            tally: ScoreTally(scores: entries.filter { days.contains($0.day) }.map(\.score))
          ))
      }
      start = end.adding(days: 1)
    }
    self.periods = periods
    lowDays = entries.filter { $0.score <= ReportSummary.lowScore }.count
    // A difference that rounds to 0.0 is no pattern to name.
    self.patterns = Array(
      patterns.comparable.filter { abs($0.difference ?? 0) >= 0.05 }
        .prefix(ReportSummary.patternCount))
    discussed = entries.filter(\.isMarkedToDiscuss).sorted { $0.day > $1.day }
  }
}
