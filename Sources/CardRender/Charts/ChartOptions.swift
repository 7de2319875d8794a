import Stats

/// How a chart looks: its theme, its language and its size.
public struct ChartOptions: Sendable, Equatable {
  /// Light or dark colours.
  public var theme: CardTheme
  /// The language of titles, labels and dates.
  public var locale: CardLocale
  /// The width in pixels, or `nil` for the kind's default.
  public var width: Int?
  /// The height in pixels, or `nil` for the kind's default.
  public var height: Int?
  /// The first day of the week, where weekly date ticks fall. Calendars take theirs from their
  /// `CalendarMonth`.
  public var firstWeekday: Weekday
  /// How large the text is against the chart: `.screen` by default; a report prints its charts
  /// with `.print(minimumSize:)`.
  var typeScale = ChartTypeScale.screen
  /// Whether the title names the range after the chart's name (`Scores · 1–30 Nov 2026`);
  /// a report, whose pages name it, leaves it out. A year calendar names its year either way,
  /// a month calendar its month: after its name, or alone in a report (`November 2026`).
  var titleShowsRange = true
  /// Whether the chart has its title and its line of numbers; the report's first page, whose
  /// tiles give the numbers under its own heading, draws its score line without them.
  var showsHeading = true

  /// Options with the given values; by default light, English, the default size, and weeks
  /// starting on the locale's first weekday (Monday for `en` and `zh-Hans`), text for a screen.
  public init(
    theme: CardTheme = .light, locale: CardLocale = .english, width: Int? = nil,
    height: Int? = nil, firstWeekday: Weekday? = nil
  ) {
    self.theme = theme
    self.locale = locale
    self.width = width
    self.height = height
    self.firstWeekday = firstWeekday ?? .firstOfWeek(localeIdentifier: locale.languageCode)
  }

  /// The widths and heights a chart may have, in pixels.
  public static let sizes = 320...4000

  /// The default height of a bar chart with `rows` bars: room for the title and 60 pixels a bar.
  static func barChartHeight(rows: Double) -> Int { 250 + Int((60 * rows).rounded()) }
  /// What a title and a line of numbers take of `barChartHeight`: 34 and 21 pixel type with
  /// their gaps. A chart without its heading is that much lower.
  static let headingHeight = 90

  /// The size a chart of `kind` gets when none is asked for: wide for lines and bars, square
  /// for a month, four months across for a year. Bar charts with data are as high as their
  /// bars need (see `ChartModel.size`).
  static func defaultSize(of kind: ChartKind) -> (width: Int, height: Int) {
    switch kind {
    case .line, .days: return (1200, 675)
    case .weekdays: return (1200, 700)
    case .patterns: return (1200, 800)
    case .words, .tags: return (1200, 800)
    case .scores, .habits: return (1200, 700)
    case .calendar: return (1000, 1000)
    case .year: return (1600, 1200)
    }
  }
}
