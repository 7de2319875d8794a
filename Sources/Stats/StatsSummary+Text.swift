import Foundation
import MoodCore

extension StatsSummary {
  /// The summary as aligned plain text for a terminal, ending in a newline.
  ///
  /// ```
  /// 2026-03-26 to 2026-04-01 (7 days)
  ///
  /// Days logged     5 of 7 (71%)
  /// Mean score      6.00
  /// ...
  /// ```
  public var text: String {
    var lines = ["\(from) to \(to) (\(StatsSummary.count(days, "day")))", ""]
    lines += StatsSummary.table([
      ("Days logged", loggedText),
      ("Mean score", mean.map { String(format: "%.2f", $0) } ?? "-"),
      ("Median score", median.map { String(format: "%.2f", $0) } ?? "-"),
      ("Lowest score", min.map(String.init) ?? "-"),
      ("Highest score", max.map(String.init) ?? "-"),
      ("Current streak", StatsSummary.count(currentStreak, "day")),
      ("Longest streak", StatsSummary.count(longestStreak, "day")),
    ])
    lines += StatsSummary.section("Words", words.map { ($0.name, String($0.count)) })
    lines += StatsSummary.section("Tags", tags.map { ($0.tag, String($0.count)) })
    lines += StatsSummary.section(
      "Habits",
      habits.map { habit in
        let days = StatsSummary.count(habit.eligible, "day")
        return (habit.name, "\(habit.done) of \(days) (\(percent(habit.rate)))")
      })
    if daysLogged > 0 {
      lines += StatsSummary.section(
        "By weekday",
        zip(Weekday.allCases, weekdays).map { weekday, row in
          let mean = row.mean.map { String(format: "%.2f", $0) } ?? "-"
          // Means right-aligned in five columns: "10.00" is the widest.
          let padded = String(repeating: " ", count: Swift.max(0, 5 - mean.count)) + mean
          return (
            CardLocale.english.weekdayName(isoWeekday: weekday.rawValue),
            "\(padded)  (\(StatsSummary.count(row.days, "day")))"
          )
        })
      lines += withAndWithoutSection
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One plain sentence per tag, word and habit with at least `Patterns.minimumDays` days on
  /// each side, largest difference first: numbers and counts, never a reason for them.
  private var withAndWithoutSection: [String] {
    typealias Line = (difference: Double, kind: Int, name: String, text: String)
    func line(_ kind: Int, _ name: String, _ with: DaysMean, _ without: DaysMean, _ other: String)
      -> Line?
    {
      guard let withMean = with.mean, let withoutMean = without.mean,
        Swift.min(with.days, without.days) >= Patterns.minimumDays
      else { return nil }
      let days = { StatsSummary.count($0, "day") }
      let mean = { String(format: "%.1f", $0) }
      let text =
        "\(name): mean \(mean(withMean)) (\(days(with.days)))."
        + " \(other): \(mean(withoutMean)) (\(days(without.days)))."
      return (abs(withMean - withoutMean), kind, name.lowercased(), text)
    }
    let all =
      patterns.tags.map { line(0, "Days with #\($0.tag)", $0.with, $0.without, "Without") }
      + patterns.words.map { line(1, "Days with \($0.name)", $0.with, $0.without, "Without") }
      + patterns.habits.map { line(2, "Days \($0.name) was done", $0.done, $0.notDone, "Not done") }
    let shown = all.compactMap { $0 }.sorted {
      ($0.difference, $1.kind, $1.name) > ($1.difference, $0.kind, $0.name)
    }
    let leftOut = all.count - shown.count
    guard !all.isEmpty else { return [] }
    var rows = shown.map { "  " + $0.text }
    if leftOut > 0 {
      let items = leftOut == 1 ? "1 tag, word or habit" : "\(leftOut) tags, words or habits"
      rows.append("  Not shown: \(items) with fewer than \(Patterns.minimumDays) days on a side.")
    }
    return ["", "With and without"] + rows
  }

  private var loggedText: String {
    let logged = "\(daysLogged) of \(days)"
    guard let coverage else { return logged + "; the range starts after today" }
    if elapsedDays == days { return logged + " (\(percent(coverage)))" }
    return logged + "; \(percent(coverage)) of the \(elapsedDays) days so far"
  }

  private func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }

  /// A blank line, the title and the rows indented under it; nothing when there are no rows.
  private static func section(_ title: String, _ rows: [(String, String)]) -> [String] {
    rows.isEmpty ? [] : ["", title] + table(rows, indent: 2)
  }

  private static func table(_ rows: [(String, String)], indent: Int = 0) -> [String] {
    let width = rows.map(\.0.displayWidth).max() ?? 0
    let margin = String(repeating: " ", count: indent)
    return rows.map { margin + $0.0.padded(toDisplayWidth: width + 2) + $0.1 }
  }
}
