import FoundationEssentials
import MoodApp
import MoodCore
import Stats

/// How entries read in a terminal, in the person's language, and in `--json`, for scripts.
enum EntryText {
  /// `2026-11-29, Sunday`, `2026-11-29 星期日`.
  static func dayLine(_ day: Day, _ messages: Messages) -> String {
    messages(
      .dayLine, ["day": day, "weekday": messages.language.weekdayName(isoWeekday: day.isoWeekday)])
  }

  /// The entry as a block of labelled lines, for `log` and `show`.
  static func block(_ entry: MoodEntry, vocabulary: Vocabulary, messages: Messages) -> String {
    var rows = [(messages(.entryScore), "\(entry.score)/10")]
    if !entry.words.isEmpty {
      rows.append((messages(.entryWords), names(entry.words, vocabulary, messages)))
    }
    if !entry.tags.isEmpty {
      rows.append((messages(.entryTags), TerminalText.visible(entry.tags.joined(separator: ", "))))
    }
    if !entry.reason.isEmpty {
      rows.append(
        (messages(.entryReason), TerminalText.visible(entry.reason, lines: .multiple)))
    }
    if entry.isMarkedToDiscuss {
      rows.append((messages(.entryDiscuss), messages(.entryDiscussMarked)))
    }
    // The widest of all the labels, so every block lines up the same way.
    let width =
      [MessageKey.entryScore, .entryWords, .entryTags, .entryReason, .entryDiscuss]
      .map { messages($0).displayWidth }.max() ?? 0
    let indent = "\n" + String(repeating: " ", count: width + 4)
    let lines = rows.map { label, value in
      "  " + label.padded(toDisplayWidth: width + 2)
        + value.replacingEvery("\n", with: indent)
    }
    return ([dayLine(entry.day, messages)] + lines).joined(separator: "\n")
  }

  /// The entry on one line, for `list`.
  static func line(_ entry: MoodEntry, vocabulary: Vocabulary, messages: Messages) -> String {
    let weekday = messages.language.weekdayAbbreviation(Weekday(of: entry.day))
    let score = entry.score.value < 10 ? " \(entry.score)" : "\(entry.score)"
    var parts = ["\(entry.day) \(weekday)  \(score)/10"]
    if entry.isMarkedToDiscuss { parts.append(messages(.entryDiscussMark)) }
    if !entry.words.isEmpty { parts.append(names(entry.words, vocabulary, messages)) }
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

  /// The words' names in the language of `messages`, for people; ids stay for scripts.
  private static func names(_ ids: [String], _ vocabulary: Vocabulary, _ messages: Messages)
    -> String
  {
    let language = messages.language.languageCode
    return TerminalText.visible(
      ids.map { vocabulary.word(id: $0)?.name(for: language) ?? $0 }
        .joined(separator: messages.language == .simplifiedChinese ? "、" : ", "))
  }

  /// The entries as one JSON array of `EntryJSON` objects.
  static func json(_ entries: [MoodEntry]) throws -> String {
    try json(entries.map(EntryJSON.init))
  }

  /// One entry as one `EntryJSON` object, for `show --json`.
  static func json(_ entry: MoodEntry) throws -> String { try json(EntryJSON(entry)) }

  private static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
