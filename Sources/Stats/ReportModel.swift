import MoodCore

/// Everything a report shows: the numbers of a range of days, the models its charts draw, and
/// the entries of its table. Pure: computed from domain values; `CardRender`'s `ReportRenderer`
/// lays it out and draws it.
///
/// ```swift
/// let model = ReportModel(
///   entries: entries, habits: habits, completions: completions, vocabulary: vocabulary,
///   range: month, today: today, options: ReportOptions(locale: .simplifiedChinese))
/// let pdf = try ReportRenderer().render(model)
/// ```
public struct ReportModel: Sendable, Equatable {
  /// The days the report covers.
  public let range: DayRange
  /// The day of the session the report starts after (its range begins the next day), when it
  /// was asked for as "since the last session"; `nil` for a range given by its days.
  public let sinceSession: Day?
  /// The person's today: days after it are still to come.
  public let today: Day
  /// Paper, language and redaction.
  public let options: ReportOptions
  /// The daily scores of the range, with their mean and median; the moving average of its first
  /// days reaches back before it, except in a report since a session.
  public let series: ScoreSeries
  /// The runs of logged days within the range (`Streak`, as `mood stats` counts them): the
  /// longest, and the current one, shown only when `showsCurrentStreak`.
  public let streak: Streak
  /// The mood words chosen in the range, and the valence of each shown word (by id).
  public let words: Distribution
  /// The valences of the words in `words`, by word id.
  public let valences: [String: Valence]
  /// The tags used in the range.
  public let tags: Distribution
  /// The completion of each habit with an eligible day in the range, archived ones included.
  public let habits: [HabitStats]
  /// The logged days of each weekday and their mean.
  public let weekdays: WeekdayScores
  /// Each tag, word and habit (archived ones included) beside the score.
  public let patterns: Patterns
  /// The months the calendars draw, whole, with the scores of the days in the range: each
  /// month with at least `leastCalendarDays` days in the range.
  public let months: [CalendarMonth]
  /// The months drawn as years in pixels instead of a calendar each, past
  /// `longestMonthlyCalendars` days: every month the range touches, however few of its days are
  /// in it, in years of twelve counted back from the newest (`years(of:)`); empty for a shorter
  /// range.
  public let years: [CalendarYear]
  /// The table's rows: every entry of the range, oldest first; without reasons when the
  /// options leave them out.
  public let entries: [ReportEntry]
  /// The first page: the weeks, the low days, the strongest patterns, the entries to discuss.
  public let summary: ReportSummary

  /// Whether the report shows the current streak: only when its range ends today. The run
  /// reaching the last day of a range that ended earlier is no current streak.
  public var showsCurrentStreak: Bool { range.last == today }

  /// The days whose entries a report of `range` shows: every month the range touches, whole,
  /// for the calendars.
  public static func calendarDays(of range: DayRange) -> DayRange {
    // The last of a month is never before its first, so the range is always valid.
    (try? DayRange(first: range.first.firstOfMonth, last: range.last.lastOfMonth)) ?? range
  }

  /// The most bars of the word and tag charts.
  public static let barLimit = 6
  /// The fewest days of the range a month needs to get a calendar: one day does not make a
  /// month.
  public static let leastCalendarDays = 7
  /// The longest range drawn as month calendars; a longer one is drawn as years in pixels, a
  /// dozen months to a chart, rather than pages of calendars.
  public static let longestMonthlyCalendars = 92

  /// Computes the report of `range`.
  /// - Parameters:
  ///   - entries: the entries of every month the range touches, whole (`calendarDays(of:)`),
  ///     so the calendars show their whole months; those outside the range count nowhere else.
  ///   - habits: every habit, archived ones included.
  ///   - completions: the completions of the range, and each habit's earliest (which may move
  ///     its first day back); others are left out.
  ///   - vocabulary: names the words.
  ///   - sinceSession: the session the range follows, for the report to name it.
  public init(
    entries: [MoodEntry], habits: [Habit], completions: [HabitCompletion],
    vocabulary: Vocabulary, range: DayRange, today: Day, options: ReportOptions = ReportOptions(),
    sinceSession: Day? = nil
  ) {
    let language = options.locale.languageCode
    let inRange = entries.filter { range.contains($0.day) }.sorted { $0.day < $1.day }
    self.range = range
    self.sinceSession = sinceSession
    self.today = today
    self.options = options
    // Since a session, the average starts at the session: days before it are the last
    // session's, and an average made of them would stand under the new days unexplained.
    series = ScoreSeries(
      entries: sinceSession == nil ? entries : inRange, range: range, today: today,
      movingAverage: ScoreSeries.showsMovingAverage(days: range.count, asked: true))
    streak = Streak(entries: inRange, range: range, today: today)
    words = Distribution.words(
      in: inRange, range: range, vocabulary: vocabulary, languageCode: language,
      limit: ReportModel.barLimit)
    var valences: [String: Valence] = [:]
    for item in words.items { valences[item.key] = vocabulary.word(id: item.key)?.valence }
    self.valences = valences
    tags = Distribution.tags(in: inRange, range: range, limit: ReportModel.barLimit)
    self.habits = HabitStats.all(
      habits: habits, completions: completions, range: range, today: today,
      includeArchived: true)
    weekdays = WeekdayScores(entries: inRange, range: range)
    patterns = Patterns(
      entries: inRange, habits: habits, completions: completions, vocabulary: vocabulary,
      range: range, today: today, languageCode: language, includeArchived: true)
    var months: [CalendarMonth] = []
    var month = range.first.firstOfMonth
    while month <= range.last {
      let daysInRange =
        Swift.min(month.lastOfMonth, range.last).dayNumber
        - Swift.max(month, range.first).dayNumber + 1
      // A year in pixels draws every month (its squares are small); a calendar of its own
      // needs a week of the range.
      if range.count > ReportModel.longestMonthlyCalendars
        || daysInRange >= ReportModel.leastCalendarDays
      {
        months.append(
          CalendarMonth(
            containing: month, entries: entries, firstWeekday: options.firstWeekday, range: range))
      }
      month = month.lastOfMonth.adding(days: 1)
    }
    if range.count > ReportModel.longestMonthlyCalendars {
      years = ReportModel.years(of: months)
      self.months = []
    } else {
      years = []
      self.months = months
    }
    self.entries = inRange.map { entry in
      let row = ReportEntry(entry: entry, vocabulary: vocabulary, languageCode: language)
      return options.redactsReasons
        ? ReportEntry(
          day: row.day, score: row.score, words: row.words, tags: row.tags, reason: "",
          isMarkedToDiscuss: row.isMarkedToDiscuss)
        : row
    }
    summary = ReportSummary(
      entries: self.entries, range: range, today: today, firstWeekday: options.firstWeekday,
      patterns: patterns)
  }

  /// `months` in years of twelve counted back from the newest, so the latest year is whole; a
  /// single month left over at the oldest end joins the year after it (the 13 months a year's
  /// range touches are one chart).
  static func years(of months: [CalendarMonth]) -> [CalendarYear] {
    var years: [CalendarYear] = []
    var end = months.count
    while end > 0 {
      var start = Swift.max(0, end - 12)
      if start == 1 { start = 0 }
      years.insert(CalendarYear(months: Array(months[start..<end])), at: 0)
      end = start
    }
    return years
  }
}
