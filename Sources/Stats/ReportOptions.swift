/// How a report is printed: its paper, its language and whether the reasons are in it.
public struct ReportOptions: Sendable, Equatable {
  /// A4 (the default) or US Letter: the size of every page.
  public var paper: ReportPaper
  /// The language of titles, labels, dates and word names.
  public var locale: CardLocale
  /// The first day of the week, the first column of the calendars.
  public var firstWeekday: Weekday
  /// Whether every reason is left out, for sharing the numbers only.
  public var redactsReasons: Bool

  /// Options with the given values; by default A4, English, weeks starting on the locale's
  /// first weekday, reasons included.
  public init(
    paper: ReportPaper = .a4, locale: CardLocale = .english, firstWeekday: Weekday? = nil,
    redactsReasons: Bool = false
  ) {
    self.paper = paper
    self.locale = locale
    self.firstWeekday = firstWeekday ?? .firstOfWeek(localeIdentifier: locale.languageCode)
    self.redactsReasons = redactsReasons
  }
}
