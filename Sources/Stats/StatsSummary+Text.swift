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
    return lines.joined(separator: "\n") + "\n"
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
