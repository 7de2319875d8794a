import Foundation
import MoodCore
import Stats

/// `mood stats` for people: the summary as aligned text in the person's language, ending in a
/// newline. Scripts read `StatsSummary.json()`, which never changes with the language.
///
/// ```
/// 2026-03-26 to 2026-04-01 (7 days)
///
/// Days logged     5 of 7 (71%)
/// Mean score      6.00
/// ...
/// ```
struct StatsText {
  let summary: StatsSummary
  /// The vocabulary, for the words' names in the person's language.
  let vocabulary: Vocabulary
  let messages: Messages

  /// The whole text.
  var text: String {
    let s = summary
    let range = messages(
      .statsRange, ["from": s.from, "to": s.to, "days": days(s.days)])
    var lines = [range, ""]
    lines += table([
      (messages(.statsDaysLogged), logged),
      (messages(.statsMean), s.mean.map { String(format: "%.2f", $0) } ?? messages(.statsNothing)),
      (
        messages(.statsMedian),
        s.median.map { String(format: "%.2f", $0) } ?? messages(.statsNothing)
      ),
      (messages(.statsLowest), s.min.map(String.init) ?? messages(.statsNothing)),
      (messages(.statsHighest), s.max.map(String.init) ?? messages(.statsNothing)),
      (messages(.statsCurrentStreak), days(s.currentStreak)),
      (messages(.statsLongestStreak), days(s.longestStreak)),
    ])
    let language = messages.language.languageCode
    lines += section(
      .statsWords,
      s.words.map {
        ((vocabulary.word(id: $0.word)?.name(for: language) ?? $0.name), "\($0.count)")
      })
    lines += section(.statsTags, s.tags.map { ($0.tag, String($0.count)) })
    lines += section(
      .statsHabits,
      s.habits.map { habit in
        (
          habit.name,
          messages(
            .statsHabitRate,
            ["done": habit.done, "days": days(habit.eligible), "percent": percent(habit.rate)])
        )
      })
    return lines.joined(separator: "\n") + "\n"
  }

  private var logged: String {
    let s = summary
    let numbers: [String: any CustomStringConvertible] = ["logged": s.daysLogged, "days": s.days]
    guard let coverage = s.coverage else { return messages(.statsLoggedNotStarted, numbers) }
    let share = numbers.merging(["percent": percent(coverage), "elapsed": s.elapsedDays]) { $1 }
    return messages(s.elapsedDays == s.days ? .statsLoggedShare : .statsLoggedSoFar, share)
  }

  private func days(_ count: Int) -> String {
    messages.count(count, one: .statsDaysOne, other: .statsDaysOther)
  }

  private func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

  /// A blank line, the title and the rows indented under it; nothing when there are no rows.
  private func section(_ title: MessageKey, _ rows: [(String, String)]) -> [String] {
    rows.isEmpty ? [] : ["", messages(title)] + table(rows, indent: 2)
  }

  /// The rows with their values lined up, padded by display width.
  private func table(_ rows: [(String, String)], indent: Int = 0) -> [String] {
    let width = rows.map(\.0.displayWidth).max() ?? 0
    let margin = String(repeating: " ", count: indent)
    return rows.map { margin + $0.0.padded(toDisplayWidth: width + 2) + $0.1 }
  }
}
