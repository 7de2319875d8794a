import Foundation

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
    if !words.isEmpty {
      lines += ["", "Words"] + StatsSummary.table(words.map { ($0.word, String($0.count)) }, indent: 2)
    }
    if !tags.isEmpty {
      lines += ["", "Tags"] + StatsSummary.table(tags.map { ($0.tag, String($0.count)) }, indent: 2)
    }
    if !habits.isEmpty {
      lines += ["", "Habits"]
        + StatsSummary.table(
          habits.map {
            ($0.name, "\($0.done) of \(StatsSummary.count($0.eligible, "day")) (\(percent($0.rate)))")
          }, indent: 2)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var loggedText: String {
    let share = coverage.map { " (\(percent($0)))" } ?? ""
    if elapsedDays == days { return "\(daysLogged) of \(days)\(share)" }
    if elapsedDays == 0 { return "\(daysLogged); the range starts after today" }
    return "\(daysLogged) of \(elapsedDays) so far\(share)"
  }

  private func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

  private static func count(_ value: Int, _ noun: String) -> String {
    "\(value) \(noun)\(value == 1 ? "" : "s")"
  }

  private static func table(_ rows: [(String, String)], indent: Int = 0) -> [String] {
    let width = rows.map(\.0.count).max() ?? 0
    let margin = String(repeating: " ", count: indent)
    return rows.map { margin + $0.0 + String(repeating: " ", count: width + 2 - $0.0.count) + $0.1 }
  }
}
