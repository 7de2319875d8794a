import MoodCore

/// The language of a card's date line, labels and word names.
public enum CardLocale: String, Sendable, Hashable, Codable, CaseIterable {
  /// English: `Sunday, 29 November 2026`.
  case english = "en"
  /// Simplified Chinese: `2026年11月29日 星期日`.
  case simplifiedChinese = "zh-Hans"

  /// The BCP 47 tag Pango and word names use (`en`, `zh-Hans`).
  public var languageCode: String { rawValue }

  /// The day written out in full: `Sunday, 29 November 2026` or `2026年11月29日 星期日`.
  ///
  /// The weekday comes from `Day.isoWeekday`, so no calendar or time zone is involved.
  public func dateLine(for day: Day) -> String {
    switch self {
    case .english: return weekdayName(isoWeekday: day.isoWeekday) + ", " + longDate(day)
    case .simplifiedChinese: return longDate(day) + " " + weekdayName(isoWeekday: day.isoWeekday)
    }
  }

  /// The day's long form, without its weekday: `29 November 2026`, `2026年11月29日`; without
  /// the year when `withYear` is false: `29 November`, `11月29日`.
  public func longDate(_ day: Day, withYear: Bool = true) -> String {
    switch self {
    case .english:
      return "\(day.day) \(Day.monthNames[day.month - 1])" + (withYear ? " \(day.year)" : "")
    case .simplifiedChinese:
      return (withYear ? "\(day.year)年" : "") + "\(day.month)月\(day.day)日"
    }
  }

  /// The month's name: `November`, `11月`.
  public func monthName(_ month: Int) -> String {
    switch self {
    case .english: return Day.monthNames[month - 1]
    case .simplifiedChinese: return "\(month)月"
    }
  }

  /// The weekday's name for an ISO weekday (1 is Monday): `Monday`, `星期一`.
  public func weekdayName(isoWeekday: Int) -> String {
    switch self {
    case .english: return CardLocale.englishWeekdays[isoWeekday - 1]
    case .simplifiedChinese: return "星期" + CardLocale.chineseWeekdays[isoWeekday - 1]
    }
  }

  /// `Mon`, `周一`: a weekday in a table row or under a chart's bar.
  public func weekdayAbbreviation(_ weekday: Weekday) -> String {
    switch self {
    case .english: return String(CardLocale.englishWeekdays[weekday.rawValue - 1].prefix(3))
    case .simplifiedChinese: return "周" + CardLocale.chineseWeekdays[weekday.rawValue - 1]
    }
  }

  /// `M`, `一`: a calendar column's one-letter heading.
  public func weekdayInitial(_ weekday: Weekday) -> String {
    switch self {
    case .english: return String(CardLocale.englishWeekdays[weekday.rawValue - 1].prefix(1))
    case .simplifiedChinese: return CardLocale.chineseWeekdays[weekday.rawValue - 1]
    }
  }

  /// The one home of the weekdays' names, for cards, charts and the command's text alike.
  private static let englishWeekdays = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]
  private static let chineseWeekdays = ["一", "二", "三", "四", "五", "六", "日"]
}
