import MoodCore
import Stats

/// The numbers of the line, days and calendar charts in words, for their alt text: what a
/// reader takes from the picture, not only its summary line.
extension CardLocale {
  /// The most days an alt text names in a list before counting the rest: a screen reader reads
  /// four dates quickly, thirty not.
  static let altTextDayLimit = 4

  /// The most runs of mostly empty months a line's alt text names, the emptiest first.
  static let altTextSparseRunLimit = 2

  /// `Highest: 10 on 10 and 24 Nov; lowest: 1 on 1 Nov; no entry on 17 Nov`.
  func extremesSentence(_ extremes: ScoreExtremes) -> String? {
    var clauses: [String] = []
    if let highest = extremes.highest {
      clauses.append(text(.altHighest, ["score": highest.score, "days": dayList(highest.days)]))
    }
    if let lowest = extremes.lowest, lowest.score != extremes.highest?.score {
      clauses.append(text(.altLowest, ["score": lowest.score, "days": dayList(lowest.days)]))
    }
    if !extremes.missing.isEmpty {
      clauses.append(text(.altNoEntryOn, ["days": dayList(extremes.missing)]))
    }
    return clauses.isEmpty ? nil : self.clauses(clauses)
  }

  /// `The 7-day average ranges from about 3.5 (early November) to 8.3 (late March) and ends at
  /// 6.0; 53 of the 61 days of June and July have no entry`; without an average, the days of
  /// the extreme scores instead.
  func lineSentence(_ series: ScoreSeries) -> String? {
    var clauses: [String] = []
    if let average = series.averageExtremes {
      func when(_ day: Day) -> String { self.when(day, in: series.range) }
      clauses.append(
        text(
          .altAverageRange,
          [
            "days": ScoreSeries.movingAverageDays,
            "low": decimal(average.lowest.movingAverage ?? 0), "lowWhen": when(average.lowest.day),
            "high": decimal(average.highest.movingAverage ?? 0),
            "highWhen": when(average.highest.day),
            "last": decimal(average.last.movingAverage ?? 0),
          ]))
    } else if let extremes = extremesSentence(series.scoreExtremes) {
      clauses.append(extremes)
    }
    for sparse in series.sparseMonths.prefix(CardLocale.altTextSparseRunLimit) {
      clauses.append(
        text(
          .altSparseMonths,
          [
            "missed": sparse.missed, "days": sparse.days,
            "months": finalList(sparse.months.map { monthName($0.month) }),
          ]))
    }
    return clauses.isEmpty ? nil : self.clauses(clauses)
  }

  /// Where in the range a day falls, as precisely as a reader of the chart can see: the day
  /// itself on a chart of two months or less, else the third of its month (`early November`),
  /// with the year when the range holds that month twice.
  func when(_ day: Day, in range: DayRange) -> String {
    guard range.count > ScoreSeries.averagedRangeDays else {
      return shortDate(day, withYear: false)
    }
    let months = (range.last.year - range.first.year) * 12 + range.last.month - range.first.month
    let twice = months >= 12
    let month = monthTitle(day.month, year: twice ? day.year : nil)
    let key: PictureKey =
      day.day <= 10 ? .altEarlyMonth : day.day <= 20 ? .altMidMonth : .altLateMonth
    return text(key, ["month": month])
  }

  /// Days as a list, each month named once: `10 and 24 Nov`, `30 Oct, 2 and 5 Nov`,
  /// `11月10日和24日`; past `altTextDayLimit` days, `1, 3, 5, 7 Nov and 6 more`.
  func dayList(_ days: [Day]) -> String {
    let shown = Array(days.prefix(CardLocale.altTextDayLimit))
    let hidden = days.count - shown.count
    var groups: [[Day]] = []
    for day in shown {
      if let last = groups.last?.last, last.year == day.year, last.month == day.month {
        groups[groups.count - 1].append(day)
      } else {
        groups.append([day])
      }
    }
    // The last join says "and" only when the list is whole; a cut list ends with the count.
    func join(_ items: [String]) -> String { hidden > 0 ? list(items) : finalList(items) }
    let named = groups.map { group -> [String] in
      switch self {
      case .english:
        return [join(group.map { String($0.day) }) + " " + monthAbbreviation(group[0].month)]
      case .simplifiedChinese:
        return [shortDate(group[0], withYear: false)] + group.dropFirst().map { "\($0.day)日" }
      }
    }
    let text: String
    switch self {
    case .english: text = list(named.map { $0[0] })
    case .simplifiedChinese: text = join(named.flatMap { $0 })
    }
    return hidden > 0 ? self.text(.altMoreDays, ["days": text, "count": hidden]) : text
  }

  /// Items listed with "and" before the last: `June and July`, `6月和7月`.
  func finalList(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return text(.altListLast, ["list": list(Array(items.dropLast())), "item": last])
  }

  /// Clauses of one sentence: `; ` between them in English, `；` in Chinese.
  func clauses(_ parts: [String]) -> String {
    parts.joined(separator: self == .english ? "; " : "；")
  }
}
