import MoodCore
import Stats

/// The words of the report: names of numbers and columns only, never a judgement of them.
extension CardLocale {
  /// The report's title.
  var reportTitle: String { text(.reportTitle) }

  /// The line under the title naming the range: `26 Mar – 1 Apr 2026 · 7 days`, and the
  /// session it follows when there is one: `21 Nov – 2 Dec 2026 · 12 days · since your session
  /// on 20 November` (the session's year only when it is not the range's last).
  func reportRange(_ range: DayRange, sinceSession session: Day? = nil) -> String {
    let line = rangeText(range) + " · " + dayCount(range.count)
    guard let session else { return line }
    let day = longDate(session, withYear: session.year != range.last.year)
    return line + " · " + text(.reportSinceSession, ["day": day])
  }

  /// How to read the numbers: the scale and what a streak counts.
  var reportScaleNote: String { text(.reportScaleNote) }

  /// Says that the reasons were left out of the report.
  var reasonsLeftOut: String { text(.reasonsLeftOut) }

  // The names of the numbers on the first page.
  var daysLoggedLabel: String { text(.daysLoggedLabel) }
  var meanLabel: String { text(.meanLabel) }
  var medianLabel: String { text(.medianLabel) }
  var extremesLabel: String { text(.extremesLabel) }
  var currentStreakLabel: String { text(.currentStreakLabel) }
  var longestStreakLabel: String { text(.longestStreakLabel) }

  /// `9 days`, `9 天`.
  func dayCount(_ count: Int) -> String {
    text(count == 1 ? .dayCountOne : .dayCountOther, ["count": count])
  }

  /// The entries table's title: `Entries (21)`, `记录（21）`.
  func entriesTitle(_ count: Int) -> String { text(.entriesTitle, ["count": count]) }

  // The table's column headings.
  var dateColumn: String { text(.dateColumn) }
  var scoreColumn: String { text(.scoreColumn) }
  var wordsColumn: String { text(.wordsColumn) }
  var tagsColumn: String { text(.tagsColumn) }
  var reasonColumn: String { text(.reasonColumn) }

  /// The heading over the pages after the summary.
  var reportAppendix: String { text(.reportAppendix) }

  /// The tile counting the low days: `Days at 3 or lower`.
  var lowDaysLabel: String { text(.lowDaysLabel, ["score": ReportSummary.lowScore]) }

  /// The heading of the summary's means: `Week by week` or `Month by month`.
  func periodsTitle(weeks: Bool) -> String { text(weeks ? .reportWeeks : .reportMonths) }

  /// A week of the summary as its cell names it: `3–9 Nov`, `29 Nov – 5 Dec`, `11月3日–9日`; a
  /// month: `Nov`, `11月`, with its year when it is January or the first shown.
  func periodLabel(_ days: DayRange, isWeek: Bool, withYear: Bool) -> String {
    let first = days.first, last = days.last
    guard isWeek else { return monthTick(first.month, year: withYear ? first.year : nil) }
    guard first != last else { return shortDate(first, withYear: false) }
    switch self {
    case .english:
      return first.month == last.month
        ? "\(first.day)–\(last.day) \(monthAbbreviation(last.month))"
        : shortDate(first, withYear: false) + " – " + shortDate(last, withYear: false)
    case .simplifiedChinese:
      return first.month == last.month
        ? "\(first.month)月\(first.day)日–\(last.day)日"
        : shortDate(first, withYear: false) + "–" + shortDate(last, withYear: false)
    }
  }

  /// Under a period's mean: `5 logged`, `记录 5 天`.
  func periodDays(_ count: Int) -> String { text(.periodDays, ["count": count]) }

  // The headings of the summary's lists.
  var topWords: String { text(.topWords) }
  var topTags: String { text(.topTags) }
  var strongestPatterns: String { text(.strongestPatterns) }
  var strongestPatternsNote: String { text(.strongestPatternsNote) }
  var reportHabits: String { text(.reportHabits) }
  /// What an empty list of the summary says.
  var nothingYet: String { text(.nothingYet) }

  /// An item of a top list with its count: `Calm (9)`, `平静（9）`, on one line: never
  /// "Loved / (5)".
  func itemCount(_ item: String, _ count: Int) -> String {
    CardLocale.unbroken(
      text(.itemCount, ["item": item, "count": count]).replacingEvery(" (", with: "\u{00A0}("))
  }

  /// One of the strongest patterns in counts and means: `#work: mean 5.1 on 8 days with it,
  /// 6.8 on 20 days without`; a habit's sides are the days done and not done.
  func patternLine(_ pattern: Pattern) -> String {
    let item: String
    switch pattern.kind {
    case .tag: item = "#" + pattern.label
    case .word: item = pattern.label
    case .habit: item = [pattern.icon, pattern.label].compactMap { $0 }.joined(separator: " ")
    }
    return text(
      pattern.kind == .habit ? .summaryPatternDone : .summaryPatternWith,
      [
        "item": item, "with": pattern.with.mean.map(decimal) ?? "–",
        "withDays": dayCount(pattern.with.days),
        "without": pattern.without.mean.map(decimal) ?? "–",
        "withoutDays": dayCount(pattern.without.days),
      ])
  }

  /// A habit's rate: `18 of 28 days · 64%`.
  func habitRate(_ habit: HabitStats) -> String {
    text(
      .habitRate,
      ["done": habit.done, "eligible": habit.eligible, "percent": percent(habit.rate)])
  }

  /// The heading of the entries to discuss: `To talk about (3)`.
  func discussTitle(_ count: Int) -> String { text(.discussTitle, ["count": count]) }
  var noneToDiscuss: String { text(.noneToDiscuss) }
  /// Says how many marked entries did not fit the first page.
  func moreToDiscuss(_ count: Int) -> String { text(.moreToDiscuss, ["count": count]) }
  /// Under the months when the earliest are left out (weeks never are, see
  /// `ReportSummary.longestWeeklyRange`): `The months before Dec 2025 are in the chart above.`
  func earlierMonths(before first: Day) -> String {
    text(.earlierMonths, ["month": monthTick(first.month, year: first.year)])
  }

  /// What stands under the date of a row continued from the page before: `(continued)`, `（续）`.
  var continuedRow: String { text(.continuedRow) }

  /// `page 2 of 5`, `第 2 页，共 5 页`.
  func pageNumber(_ page: Int, of count: Int) -> String {
    text(.pageNumber, ["page": page, "count": count])
  }
}

/// The words of the report's Patterns section.
extension CardLocale {
  /// The section's heading.
  var patternsTitle: String { text(.patternsTitle) }

  /// The sentence that says what the numbers are and are not, and which items are left out;
  /// how many are not drawn is counted once, under the chart.
  var patternsNote: String { text(.patternsNote, ["minimum": Patterns.minimumDays]) }
}
