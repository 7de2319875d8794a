import MoodCore
import Stats

/// The words of the report, in English and Simplified Chinese: names of numbers and columns
/// only, never a judgement of them.
extension CardLocale {
  /// The report's title.
  var reportTitle: String { self == .english ? "Mood report" : "心情报告" }

  /// The line under the title naming the range: `26 Mar – 1 Apr 2026 · 7 days`.
  func reportRange(_ range: DayRange) -> String {
    rangeText(range) + " · "
      + (self == .english
        ? "\(range.count) day\(range.count == 1 ? "" : "s")" : "\(range.count) 天")
  }

  /// How to read the numbers: the scale and what a streak counts.
  var reportScaleNote: String {
    self == .english
      ? "Scores run from 1 (lowest) to 10 (highest). A streak counts consecutive days with an "
        + "entry; the current streak ends today, or yesterday while today has no entry."
      : "分数从 1（最低）到 10（最高）。连续记录是指连续有记录的天数；当前连续记录截至今天，"
        + "今天尚未记录时截至昨天。"
  }

  /// Says that the reasons were left out of the report.
  var reasonsLeftOut: String {
    self == .english
      ? "Reasons are left out of this report." : "本报告未包含原因。"
  }

  // The names of the numbers on the first page.
  var daysLoggedLabel: String { self == .english ? "Days logged" : "记录天数" }
  var meanLabel: String { self == .english ? "Mean score" : "平均分" }
  var medianLabel: String { self == .english ? "Median score" : "中位数" }
  var extremesLabel: String { self == .english ? "Lowest – highest" : "最低 – 最高" }
  var currentStreakLabel: String { self == .english ? "Current streak" : "当前连续记录" }
  var longestStreakLabel: String { self == .english ? "Longest streak" : "最长连续记录" }

  /// `9 days`, `9 天`.
  func dayCount(_ count: Int) -> String {
    self == .english ? "\(count) day\(count == 1 ? "" : "s")" : "\(count) 天"
  }

  /// The entries table's title: `Entries (21)`, `记录（21）`.
  func entriesTitle(_ count: Int) -> String {
    self == .english ? "Entries (\(count))" : "记录（\(count)）"
  }

  // The table's column headings.
  var dateColumn: String { self == .english ? "Date" : "日期" }
  var scoreColumn: String { self == .english ? "Score" : "分数" }
  var wordsColumn: String { self == .english ? "Words" : "心情词" }
  var tagsColumn: String { self == .english ? "Tags" : "标签" }
  var reasonColumn: String { self == .english ? "Reason" : "原因" }

  /// `page 2 of 5`, `第 2 页，共 5 页`.
  func pageNumber(_ page: Int, of count: Int) -> String {
    self == .english ? "page \(page) of \(count)" : "第 \(page) 页，共 \(count) 页"
  }
}

/// The words of the report's Patterns section.
extension CardLocale {
  /// The section's heading.
  var patternsTitle: String { self == .english ? "Patterns" : "规律" }

  /// The sentence that says what the numbers are and are not.
  func patternsNote(leftOut: Int) -> String {
    let minimum = Patterns.minimumDays
    switch self {
    case .english:
      return "These are associations in your own record, each with its number of days, not "
        + "causes: a row sets the mean score of the logged days with a tag, word or habit "
        + "beside the mean of the other logged days (for a habit, the days it could have been "
        + "done). Items with fewer than \(minimum) days on a side are left out"
        + (leftOut > 0 ? " (\(leftOut))." : ".")
    case .simplifiedChinese:
      return "以下是你自己记录中的关联，并非原因，每项都注明天数：每行把有某个标签、心情词或习惯的记录日的"
        + "平均分，与其余记录日的平均分并列（习惯只计它可以完成的日子）。一侧少于 \(minimum) 天的项目未列出"
        + (leftOut > 0 ? "（\(leftOut) 项）。" : "。")
    }
  }

  /// The with-and-without table's column headings.
  var patternColumns: [String] {
    self == .english
      ? ["Tag, word or habit", "Kind", "With / done", "Without / not done", "Difference"]
      : ["标签、心情词或习惯", "类别", "有 / 完成", "无 / 未完成", "差值"]
  }

  /// A kind's name in the table: `Tag`, `Mood word`, `Habit`.
  func patternKind(_ kind: Pattern.Kind) -> String {
    switch (self, kind) {
    case (.english, .tag): return "Tag"
    case (.english, .word): return "Mood word"
    case (.english, .habit): return "Habit"
    case (.simplifiedChinese, .tag): return "标签"
    case (.simplifiedChinese, .word): return "心情词"
    case (.simplifiedChinese, .habit): return "习惯"
    }
  }

  /// One side in the table: `7.6 · 12 days`, `7.6 · 12 天`.
  func patternCell(_ tally: ScoreTally) -> String {
    (tally.mean.map(decimal) ?? "–") + " · " + dayCount(tally.days)
  }
}
