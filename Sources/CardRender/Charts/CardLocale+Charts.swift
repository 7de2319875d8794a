import FoundationEssentials
import MoodCore
import MoodSystem
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

  /// A year in pixels as its title names it: `2026`, `2026年`; months across two calendar
  /// years as their span: `Dec 2025 – Nov 2026`, `2025年12月 – 2026年11月`.
  func yearTitle(_ year: CalendarYear) -> String {
    guard !year.isCalendarYear, let first = year.months.first, let last = year.months.last else {
      return self == .english ? "\(year.year)" : "\(year.year)年"
    }
    let start = monthTick(first.month, year: first.year)
    return first.year == last.year && first.month == last.month
      ? start : start + " – " + monthTick(last.month, year: last.year)
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

  /// A number with one decimal: `6.7`.
  func decimal(_ value: Double) -> String { NumberText.fixed(value, decimals: 1) }

  /// A share as a whole percentage: `71%`.
  func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

  // MARK: - Chart words

  /// The chart titles' names.
  func chartName(_ kind: ChartKind) -> String {
    switch kind {
    case .line: return text(.chartLine)
    case .words: return text(.chartWords)
    case .tags: return text(.chartTags)
    case .scores: return text(.chartScores)
    case .habits: return text(.chartHabits)
    case .calendar: return text(.chartCalendar)
    case .year: return text(.chartYear)
    case .days: return text(.chartDays)
    case .weekdays: return text(.chartWeekdays)
    case .patterns: return text(.chartPatterns)
    }
  }

  /// The message of a chart with nothing to show.
  var noEntries: String { text(.noEntries) }

  /// The message of a word chart without words: there may be entries, but none has a word.
  var noWords: String { text(.noWords) }

  /// The message of a tag chart without tags.
  var noTags: String { text(.noTags) }

  /// The message of a habit chart without habits.
  var noHabits: String { text(.noHabits) }

  /// `5 of 7 days logged`, `记录了 5 / 7 天`.
  func daysLogged(_ logged: Int, of days: Int) -> String {
    text(days == 1 ? .daysLoggedOne : .daysLoggedOther, ["logged": logged, "days": days])
  }

  /// `mean 6.7`, `平均 6.7`.
  func mean(_ value: Double) -> String { text(.mean, ["value": decimal(value)]) }

  /// `median 6`, `中位数 6`.
  func median(_ value: Double) -> String {
    let number = value == value.rounded() ? String(Int(value)) : decimal(value)
    return text(.median, ["value": number])
  }

  /// `lowest 4, highest 8`, `最低 4，最高 8`.
  func extremes(_ low: Int, _ high: Int) -> String {
    text(.extremes, ["low": low, "high": high])
  }

  /// The legend's name of the day-by-day line.
  var scoreLine: String { text(.scoreLine) }

  /// The legend's name of the moving average.
  var movingAverage: String {
    text(.movingAverage, ["days": ScoreSeries.movingAverageDays])
  }

  /// The legend's name of the mean rule.
  var meanRule: String { text(.meanRule) }

  /// What a bar chart left out: `6 more words (167 choices) not shown`,
  /// `另有 6 个词（167 次）未列出`; tags say `tags` and `uses`, `标签`.
  func notShown(kinds: Int, count: Int, tags: Bool) -> String {
    let counted =
      tags
      ? text(count == 1 ? .moreUsesOne : .moreUsesOther, ["count": count])
      : text(count == 1 ? .moreChoicesOne : .moreChoicesOther, ["count": count])
    let key: PictureKey =
      tags
      ? (kinds == 1 ? .moreTagsOne : .moreTagsOther)
      : (kinds == 1 ? .moreWordsOne : .moreWordsOther)
    return text(key, ["kinds": kinds, "counted": counted])
  }

  /// `21 choices`, `共选择 21 次`.
  func choices(_ count: Int) -> String {
    text(count == 1 ? .choicesOne : .choicesOther, ["count": count])
  }

  /// `14 uses`, `共使用 14 次`.
  func uses(_ count: Int) -> String {
    text(count == 1 ? .usesOne : .usesOther, ["count": count])
  }

  /// The habit chart's explanation of its numbers.
  var habitNumbers: String { text(.habitNumbers) }

  /// ` (archived)`, `（已归档）`: what follows an archived habit's name.
  var archivedSuffix: String { text(.archivedHabit, ["habit": ""]) }

  /// The legend's name of a day without an entry.
  var noEntry: String { text(.noEntry) }

  /// The valences' names in legends, as the command names them.
  func valenceName(_ valence: Valence) -> String {
    switch valence {
    case .pleasant: return text(.valencePleasant)
    case .neutral: return text(.valenceNeutral)
    case .unpleasant: return text(.valenceUnpleasant)
    }
  }
}
