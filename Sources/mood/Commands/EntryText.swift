import Foundation
import MoodCore

/// How entries read in a terminal and in `--json`.
enum EntryText {
  private static let weekdays = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]

  /// `2026-11-29, Sunday`.
  static func dayLine(_ day: Day) -> String { "\(day), \(weekdays[day.isoWeekday - 1])" }

  /// The entry as a block of labelled lines, for `log` and `show`.
  static func block(_ entry: MoodEntry, vocabulary: Vocabulary) -> String {
    var lines = [dayLine(entry.day), "  score   \(entry.score)/10"]
    if !entry.words.isEmpty { lines.append("  words   " + names(entry.words, vocabulary)) }
    if !entry.tags.isEmpty {
      lines.append("  tags    " + TerminalText.visible(entry.tags.joined(separator: ", ")))
    }
    if !entry.reason.isEmpty {
      let reason = TerminalText.visible(entry.reason, lines: .multiple)
      lines.append("  reason  " + reason.replacingOccurrences(of: "\n", with: "\n          "))
    }
    return lines.joined(separator: "\n")
  }

  /// The entry on one line, for `list`.
  static func line(_ entry: MoodEntry, vocabulary: Vocabulary) -> String {
    let weekday = weekdays[entry.day.isoWeekday - 1].prefix(3)
    let score = entry.score.value < 10 ? " \(entry.score)" : "\(entry.score)"
    var parts = ["\(entry.day) \(weekday)  \(score)/10"]
    if !entry.words.isEmpty { parts.append(names(entry.words, vocabulary)) }
    if !entry.tags.isEmpty {
      parts.append(TerminalText.visible(entry.tags.map { "#" + $0 }.joined(separator: " ")))
    }
    if !entry.reason.isEmpty {
      let oneLine = TerminalText.visible(
        entry.reason.split(whereSeparator: \.isNewline).joined(separator: " "))
      parts.append(oneLine.count > 60 ? oneLine.prefix(59) + "…" : oneLine)
    }
    return parts.joined(separator: "  ")
  }

  private static func names(_ ids: [String], _ vocabulary: Vocabulary) -> String {
    TerminalText.visible(
      ids.map { vocabulary.word(id: $0)?.english ?? $0 }.joined(separator: ", "))
  }

  /// The entries as one JSON array of `EntryJSON` objects.
  static func json(_ entries: [MoodEntry]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(entries.map(EntryJSON.init)), as: UTF8.self)
  }
}

/// An entry as scripts read it, in `mood list --json` and the web API: `day`, `score`, `words`
/// (ids), `tags`, `reason`, `loggedAt` and `timeZone`.
struct EntryJSON: Codable, Equatable {
  let day: Day, score: Score, words: [String], tags: [String], reason: String
  let loggedAt: Date, timeZone: String

  init(_ entry: MoodEntry) {
    day = entry.day
    score = entry.score
    words = entry.words
    tags = entry.tags
    reason = entry.reason
    loggedAt = entry.loggedAt
    timeZone = entry.timeZone
  }
}
