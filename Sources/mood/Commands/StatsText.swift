import FoundationEssentials
import MoodApp
import MoodCore
import MoodSystem
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

  /// What `mood stats` prints: every section, in the language of `messages`.
  var text: String {
    let s = summary
    let range = messages(
      .statsRange, ["from": s.from, "to": s.to, "days": days(s.days)])
    var lines = [range, ""]
    lines += table([
      (messages(.statsDaysLogged), logged),
      (
        messages(.statsMean),
        s.mean.map { NumberText.fixed($0, decimals: 2) } ?? messages(.statsNothing)
      ),
      (
        messages(.statsMedian),
        s.median.map { NumberText.fixed($0, decimals: 2) } ?? messages(.statsNothing)
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
    if s.daysLogged > 0 {
      lines += section(
        .statsByWeekday,
        zip(Weekday.allCases, s.weekdays).map { weekday, row in
          let mean = row.mean.map { NumberText.fixed($0, decimals: 2) } ?? messages(.statsNothing)
          // Means right-aligned in five columns: "10.00" is the widest.
          let padded = String(repeating: " ", count: Swift.max(0, 5 - mean.count)) + mean
          return (
            messages.language.weekdayName(isoWeekday: weekday.rawValue),
            messages(.statsWeekdayMean, ["mean": padded, "days": days(row.days)])
          )
        })
      lines += withAndWithout
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "Days with #work: mean 5.2 (12 days). Without: 6.4 (13 days).", for each tag, word and
  /// habit with at least `Patterns.minimumDays` on each side, the largest difference first:
  /// plain numbers, never a cause.
  private var withAndWithout: [String] {
    typealias Line = (difference: Double, kind: Int, name: String, text: String)
    let language = messages.language.languageCode
    func line(
      _ kind: Int, _ key: MessageKey, _ name: (String, String), _ with: StatsSummary.DaysMean,
      _ without: StatsSummary.DaysMean
    ) -> Line? {
      guard let withMean = with.mean, let withoutMean = without.mean,
        Swift.min(with.days, without.days) >= Patterns.minimumDays
      else { return nil }
      let mean = { NumberText.fixed($0, decimals: 1) }
      let text = messages(
        key,
        [
          name.0: name.1, "with": mean(withMean), "withDays": days(with.days),
          "without": mean(withoutMean), "withoutDays": days(without.days),
        ])
      return (abs(withMean - withoutMean), kind, name.1.lowercased(), text)
    }
    let patterns = summary.patterns
    let all =
      patterns.tags.map { line(0, .statsWithTag, ("tag", $0.tag), $0.with, $0.without) }
      + patterns.words.map { word in
        let name = vocabulary.word(id: word.word)?.name(for: language) ?? word.name
        return line(1, .statsWithWord, ("word", name), word.with, word.without)
      }
      + patterns.habits.map { line(2, .statsWithHabit, ("habit", $0.name), $0.done, $0.notDone) }
    guard !all.isEmpty else { return [] }
    let shown = all.compactMap { $0 }.sorted {
      ($0.difference, $1.kind, $1.name) > ($1.difference, $0.kind, $0.name)
    }
    var rows = shown.map { "  " + $0.text }
    let leftOut = all.count - shown.count
    if leftOut > 0 {
      rows.append(
        "  "
          + messages(
            leftOut == 1 ? .statsPatternsNotShownOne : .statsPatternsNotShownOther,
            ["count": leftOut, "minimum": Patterns.minimumDays]))
    }
    return ["", messages(.statsWithAndWithout)] + rows
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
