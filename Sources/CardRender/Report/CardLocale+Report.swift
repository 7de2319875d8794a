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

  /// `page 2 of 5`, `第 2 页，共 5 页`.
  func pageNumber(_ page: Int, of count: Int) -> String {
    text(.pageNumber, ["page": page, "count": count])
  }
}

/// The words of the report's Patterns section.
extension CardLocale {
  /// The section's heading.
  var patternsTitle: String { text(.patternsTitle) }

  /// The sentence that says what the numbers are and are not.
  func patternsNote(leftOut: Int) -> String {
    text(
      leftOut > 0 ? .patternsNoteLeftOut : .patternsNote,
      ["minimum": Patterns.minimumDays, "count": leftOut])
  }

  /// The with-and-without table's column headings.
  var patternColumns: [String] {
    [
      text(.patternItemColumn), text(.patternKindColumn), text(.patternWithColumn),
      text(.patternWithoutColumn), text(.patternDifferenceColumn),
    ]
  }

  /// A kind's name in the table: `Tag`, `Mood word`, `Habit`.
  func patternKind(_ kind: Pattern.Kind) -> String {
    switch kind {
    case .tag: return text(.kindTag)
    case .word: return text(.kindWord)
    case .habit: return text(.kindHabit)
    }
  }

  /// One side in the table: `7.6 · 12 days`, `7.6 · 12 天`.
  func patternCell(_ tally: ScoreTally) -> String {
    (tally.mean.map(decimal) ?? "–") + " · " + dayCount(tally.days)
  }
}
