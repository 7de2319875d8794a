import MoodCore
import Stats

/// Picks and labels the dates of a time axis so that they never crowd: every day for a week,
/// every week for a month or two, every month (or every few) for a year.
enum DateTicks {
  /// The steps, densest first.
  static let steps: [DateTickStep] = [
    .days(1), .days(2), .weeks(1), .weeks(2), .months(1), .months(2), .months(3), .months(6),
  ]

  /// The longest range whose daily ticks also name the weekday.
  static let weekdayLabelDays = 14

  /// The ticks of `range` at `step`, labelled in `locale`. A label names the month on the first
  /// tick and whenever the month changes; a month label names the year in January, and on the
  /// first tick when no January follows.
  static func ticks(
    _ step: DateTickStep, range: DayRange, locale: CardLocale, firstWeekday: Weekday
  ) -> [DateTick] {
    let days: [Day]
    switch step {
    case .days(let n):
      days = range.enumerated().filter { $0.offset % max(1, n) == 0 }.map(\.element)
    case .weeks(let n):
      days = range.filter { Weekday(of: $0) == firstWeekday }.enumerated()
        .filter { $0.offset % max(1, n) == 0 }.map(\.element)
    case .months(let n):
      days = range.filter { $0.day == 1 && ($0.month - 1) % max(1, n) == 0 }
    }
    // A month tick names the year in January, and on the first tick when no January follows.
    let hasJanuary = days.contains { $0.month == 1 }
    var previous: Day?
    return days.map { day in
      defer { previous = day }
      let first = previous == nil
      switch step {
      case .months:
        return DateTick(
          day: day,
          label: locale.monthTick(
            day.month, year: (first && !hasJanuary) || day.month == 1 ? day.year : nil))
      case .days, .weeks:
        let date =
          first || previous?.month != day.month
          ? locale.shortDate(day, withYear: false) : dayNumber(day, locale: locale)
        if case .days(1) = step, range.count <= weekdayLabelDays {
          return DateTick(
            day: day, label: locale.weekdayAbbreviation(Weekday(of: day)) + "\n" + date)
        }
        return DateTick(day: day, label: date)
      }
    }
  }

  /// A tick placed under its day.
  struct Placed: Sendable, Equatable {
    /// The day ticked and its label's text.
    let tick: DateTick
    /// The x of the day's centre, where the tick mark goes.
    let x: Double
    /// The label, centred under the mark and shifted inwards at the edges to stay inside.
    let label: PlacedText
  }

  /// The densest ticks of `scale`'s range whose labels, set as `spec` makes them, are at least
  /// `minimumGap` apart and stay within `bounds` (labels at the edges shift inwards).
  /// When no step fits, the sparsest step that has a tick.
  /// - Parameters:
  ///   - top: The y of the labels' top.
  static func fitted(
    scale: DayScale, bounds: ClosedRange<Double>, top: Double, locale: CardLocale,
    firstWeekday: Weekday, minimumGap: Double, color: HexColor,
    spec: (String) -> TextSpec, measurer: any TextMeasuring
  ) -> [Placed] {
    var fallback: [Placed] = []
    for step in steps {
      let ticks = ticks(step, range: scale.range, locale: locale, firstWeekday: firstWeekday)
      guard !ticks.isEmpty else { continue }
      let placed = ticks.map { tick -> Placed in
        let text = spec(tick.label)
        let metrics = measurer.measure(text)
        let x = scale.center(of: tick.day)
        let left = min(
          max(x - metrics.width / 2, bounds.lowerBound), bounds.upperBound - metrics.width)
        return Placed(
          tick: tick, x: x,
          label: PlacedText(
            spec: text, origin: Point(x: left, y: top), metrics: metrics, color: color))
      }
      fallback = placed
      let separated = zip(placed, placed.dropFirst()).allSatisfy {
        $1.label.frame.x - $0.label.frame.maxX >= minimumGap
      }
      if separated { return placed }
    }
    // Nothing fits (a very narrow chart): keep the first tick of the sparsest step.
    return Array(fallback.prefix(1))
  }

  private static func dayNumber(_ day: Day, locale: CardLocale) -> String {
    locale == .english ? String(day.day) : "\(day.day)日"
  }
}
