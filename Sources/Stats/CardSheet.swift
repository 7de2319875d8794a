import MoodCore

/// A range of days on one page: a calendar of whole weeks in which every logged day holds a
/// thumbnail of its card (its face, score and a line of its text), as `mood batch --sheet`
/// draws it, on paper to print or as a picture to post.
///
/// Days of the first and last week outside the range are padding; days in the range without
/// an entry have no card.
///
/// ```swift
/// let sheet = try CardSheet(
///   range: DayRange(monthOf: today), cards: models,
///   firstWeekday: .firstOfWeek(localeIdentifier: "en-US"), options: CardOptions(),
///   size: .letter)
/// sheet.weeks.count   // 5
/// ```
public struct CardSheet: Sendable, Equatable, Codable {
  /// One square of the grid.
  public struct Cell: Sendable, Equatable, Codable {
    /// The day the square stands for.
    public let day: Day
    /// Whether the day is in the range; `false` for padding.
    public let isInRange: Bool
    /// The day's card, or `nil` when it has no entry or is padding.
    public let card: CardModel?
  }

  /// The days the sheet is about.
  public let range: DayRange
  /// The weekday of each column, starting with the first day of the week.
  public let weekdays: [Weekday]
  /// The weeks, first to last, each seven cells in the order of `weekdays`.
  public let weeks: [[Cell]]
  /// Light or dark, for the sheet around the cards.
  public let theme: CardTheme
  /// The language of the title and the weekday names.
  public let locale: CardLocale
  /// The page: paper or a picture to post.
  public let size: SheetSize
  /// How much sharper than the size's own pixels a PNG is drawn: 1 to 4.
  public let scale: Double
  /// The person's today, when known: days after it are still to come, not days without an
  /// entry.
  public let today: Day?

  /// The most days a sheet may show: six weeks.
  public static let maximumDays = 42

  /// Lays out `cards` (any days; those in `range` are placed) on the weeks of `range`, in the
  /// theme, language and scale of `options`, on a page of `size`.
  /// - Throws: `StatsError.rangeTooLong` when `range` has more than `maximumDays` days.
  public init(
    range: DayRange, cards: [CardModel], firstWeekday: Weekday, options: CardOptions,
    size: SheetSize = .a4, today: Day? = nil
  ) throws {
    guard range.count <= CardSheet.maximumDays else {
      throw StatsError.rangeTooLong(range, maximumDays: CardSheet.maximumDays)
    }
    let byDay = Dictionary(cards.map { ($0.day, $0) }) { first, _ in first }
    let leading = (range.first.isoWeekday - firstWeekday.rawValue + 7) % 7
    let cellCount = (leading + range.count + 6) / 7 * 7
    let start = range.first.adding(days: -leading)
    let cells = (0..<cellCount).map { offset in
      let day = start.adding(days: offset)
      let inRange = range.contains(day)
      return Cell(day: day, isInRange: inRange, card: inRange ? byDay[day] : nil)
    }
    self.range = range
    weekdays = firstWeekday.week
    weeks = stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    theme = options.theme
    locale = options.locale
    self.size = size
    scale = options.scale
    self.today = today
  }

  /// The days of the range that are not after `today` (all of them without a today).
  public var elapsedDays: Int {
    guard let today else { return range.count }
    return today < range.first ? 0 : range.first.days(to: min(today, range.last)) + 1
  }

  /// The number of days in the range with a card.
  public var loggedDays: Int { weeks.joined().filter { $0.card != nil }.count }

  /// Whether the range is one whole calendar month.
  public var isWholeMonth: Bool {
    range.first == range.first.firstOfMonth && range.last == range.first.lastOfMonth
  }
}
