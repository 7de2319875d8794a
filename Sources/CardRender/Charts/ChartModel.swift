import MoodCore
import Stats

/// Everything a chart shows: the `Stats` model it draws, the days it covers and how it looks.
///
/// ```swift
/// let series = ScoreSeries(entries: entries, range: month, today: today, movingAverage: true)
/// let model = ChartModel(.scores(series), range: month, options: ChartOptions(theme: .dark))
/// let png = try ChartRenderer(fonts: fonts).render(model, as: .png)
/// ```
public struct ChartModel: Sendable, Equatable {
  /// The numbers a chart draws, one `Stats` model per kind of chart.
  public enum Content: Sendable, Equatable {
    /// A line of the daily scores, with the mean and the moving average when it was computed.
    case scores(ScoreSeries)
    /// Bars of the mood words; `valences` (by word id) colours them when given.
    case words(Distribution, valences: [String: Valence])
    /// Bars of the tags.
    case tags(Distribution)
    /// Columns of the score histogram.
    case histogram(ScoreHistogram)
    /// Bars of the habits' completion rates.
    case habits([HabitStats])
    /// A month grid coloured by score.
    case month(CalendarMonth)
    /// Twelve month grids.
    case year(CalendarYear)
    /// A bar per day of the series; a series longer than the bars fit is refused with
    /// `RenderError.tooManyDays`, which names the limit.
    case days(ScoreSeries)
    /// Columns of the mean score by weekday.
    case weekdays(WeekdayScores)
    /// Diverging bars of the tags, words and habits with enough days on each side: of each
    /// kind, the `limit` largest differences.
    case patterns(Patterns, limit: Int)

    /// The kind of chart the content makes.
    public var kind: ChartKind {
      switch self {
      case .scores: return .line
      case .words: return .words
      case .tags: return .tags
      case .histogram: return .scores
      case .habits: return .habits
      case .month: return .calendar
      case .year: return .year
      case .days: return .days
      case .weekdays: return .weekdays
      case .patterns: return .patterns
      }
    }
  }

  /// The numbers; their case decides the kind of chart (`Content.kind`).
  public var content: Content
  /// The days the numbers cover, named in the title.
  public var range: DayRange
  /// Colours, language and size.
  public var options: ChartOptions
  /// The person's today, when known: days after it are still to come, so they are not counted
  /// as days without an entry, and a calendar draws them fainter.
  public var today: Day?

  /// A chart of `content` covering `range`.
  public init(
    _ content: Content, range: DayRange, today: Day? = nil, options: ChartOptions = ChartOptions()
  ) {
    self.content = content
    self.range = range
    self.today = today
    self.options = options
  }

  /// The number of days of `range` that are not after `today` (all of them without a today).
  var elapsedDays: Int {
    guard let today else { return range.count }
    return today < range.first ? 0 : range.first.days(to: min(today, range.last)) + 1
  }

  /// The width and height in pixels (points for SVG and PDF): the options' size, or the kind's
  /// default for a side left out.
  public var size: (width: Int, height: Int) {
    var standard = ChartOptions.defaultSize(of: content.kind)
    let rows: Double?
    switch content {
    case .words(let distribution, _), .tags(let distribution):
      rows = Double(distribution.items.count)
    case .habits(let habits): rows = Double(habits.count)
    case .patterns(let patterns, let limit): rows = PatternRows(patterns, limit: limit).height
    default: rows = nil
    }
    if let rows, rows > 0 {
      // Bars keep their thickness: the chart grows with its rows instead.
      // Patterns hold three kinds of rows, so they may grow taller.
      let tallest = content.kind == .patterns ? 1600 : 1100
      let heading = options.showsHeading ? 0 : ChartOptions.headingHeight
      standard.height = min(
        max(ChartOptions.barChartHeight(rows: rows) - heading, 420), tallest)
    }
    return (options.width ?? standard.width, options.height ?? standard.height)
  }
}
