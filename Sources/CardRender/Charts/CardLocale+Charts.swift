import Foundation
import MoodCore
import Stats

/// The words and date forms of charts, in English and Simplified Chinese.
extension CardLocale {
  /// A day without its weekday: `26 Mar 2026`, `2026年3月26日`; without the year when
  /// `withYear` is false: `26 Mar`, `3月26日`.
  func shortDate(_ day: Day, withYear: Bool = true) -> String {
    switch self {
    case .english:
      let date = "\(day.day) \(monthAbbreviation(day.month))"
      return withYear ? "\(date) \(day.year)" : date
    case .simplifiedChinese:
      let date = "\(day.month)月\(day.day)日"
      return withYear ? "\(day.year)年\(date)" : date
    }
  }

  /// The days of a range as a title writes them: `26 Mar – 1 Apr 2026`, `1–30 Nov 2026`,
  /// `2026年3月26日 – 4月1日`; one day alone as `shortDate`.
  func rangeText(_ range: DayRange) -> String {
    let first = range.first, last = range.last
    guard first != last else { return shortDate(first) }
    let sameYear = first.year == last.year
    switch self {
    case .english:
      if sameYear, first.month == last.month {
        return "\(first.day)–\(last.day) \(monthAbbreviation(last.month)) \(last.year)"
      }
      return "\(shortDate(first, withYear: !sameYear)) – \(shortDate(last))"
    case .simplifiedChinese:
      if sameYear, first.month == last.month {
        return "\(first.year)年\(first.month)月\(first.day)日–\(last.day)日"
      }
      return sameYear
        ? "\(shortDate(first)) – \(shortDate(last, withYear: false))"
        : "\(shortDate(first)) – \(shortDate(last))"
    }
  }

  /// `Mar`, `3月`.
  func monthAbbreviation(_ month: Int) -> String {
    switch self {
    case .english: return String(monthName(month).prefix(3))
    case .simplifiedChinese: return monthName(month)
    }
  }

  /// A month as a calendar names it: `November 2026`, `2026年11月`; without the year: `November`,
  /// `11月`.
  func monthTitle(_ month: Int, year: Int? = nil) -> String {
    switch self {
    case .english: return monthName(month) + (year.map { " \($0)" } ?? "")
    case .simplifiedChinese: return (year.map { "\($0)年" } ?? "") + monthName(month)
    }
  }

  /// A month on a time axis: `Nov`, `11月`; with the year: `Jan 2025`, `2025年1月`.
  func monthTick(_ month: Int, year: Int?) -> String {
    switch self {
    case .english: return monthAbbreviation(month) + (year.map { " \($0)" } ?? "")
    case .simplifiedChinese: return monthTitle(month, year: year)
    }
  }

  /// `Mon`, `周一`.
  func weekdayAbbreviation(_ weekday: Weekday) -> String {
    let name = weekdayName(isoWeekday: weekday.rawValue)
    switch self {
    case .english: return String(name.prefix(3))
    case .simplifiedChinese: return "周" + String(name.suffix(1))
    }
  }

  /// `M`, `一`: a calendar column's one-letter heading.
  func weekdayInitial(_ weekday: Weekday) -> String {
    let name = weekdayName(isoWeekday: weekday.rawValue)
    return String(self == .english ? name.prefix(1) : name.suffix(1))
  }

  /// A number with one decimal: `6.7`.
  func decimal(_ value: Double) -> String { String(format: "%.1f", value) }

  /// A share as a whole percentage: `71%`.
  func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

  // MARK: - Chart words

  /// The chart titles' names.
  func chartName(_ kind: ChartKind) -> String {
    switch (self, kind) {
    case (.english, .line): return "Mood score"
    case (.english, .words): return "Mood words"
    case (.english, .tags): return "Tags"
    case (.english, .scores): return "Scores"
    case (.english, .habits): return "Habits"
    case (.english, .calendar): return "Mood calendar"
    case (.english, .year): return "A year in pixels"
    case (.english, .days): return "Mood by day"
    case (.english, .weekdays): return "Mood by weekday"
    case (.english, .patterns): return "With and without"
    case (.simplifiedChinese, .line): return "心情分数"
    case (.simplifiedChinese, .words): return "心情词"
    case (.simplifiedChinese, .tags): return "标签"
    case (.simplifiedChinese, .scores): return "分数分布"
    case (.simplifiedChinese, .habits): return "习惯"
    case (.simplifiedChinese, .calendar): return "心情日历"
    case (.simplifiedChinese, .year): return "像素年历"
    case (.simplifiedChinese, .days): return "每日心情"
    case (.simplifiedChinese, .weekdays): return "星期心情"
    case (.simplifiedChinese, .patterns): return "有与没有"
    }
  }

  /// The message of a chart with nothing to show.
  var noEntries: String {
    self == .english ? "No entries in this range" : "此范围内没有记录"
  }

  /// The message of a word chart without words: there may be entries, but none has a word.
  var noWords: String {
    self == .english ? "No mood words in this range" : "此范围内没有心情词"
  }

  /// The message of a tag chart without tags.
  var noTags: String {
    self == .english ? "No tags in this range" : "此范围内没有标签"
  }

  /// The message of a habit chart without habits.
  var noHabits: String {
    self == .english ? "No habits in this range" : "此范围内没有习惯"
  }

  /// `5 of 7 days logged`, `记录了 5 / 7 天`.
  func daysLogged(_ logged: Int, of days: Int) -> String {
    self == .english
      ? "\(logged) of \(days) day\(days == 1 ? "" : "s") logged" : "记录了 \(logged) / \(days) 天"
  }

  /// `mean 6.7`, `平均 6.7`.
  func mean(_ value: Double) -> String {
    (self == .english ? "mean " : "平均 ") + decimal(value)
  }

  /// `median 6`, `中位数 6`.
  func median(_ value: Double) -> String {
    let number = value == value.rounded() ? String(Int(value)) : decimal(value)
    return (self == .english ? "median " : "中位数 ") + number
  }

  /// `lowest 4, highest 8`, `最低 4，最高 8`.
  func extremes(_ low: Int, _ high: Int) -> String {
    self == .english ? "lowest \(low), highest \(high)" : "最低 \(low)，最高 \(high)"
  }

  /// The legend's name of the day-by-day line.
  var scoreLine: String { self == .english ? "Score" : "分数" }

  /// The legend's name of the moving average.
  var movingAverage: String {
    self == .english
      ? "\(ScoreSeries.movingAverageDays)-day average" : "\(ScoreSeries.movingAverageDays) 日平均"
  }

  /// The legend's name of the mean rule.
  var meanRule: String { self == .english ? "Mean" : "平均" }

  /// What a bar chart left out: `6 more words (167 choices) not shown`,
  /// `另有 6 个词（167 次）未列出`; tags say `tags` and `uses`, `标签`.
  func notShown(kinds: Int, count: Int, tags: Bool) -> String {
    switch self {
    case .english:
      let noun = tags ? (kinds == 1 ? "tag" : "tags") : (kinds == 1 ? "word" : "words")
      let counted = tags ? uses(count) : choices(count)
      return "\(kinds) more \(noun) (\(counted)) not shown"
    case .simplifiedChinese:
      return "另有 \(kinds) 个\(tags ? "标签" : "词")（\(count) 次）未列出"
    }
  }

  /// `21 choices`, `共选择 21 次`.
  func choices(_ count: Int) -> String {
    self == .english ? "\(count) choice\(count == 1 ? "" : "s")" : "共选择 \(count) 次"
  }

  /// `14 uses`, `共使用 14 次`.
  func uses(_ count: Int) -> String {
    self == .english ? "\(count) use\(count == 1 ? "" : "s")" : "共使用 \(count) 次"
  }

  /// The habit chart's explanation of its numbers.
  var habitNumbers: String {
    self == .english
      ? "Days done of the days each habit could be done" : "完成天数 / 可完成天数"
  }

  /// ` (archived)`, `（已归档）`.
  var archivedSuffix: String { self == .english ? " (archived)" : "（已归档）" }

  /// The legend's name of a day without an entry.
  var noEntry: String { self == .english ? "No entry" : "未记录" }

  /// The valences' names in legends.
  func valenceName(_ valence: Valence) -> String {
    switch (self, valence) {
    case (.english, .pleasant): return "Pleasant"
    case (.english, .neutral): return "Neutral"
    case (.english, .unpleasant): return "Unpleasant"
    case (.simplifiedChinese, .pleasant): return "愉快"
    case (.simplifiedChinese, .neutral): return "中性"
    case (.simplifiedChinese, .unpleasant): return "不愉快"
    }
  }
}
