import MoodCore
import MoodStore

extension ImportMapping {
  /// The table a dry run prints: each section that has rows (`Scores:`, `Words:`, `Tags:`,
  /// `Habits:`) with its rows indented, then what is not imported and why, then the rule for
  /// several check-ins on one day. A word is named in the person's language.
  package func lines(messages: Messages, vocabulary: Vocabulary) -> [String] {
    var lines: [String] = []
    let titles: [Section: MessageKey] = [
      .scores: .importMappingScores, .words: .importMappingWords, .tags: .importMappingTags,
      .habits: .importMappingHabits,
    ]
    for section in Section.allCases where !rows(section).isEmpty {
      lines.append(messages(titles[section] ?? .importMappingScores))
      for row in rows(section) {
        let target =
          section == .words
          ? vocabulary.word(id: row.target)?.name(for: messages.language.languageCode)
            ?? row.target
          : row.target
        lines.append(
          "  "
            + messages(
              .importMappingRow,
              [
                "source": TerminalText.visible(row.source), "target": TerminalText.visible(target),
                "count": row.count,
              ]))
      }
    }
    if !leftOut.isEmpty {
      lines.append(messages(.importMappingLeftOut))
      for (reason, count) in leftOut { lines.append("  " + messages(reason.message(count: count))) }
    }
    lines.append(messages(.importDayRule))
    return lines
  }
}

extension LeftOut {
  /// What is left behind, `count` times, as a message.
  package func message(count: Int) -> CatalogMessage {
    let number = MessageValue.text("\(count)")
    switch self {
    case .photos: return (.leftOutPhotos, ["count": number])
    case .pin: return (.leftOutPin, [:])
    case .daysWithoutScore: return (.leftOutDaysWithoutScore, ["count": number])
    case .goal(let name):
      return (.leftOutGoal, ["name": .text(TerminalText.visible(name)), "count": number])
    case .category(let name):
      return (.leftOutCategory, ["name": .text(TerminalText.visible(name)), "count": number])
    case .unknownEmotion(let name):
      return (.leftOutUnknownEmotion, ["name": .text(TerminalText.visible(name)), "count": number])
    case .labelWithoutWord(let name):
      return (
        .leftOutLabelWithoutWord, ["name": .text(TerminalText.visible(name)), "count": number]
      )
    case .notUnderstood(let what):
      return (.leftOutNotUnderstood, ["what": .text(TerminalText.visible(what)), "count": number])
    case .otherRecords: return (.leftOutOtherRecords, ["count": number])
    case .numericHabit(let name):
      return (.leftOutNumericHabit, ["name": .text(TerminalText.visible(name)), "count": number])
    case .habitMark(let name):
      return (.leftOutHabitMark, ["name": .text(TerminalText.visible(name)), "count": number])
    }
  }
}

extension ImportFormat {
  /// The format's name in the person's language.
  package var messageKey: MessageKey {
    switch self {
    case .moodcard: return .formatMoodcard
    case .daylioCSV: return .formatDaylioCSV
    case .daylio: return .formatDaylio
    case .pixels: return .formatPixels
    case .howWeFeel: return .formatHowWeFeel
    case .bearable: return .formatBearable
    case .appleHealth: return .formatAppleHealth
    case .loop: return .formatLoop
    }
  }
}
