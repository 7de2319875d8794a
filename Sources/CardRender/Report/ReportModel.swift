import MoodCore
import Stats

/// Everything a report shows: the numbers of a range of days, the `Stats` models its charts
/// draw, and the entries of its table.
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
  /// The person's today: days after it are still to come.
  public let today: Day
  /// Paper, language and redaction.
  public let options: ReportOptions
  /// The daily scores of the range, with their mean and median.
  public let series: ScoreSeries
  /// The logging streaks.
  public let streak: Streak
  /// The mood words chosen in the range, and the valence of each shown word (by id).
  public let words: Distribution
  /// The valences of the words in `words`, by word id.
  public let valences: [String: Valence]
  /// The tags used in the range.
  public let tags: Distribution
  /// How many days had each score.
  public let histogram: ScoreHistogram
  /// The completion of each habit with an eligible day in the range, archived ones included.
  public let habits: [HabitStats]
  /// The logged days of each weekday and their mean.
  public let weekdays: WeekdayScores
  /// Each tag, word and habit (archived ones included) beside the score.
  public let patterns: Patterns
  /// Each month the range touches, whole, with the scores of all its days.
  public let months: [CalendarMonth]
  /// The table's rows: every entry of the range, oldest first; without reasons when the
  /// options leave them out.
  public let entries: [ReportEntry]

  /// The most bars of the word and tag charts.
  public static let barLimit = 8
  /// The most bars of each kind on the patterns chart; the table lists them all.
  public static let patternLimit = 6

  /// Computes the report of `range`.
  /// - Parameters:
  ///   - entries: entries on any days; give all of them, so streaks can reach outside the range
  ///     and calendars show their whole months.
  ///   - habits: every habit, archived ones included.
  ///   - completions: completions on any days.
  ///   - vocabulary: names the words.
  public init(
    entries: [MoodEntry], habits: [Habit], completions: [HabitCompletion],
    vocabulary: Vocabulary, range: DayRange, today: Day, options: ReportOptions = ReportOptions()
  ) {
    let language = options.locale.languageCode
    let inRange = entries.filter { range.contains($0.day) }.sorted { $0.day < $1.day }
    self.range = range
    self.today = today
    self.options = options
    series = ScoreSeries(entries: entries, range: range, today: today)
    streak = Streak(entries: entries, range: range, today: today)
    words = Distribution.words(
      in: inRange, range: range, vocabulary: vocabulary, languageCode: language,
      limit: ReportModel.barLimit)
    var valences: [String: Valence] = [:]
    for item in words.items { valences[item.key] = vocabulary.word(id: item.key)?.valence }
    self.valences = valences
    tags = Distribution.tags(in: inRange, range: range, limit: ReportModel.barLimit)
    histogram = ScoreHistogram(entries: inRange, range: range)
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
      months.append(
        CalendarMonth(containing: month, entries: entries, firstWeekday: options.firstWeekday))
      month = month.lastOfMonth.adding(days: 1)
    }
    self.months = months
    self.entries = inRange.map { entry in
      let row = ReportEntry(entry: entry, vocabulary: vocabulary, languageCode: language)
      return options.redactsReasons
        ? ReportEntry(day: row.day, score: row.score, words: row.words, tags: row.tags, reason: "")
        : row
    }
  }

  /// The charts of the report, in order: the score line, the score histogram, the words, the
  /// tags, the habits and a calendar of each month. They are the charts `mood chart` draws,
  /// at the sizes they take on the page.
  var charts: [ChartModel] {
    let low = ReportModel.emptyChartHeight
    var charts = [
      chart(.scores(series), range: range, height: series.daysLogged == 0 ? low : 640),
      chart(.histogram(histogram), range: range, height: histogram.total == 0 ? low : 520),
      chart(.words(words, valences: valences), range: range, height: words.total == 0 ? low : nil),
      chart(.tags(tags), range: range, height: tags.total == 0 ? low : nil),
      chart(.habits(habits), range: range, height: habits.isEmpty ? low : nil),
    ]
    for month in months {
      let first = month.weeks.joined().first(where: \.isInMonth)?.day ?? range.first
      charts.append(chart(.month(month), range: DayRange(monthOf: first), height: 820))
    }
    return charts
  }

  /// The charts of the Patterns section: the mean by weekday and the with-and-without bars.
  var patternCharts: [ChartModel] {
    let low = ReportModel.emptyChartHeight
    let comparable = !patterns.comparable.isEmpty
    return [
      chart(.weekdays(weekdays), range: range, height: weekdays.daysLogged == 0 ? low : 520),
      chart(
        .patterns(patterns, limit: ReportModel.patternLimit), range: range,
        height: comparable ? nil : low),
    ]
  }

  /// A chart of `content` at the report's width, in its language and week.
  private func chart(_ content: ChartModel.Content, range: DayRange, height: Int? = nil)
    -> ChartModel
  {
    // A chart with nothing to draw says so in a low panel rather than a page-high one.
    ChartModel(
      content, range: range, today: today,
      options: ChartOptions(
        theme: .light, locale: options.locale, width: ReportModel.chartWidth, height: height,
        firstWeekday: options.firstWeekday))
  }

  /// The width charts are laid out at before they are scaled to the page's width: the width
  /// of `mood chart`'s line chart, so their type keeps its proportions.
  static let chartWidth = 1200
  /// The height of a chart with nothing to draw: its title and a message.
  static let emptyChartHeight = 360
}
